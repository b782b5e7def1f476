import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { viewCounter } from '../../app/analytics/view-counter.server'
import { tutorials } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { createTutorial } from '../../app/db/seed/learning-factories'
import { loader as tutorialLoader } from '../../app/routes/tutorials.$slug'
import { loader as listLoader } from '../../app/routes/tutorials'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const args = (url: string, params: Record<string, string> = {}, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const list = (query: string, init?: RequestInit) => listLoader(args(`/tutorials?${query}`, {}, init))
const open = (slug: string, init?: RequestInit) => tutorialLoader(args(`/tutorials/${slug}`, { slug }, init))
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (e: { init?: { status: number }; status?: number }) => e.init?.status ?? e.status)
const counters = async (id: string) => (await db.select({ likes: tutorials.likes, views: tutorials.views }).from(tutorials).where(eq(tutorials.id, id)))[0]!

describe('tutorials list', () => {
  it('filters by difficulty, category and search text together', async () => {
    const word = `Qx${uniqueSuffix()}`
    const a = await createTutorial(db, { title: `${word} basics`, difficulty: 'beginner', category: 'Python' })
    const b = await createTutorial(db, { title: `Tensors ${word}`, difficulty: 'advanced', category: 'PyTorch' })
    const c = await createTutorial(db, { title: `Deploy ${word}`, difficulty: 'advanced', category: 'Python', tags: ['Serving'] })
    const ids = async (query: string) => (await list(`search=${word}&${query}`)).tutorials.map((t) => t.id).sort()
    expect(await ids('')).toEqual([a.id, b.id, c.id].sort())
    expect(await ids('difficulty=advanced')).toEqual([b.id, c.id].sort())
    expect(await ids('category=python')).toEqual([a.id, c.id].sort())
    expect(await ids('difficulty=advanced&category=python&difficulty=')).toEqual([a.id, c.id].sort())
    expect((await list(`search=${word}&difficulty=advanced&category=python`)).tutorials.map((t) => t.id)).toEqual([c.id])
    expect((await list(`search=zz${word}nothing`)).tutorials).toEqual([])
  })

  it('sorts by latest, views, likes and title; the first result is the featured one', async () => {
    const word = `Sx${uniqueSuffix()}`
    const hour = 3_600_000
    const old = await createTutorial(db, { title: `Beta ${word}`, views: 90, likes: 1, publishedAt: new Date(Date.now() - 3 * hour) })
    const mid = await createTutorial(db, { title: `Alpha ${word}`, views: 10, likes: 40, publishedAt: new Date(Date.now() - 2 * hour) })
    const recent = await createTutorial(db, { title: `Gamma ${word}`, views: 50, likes: 7, publishedAt: new Date(Date.now() - hour) })
    const order = async (sort: string) => (await list(`search=${word}&sort=${sort}`)).tutorials.map((t) => t.id)
    expect(await order('published_at')).toEqual([recent.id, mid.id, old.id])
    expect(await order('views')).toEqual([old.id, recent.id, mid.id])
    expect(await order('likes')).toEqual([mid.id, recent.id, old.id])
    expect(await order('title')).toEqual([mid.id, old.id, recent.id])
    expect(JSON.stringify(await list(`search=${word}`))).not.toContain('"content"')
  })

  it('pages with a cursor and ?page=N, and answers bad input with 400 and a clear message', async () => {
    const word = `Px${uniqueSuffix()}`
    for (let i = 0; i < 15; i++) await createTutorial(db, { title: `${word} part ${i}`, publishedAt: new Date(Date.now() - i * 60_000) })
    const first = await list(`search=${word}`)
    expect(first.tutorials).toHaveLength(13)
    const next = await list(`search=${word}&cursor=${first.nextCursor}`)
    expect(next.tutorials).toHaveLength(2)
    expect(next.nextCursor).toBeNull()
    expect(new Set([...first.tutorials, ...next.tutorials].map((t) => t.id)).size).toBe(15)
    expect((await list(`search=${word}&page=2`)).tutorials).toHaveLength(15)
    const messageOf = (query: string) => list(query).catch((e: { data: { message: string }; init: { status: number } }) => e)
    await expect(messageOf('cursor=forged')).resolves.toMatchObject({ init: { status: 400 }, data: { message: expect.stringContaining('no longer valid') } })
    await expect(messageOf('difficulty=expert')).resolves.toMatchObject({ init: { status: 400 }, data: { message: expect.stringContaining('Unknown difficulty') } })
    await expect(messageOf('category=cooking')).resolves.toMatchObject({ data: { message: expect.stringContaining('Unknown category') } })
    await expect(messageOf('sort=random')).resolves.toMatchObject({ data: { message: expect.stringContaining('Unknown sort') } })
    await expect(messageOf('page=two')).resolves.toMatchObject({ data: { message: expect.stringContaining('whole number') } })
  })
})

describe('tutorial page', () => {
  it('never sends premium content to a visitor or free member; a premium member gets it', async () => {
    const premium = await createTutorial(db, { isPremium: true, steps: [{ title: 'Secret', body: '<p>The members-only recipe</p>' }] })
    for (const init of [undefined, { headers: { Cookie: (await signedInMember(db)).cookie } }]) {
      const data = await open(premium.slug, init)
      expect(data.tutorial).toMatchObject({ isLocked: true, body: null, title: premium.title, description: premium.description })
      expect(JSON.stringify(data)).not.toContain('members-only recipe')
    }
    const { cookie } = await signedInMember(db, { subscriptionTier: 'premium' })
    const data = await open(premium.slug, { headers: { Cookie: cookie } })
    expect(data.tutorial.isLocked).toBe(false)
    expect(JSON.stringify(data.tutorial.body)).toContain('members-only recipe')
    expect(data.tutorial.body?.steps).toEqual([{ number: 1, title: 'Secret', id: 'step-1' }])
  })

  it('highlights code on the server and escapes markup inside it', async () => {
    const code = 'print("&lt;script&gt;alert(1)&lt;/script&gt;")'
    const tutorial = await createTutorial(db, { steps: [{ title: 'Run it', body: `<pre><code class="language-python">${code}</code></pre>` }] })
    const segments = (await open(tutorial.slug)).tutorial.body!.segments
    const block = segments.find((s) => s.kind === 'code')!
    expect(block).toMatchObject({ language: 'python', className: 'hljs language-python' })
    expect(block.html).toContain('<span class="hljs-string">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</span>')
    expect(JSON.stringify(segments)).not.toMatch(/<script/i)
    expect(segments[0]).toMatchObject({ kind: 'html', html: expect.stringContaining('<h2 id="step-1">Step 1: Run it</h2>') })
  })

  it('counts a reader once per hour in a batch and skips bots', async () => {
    const tutorial = await createTutorial(db)
    const as = (agent: string) => ({ headers: { 'User-Agent': agent } })
    await open(tutorial.slug, as('Mozilla/5.0 Firefox/140.0'))
    await open(tutorial.slug, as('Mozilla/5.0 Firefox/140.0'))
    await open(tutorial.slug, as('Googlebot/2.1 (+http://www.google.com/bot.html)'))
    expect((await counters(tutorial.id)).views).toBe(0)
    await viewCounter.flush(db)
    expect((await counters(tutorial.id)).views).toBe(1)
  })

  it('answers 404 for unknown, draft and scheduled tutorials, and relates same-category ones', async () => {
    const draft = await createTutorial(db, { status: 'draft' })
    const later = await createTutorial(db, { publishedAt: new Date(Date.now() + 86_400_000) })
    for (const slug of [`missing-${uniqueSuffix()}`, draft.slug, later.slug]) expect(await statusOf(open(slug))).toBe(404)
    const main = await createTutorial(db, { category: 'OpenCV', tags: [`tag-${uniqueSuffix()}`] })
    // Four of the same category for three places: the newest three, newest first.
    const older = []
    for (let i = 1; i <= 3; i++) older.push(await createTutorial(db, { category: 'OpenCV', publishedAt: new Date(Date.now() - i * 3_600_000) }))
    const sibling = await createTutorial(db, { category: 'OpenCV' })
    const related = (await open(main.slug)).related
    expect(related.map((t) => t.id)).toEqual([sibling.id, older[0]!.id, older[1]!.id])
    expect(related.map((t) => t.category)).toEqual(['OpenCV', 'OpenCV', 'OpenCV'])
  })
})

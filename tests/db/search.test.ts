import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../app/db/client.server'
import { courses, podcasts, tutorials, videos } from '../../app/db/schema'
import { createArticle, createCategory, uniqueSuffix } from '../../app/db/seed/factories'
import { loader } from '../../app/routes/api.search'
import { searchSite } from '../../app/search/search.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const DAY = 86_400_000

/** A made-up word of letters only, unique to one test. */
const word = (stem = 'zeph') => stem + uniqueSuffix().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)
const published = (extra: { status?: string; publishedAt?: Date } = {}) => ({
  status: 'published',
  publishedAt: new Date(Date.now() - DAY),
  ...extra,
})

/** One course, tutorial, video and podcast episode with the same title. */
async function createLearningAndMedia(title: string, extra: { status?: string } = {}) {
  const base = () => ({ title, slug: `item-${uniqueSuffix()}`, ...published(extra) })
  const [course] = await db
    .insert(courses)
    .values({ ...base(), description: `Course on ${title}`, level: 'beginner', category: 'Robotics', instructor: 'Ada' })
    .returning()
  const [tutorial] = await db
    .insert(tutorials)
    .values({ ...base(), description: 'Step by step', content: '<p>tutorial body text</p>', difficulty: 'beginner', category: 'Python' })
    .returning()
  const [video] = await db
    .insert(videos)
    .values({ ...base(), description: 'A demo', category: 'Robotics', videoType: 'demo', author: 'Lin', mediaUrl: '/media/video/x.webm' })
    .returning()
  const [podcast] = await db
    .insert(podcasts)
    .values({
      ...base(),
      description: 'An episode',
      category: 'AI Research',
      host: 'Sam',
      transcript: 'podcast transcript text',
      audioUrl: '/media/audio/x.mp3',
    })
    .returning()
  return { course: course!, tutorial: tutorial!, video: video!, podcast: podcast! }
}

const ids = (result: Awaited<ReturnType<typeof searchSite>>, kind = 'articles') =>
  result.groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? []

describe('site search', () => {
  it('groups articles, courses, tutorials, videos and podcasts with their links', async () => {
    const term = word()
    const category = await createCategory(db)
    const article = await createArticle(db, { title: `Field guide to ${term}`, categoryId: category.id })
    const { course, tutorial, video, podcast } = await createLearningAndMedia(`Hands-on ${term}`)
    const result = await searchSite(db, term)
    expect(result).toMatchObject({ query: term, total: 5 })
    expect(result.groups.map((group) => group.kind)).toEqual(['articles', 'courses', 'tutorials', 'videos', 'podcasts'])
    const items = result.groups.flatMap((group) => group.items)
    expect(items.map((item) => item.href)).toEqual([
      `/news/${article.slug}`,
      `/education/course/${course.slug}`,
      `/tutorials/${tutorial.slug}`,
      `/videos/${video.slug}`,
      `/podcasts/${podcast.slug}`,
    ])
    expect(items[0]).toMatchObject({ kind: 'articles', id: article.id, category: category.name, isPremium: false })
    expect(items[0]!.publishedAt).toBe(article.publishedAt!.toISOString())
    expect(items[1]).toMatchObject({ kind: 'courses', category: 'Robotics', excerpt: `Course on Hands-on ${term}` })
    const json = JSON.stringify(result)
    for (const secret of ['tutorial body text', 'podcast transcript text', '/media/video/', '/media/audio/']) {
      expect(json).not.toContain(secret)
    }
  })

  it('matches word prefixes and tolerates typos', async () => {
    const term = word()
    const transformers = await createArticle(db, { title: `Transformers for ${term} teams` })
    const robotics = await createArticle(db, { title: `Robotics in ${term} warehouses` })
    const learning = await createArticle(db, { title: `Machine learning for ${term} shops` })
    expect(ids(await searchSite(db, 'transf'))).toContain(transformers.id)
    expect(ids(await searchSite(db, term.slice(0, 7)))).toContain(robotics.id)
    expect(ids(await searchSite(db, 'robtics'))).toContain(robotics.id)
    expect(ids(await searchSite(db, 'machne lerning'))).toContain(learning.id)
    expect(ids(await searchSite(db, `${term} lerning`))).toEqual([learning.id])
  })

  it('ranks a title match above a match in the body only', async () => {
    const term = word()
    const inBody = await createArticle(db, { content: `<p>Notes on ${term} and more.</p>` })
    const inTitle = await createArticle(db, { title: `${term} explained`, publishedAt: new Date(Date.now() - DAY) })
    expect(ids(await searchSite(db, term))).toEqual([inTitle.id, inBody.id])
  })

  it('leaves out drafts, items in review and scheduled items', async () => {
    const term = word()
    const visible = await createArticle(db, { title: `Live ${term}` })
    await createArticle(db, { title: `Draft ${term}`, status: 'draft' })
    const scheduled = await createArticle(db, { title: `Soon ${term}`, publishedAt: new Date(Date.now() + DAY) })
    await createLearningAndMedia(`Unpublished ${term}`, { status: 'review' })
    const result = await searchSite(db, term)
    expect(result.groups.map((group) => group.kind)).toEqual(['articles'])
    expect(ids(result)).toEqual([visible.id])
    const later = await searchSite(db, term, { now: new Date(Date.now() + 2 * DAY) })
    expect(ids(later)).toEqual(expect.arrayContaining([visible.id, scheduled.id]))
  })

  it('answers short queries without asking the database', async () => {
    const untouchable = new Proxy({}, { get: () => { throw new Error('database used') } }) as Db
    for (const query of ['ab', '  a  ', '', '!!! ?? **']) {
      expect(await searchSite(untouchable, query)).toEqual({ query: query.trim(), total: 0, groups: [] })
    }
  })

  it('takes tsquery operators in the text literally and returns only the excerpt of premium articles', async () => {
    const term = word()
    const premium = await createArticle(db, {
      title: `Premium ${term}`,
      isPremium: true,
      excerpt: `Teaser ${'words '.repeat(60)}`,
      content: '<p>The confidential forecast</p>',
    })
    const result = await searchSite(db, `${term}:* | !'&( <-> "`)
    expect(result.groups[0]!.items[0]).toMatchObject({ id: premium.id, isPremium: true })
    expect(result.groups[0]!.items[0]!.excerpt.length).toBeLessThanOrEqual(160)
    expect(result.groups[0]!.items[0]!.excerpt).toMatch(/^Teaser words .*…$/)
    expect(JSON.stringify(result)).not.toContain('confidential forecast')
  })

  it('returns at most ten items per group', async () => {
    const term = word()
    for (let i = 0; i < 12; i++) await createArticle(db, { title: `${term} issue ${i}` })
    expect(ids(await searchSite(db, term))).toHaveLength(10)
    expect(ids(await searchSite(db, term, { limitPerGroup: 3 }))).toHaveLength(3)
  })
})

describe('GET /api/search', () => {
  const call = (query: string) => {
    const request = new Request(`http://localhost/api/search?q=${encodeURIComponent(query)}`)
    const args = { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url) }
    return loader(args as never)
  }

  it('answers JSON that a CDN may cache briefly', async () => {
    const term = word()
    const article = await createArticle(db, { title: `Route ${term}` })
    const response = await call(term)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()
    expect(body).toMatchObject({ query: term, total: 1, groups: [{ kind: 'articles', items: [{ id: article.id }] }] })
  })

  it('refuses search text longer than 200 characters', async () => {
    const response = await call('x'.repeat(201))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'query_too_long', message: 'Search text is too long' } })
    expect((await call('x'.repeat(200))).status).toBe(200)
  })
})

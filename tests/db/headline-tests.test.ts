import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { articles, headlineTests } from '../../app/db/schema'
import { createArticle } from '../../app/db/seed/factories'
import { endHeadlineTest, headlineTestOf, startHeadlineTest } from '../../app/admin/content/headline-tests.server'
import { headlineVariant, runningHeadlineTests } from '../../app/news/headline-tests/headline-split.server'
import { loader as articleLoader } from '../../app/routes/news.$slug'
import { loader as newsLoader } from '../../app/routes/news'
import { action as editorAction } from '../../app/routes/admin.content.$type.$id'
import { answerStatus, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const { user: editor, cookie: editorCookie } = await signedInMember(db, { role: 'editor' })
const day = new Date('2026-11-30T10:00:00Z')

/** A browser whose readers see headline `variant` today (the test's readers all come from one address). */
function browserSeeing(variant: 'a' | 'b', now = new Date()) {
  for (let i = 0; ; i++) {
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) Reader/${i}`
    if (headlineVariant({ clientIp: 'unknown', userAgent }, now) === variant) return userAgent
  }
}
const visit = (path: string, params: Record<string, string>, headers: Record<string, string>) => {
  const request = new Request(`http://localhost${path}`, { headers })
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}

describe('headline tests', () => {
  it('split readers evenly, the same way all day: members by account, visitors by address and browser', () => {
    const visitors = Array.from({ length: 4000 }, (_, i) => ({ clientIp: `198.51.100.${i % 250}`, userAgent: `Browser/${i}` }))
    const shareOfB = visitors.filter((reader) => headlineVariant(reader, day) === 'b').length / visitors.length
    expect(shareOfB).toBeGreaterThan(0.46)
    expect(shareOfB).toBeLessThan(0.54)
    const later = new Date('2026-11-30T23:59:00Z')
    expect(visitors.every((reader) => headlineVariant(reader, day) === headlineVariant(reader, later))).toBe(true)
    const member = { userId: 'member-1', clientIp: '203.0.113.1', userAgent: 'Phone' }
    expect(headlineVariant({ ...member, clientIp: '192.0.2.9', userAgent: 'Laptop' }, day)).toBe(headlineVariant(member, day))
    // Another day may split them differently.
    const nextDay = new Date('2026-12-01T10:00:00Z')
    expect(visitors.some((reader) => headlineVariant(reader, day) !== headlineVariant(reader, nextDay))).toBe(true)
  })

  it('show each reader their headline on the news list and the article, counting views there and clicks from the list; robots see the own headline', async () => {
    const article = await createArticle(db, { title: 'Retailers quietly cut their AI pilots in half' })
    await startHeadlineTest(db, { articleId: article.id, altTitle: 'Why half of retail AI pilots were cancelled this year', goalViews: 100, actorId: editor.id })
    const [readerA, readerB] = [browserSeeing('a'), browserSeeing('b')]
    const titleOnList = async (userAgent: string) => {
      const page = (await newsLoader(visit('/news', {}, { 'User-Agent': userAgent }))) as { articles: { id: string; title: string }[] }
      return page.articles.find((item) => item.id === article.id)?.title
    }
    expect(await titleOnList(readerA)).toBe('Retailers quietly cut their AI pilots in half')
    expect(await titleOnList(readerB)).toBe('Why half of retail AI pilots were cancelled this year')
    expect(await titleOnList('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('Retailers quietly cut their AI pilots in half')

    // Reader B opens it from the list (a click for B); reader A arrives from elsewhere (no click).
    const opened = (await articleLoader(visit(`/news/${article.slug}`, { slug: article.slug }, { 'User-Agent': readerB, Referer: 'http://localhost/news' }))) as { data: { article: { title: string } } }
    expect(opened.data.article.title).toBe('Why half of retail AI pilots were cancelled this year')
    await articleLoader(visit(`/news/${article.slug}`, { slug: article.slug }, { 'User-Agent': readerA, Referer: 'https://www.example.org/post' }))

    const report = await headlineTestOf(db, article.id)
    expect(report).toMatchObject({ isRunning: true, a: { views: 1, clicks: 0 }, b: { views: 1, clicks: 1 }, isDecided: false, winner: null })
  })

  it('report the better click-through once both headlines reached the goal, and keep it as the title', async () => {
    const article = await createArticle(db, { title: 'A quarter of CMOs now own the AI budget' })
    await startHeadlineTest(db, { articleId: article.id, altTitle: 'The AI budget moved to marketing. Here is who holds it', goalViews: 1000, actorId: editor.id })
    await db.update(headlineTests).set({ impressionsA: 1000, clicksA: 31, impressionsB: 999, clicksB: 58 }).where(eq(headlineTests.articleId, article.id))
    expect(await headlineTestOf(db, article.id)).toMatchObject({ isDecided: false, winner: null })
    await db.update(headlineTests).set({ impressionsB: 1004 }).where(eq(headlineTests.articleId, article.id))
    const report = (await headlineTestOf(db, article.id))!
    expect(report).toMatchObject({ isDecided: true, winner: 'b' })
    expect(report.b.rate).toBeCloseTo(58 / 1004)

    expect(await endHeadlineTest(db, { articleId: article.id, apply: 'b', actorId: editor.id })).toBe(true)
    const [stored] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, article.id))
    expect(stored!.title).toBe('The AI budget moved to marketing. Here is who holds it')
    expect((await runningHeadlineTests(db)).has(article.id)).toBe(false)
    expect(await headlineTestOf(db, article.id)).toMatchObject({ isRunning: false, applied: 'b', a: { views: 1000 } })
    expect(await endHeadlineTest(db, { articleId: article.id, apply: null, actorId: editor.id })).toBe(false)
  })

  it('refuse a bad test in the editor with 400, keeping what was typed, and a test by someone who may not publish the article (403)', async () => {
    const article = await createArticle(db, { title: 'Search ads after the chatbot answer box' })
    const path = `/admin/content/articles/${article.id}?headline`
    const params = { type: 'articles', id: article.id }
    const bad = (await editorAction(routeArgs(path, params, { cookie: editorCookie, form: { intent: 'headline-start', altTitle: 'Search ads after the chatbot answer box', goalViews: '10' } }))) as { data: { headline: { errors: Record<string, string>; values: Record<string, string> } } }
    expect(answerStatus(bad)).toBe(400)
    expect(bad.data.headline.errors.goalViews).toBe('Views must be a whole number from 50 to 1,000,000.')
    expect(bad.data.headline.values.altTitle).toBe('Search ads after the chatbot answer box')
    const same = (await editorAction(routeArgs(path, params, { cookie: editorCookie, form: { intent: 'headline-start', altTitle: 'Search ads after the chatbot answer box', goalViews: '500' } }))) as { data: { headline: { message: string } } }
    expect(answerStatus(same)).toBe(400)
    expect(same.data.headline.message).toBe('The second headline must differ from the article’s own.')
    const started = (await editorAction(routeArgs(path, params, { cookie: editorCookie, form: { intent: 'headline-start', altTitle: 'What the answer box did to search ads', goalViews: '500' } }))) as Response
    expect(started.headers.get('Location')).toBe(`/admin/content/articles/${article.id}?notice=headline-start#headline-test`)

    const { cookie: contributorCookie } = await signedInMember(db, { role: 'contributor' })
    expect(await thrownStatus(editorAction(routeArgs(path, params, { cookie: contributorCookie, form: { intent: 'headline-stop' } })))).toBe(403)
    expect((await headlineTestOf(db, article.id))!.isRunning).toBe(true)
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { countedPath, MAX_PATHS_PER_DAY, OTHER_PATHS, pagePath, PageViewCounter, type ViewCandidate } from '../../app/analytics/page-views.server'
import { decideRead, recordRead } from '../../app/analytics/record-read.server'
import { viewCounter } from '../../app/analytics/view-counter.server'
import { getDb } from '../../app/db/client.server'
import { articles, pageViewCounts } from '../../app/db/schema'
import { createArticle } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const accepted = `cookie-consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false }))}`
const declined = `cookie-consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }))}`
const member = 'lumen.session_token=abc.def'

function view(url: string, { status = 200, contentType = 'text/html; charset=utf-8', method = 'GET', headers = {} as Record<string, string> } = {}): ViewCandidate {
  const all: Record<string, string> = { 'user-agent': browser, cookie: accepted, ...headers }
  return { method, url, status, contentType, headers: { get: (name) => all[name.toLowerCase()] } }
}

describe('which requests count as page views', () => {
  it('counts a page load once, without its query string or trailing slash', () => {
    expect(countedPath(view('/news?category=ml&page=2'))).toBe('/news')
    expect(countedPath(view('/news/some-story/'))).toBe('/news/some-story')
    expect(countedPath(view('/'))).toBe('/')
  })

  it('counts a client-side navigation by its .data request, but not the reload after a form on the same page', () => {
    const navigation = view('/news/some-story.data', { contentType: 'text/x-script', headers: { referer: 'http://localhost/news' } })
    expect(countedPath(navigation)).toBe('/news/some-story')
    expect(countedPath(view('/_.data', { contentType: 'text/x-script', headers: { referer: 'http://localhost/news' } }))).toBe('/')
    const filter = view('/news.data?category=ml', { contentType: 'text/x-script', headers: { referer: 'http://localhost/news' } })
    expect(countedPath(filter)).toBe('/news')
    const revalidation = view('/news/some-story.data', { contentType: 'text/x-script', headers: { referer: 'http://localhost/news/some-story' } })
    expect(countedPath(revalidation)).toBeNull()
    const fetcherLoad = view('/news.data?cursor=x&_routes=routes%2Fnews', { contentType: 'text/x-script', headers: { referer: 'http://localhost/search' } })
    expect(countedPath(fetcherLoad)).toBeNull()
  })

  it('leaves out other methods and statuses, files and APIs, prefetches, the admin console and bots', () => {
    expect(countedPath(view('/news', { method: 'POST' }))).toBeNull()
    expect(countedPath(view('/no-such-page', { status: 404 }))).toBeNull()
    expect(countedPath(view('/login', { status: 302 }))).toBeNull()
    expect(countedPath(view('/sitemap.xml', { contentType: 'application/xml' }))).toBeNull()
    expect(countedPath(view('/api/search?q=ai', { contentType: 'application/json' }))).toBeNull()
    expect(countedPath(view('/news', { headers: { 'sec-purpose': 'prefetch' } }))).toBeNull()
    expect(countedPath(view('/admin/analytics'))).toBeNull()
    expect(countedPath(view('/admin'))).toBeNull()
    expect(countedPath(view('/news', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }))).toBeNull()
    expect(countedPath(view('/news', { headers: { 'user-agent': '' } }))).toBeNull()
  })

  it('respects the cookie choice: visitors only with analytics accepted, members always', () => {
    expect(countedPath(view('/news', { headers: { cookie: declined } }))).toBeNull()
    expect(countedPath(view('/news', { headers: { cookie: '' } }))).toBeNull()
    expect(countedPath(view('/news', { headers: { cookie: `${declined}; ${member}` } }))).toBe('/news')
    expect(countedPath(view('/news', { headers: { cookie: member } }))).toBe('/news')
  })

  it('caps very long paths', () => {
    expect(pagePath(`/${'x'.repeat(300)}`)).toBe(OTHER_PATHS)
  })
})

describe('the page-view counter', () => {
  const total = async (day: string, path: string) => {
    const [row] = await db.select({ views: pageViewCounts.views }).from(pageViewCounts).where(and(eq(pageViewCounts.day, day), eq(pageViewCounts.path, path)))
    return row?.views
  }

  it('collects views in memory and adds them in one upsert per flush', async () => {
    const counter = new PageViewCounter()
    const day = new Date('2021-03-04T10:00:00Z')
    counter.record('/news', day)
    counter.record('/news', day)
    counter.record('/', day)
    counter.record('/', new Date('2021-03-05T00:00:01Z'))
    expect(await db.select().from(pageViewCounts)).toEqual([])
    expect(await counter.flush()).toBe(4)
    expect(await total('2021-03-04', '/news')).toBe(2)
    expect(await total('2021-03-05', '/')).toBe(1)
    counter.record('/news', day)
    expect(await counter.flush()).toBe(1)
    expect(await total('2021-03-04', '/news')).toBe(3)
    expect(await counter.flush()).toBe(0)
  })

  it('groups new paths once a day has seen the maximum number of distinct paths', async () => {
    const counter = new PageViewCounter()
    const day = new Date('2021-04-01T08:00:00Z')
    for (let i = 0; i < MAX_PATHS_PER_DAY; i++) counter.record(`/p/${i}`, day)
    counter.record('/p/0', day)
    counter.record('/one-too-many', day)
    counter.record('/one-too-many', new Date('2021-04-02T08:00:00Z'))
    await counter.flush()
    expect(await total('2021-04-01', '/p/0')).toBe(2)
    expect(await total('2021-04-01', OTHER_PATHS)).toBe(1)
    expect(await total('2021-04-01', '/one-too-many')).toBeUndefined()
    expect(await total('2021-04-02', '/one-too-many')).toBe(1)
  })
})

describe('a read', () => {
  const visitor = { user: null, cookieHeader: null, userAgent: browser, clientIp: '203.0.113.5', isSecure: false, now: new Date() }
  const viewsOf = async (id: string) => (await db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0]!.views

  it('meters a visitor on a free article by cookie, and counts the view only when it is recorded', async () => {
    const article = await createArticle(db)
    const decided = await decideRead(db, visitor, 'article', article)
    expect(decided.meter).toMatchObject({ status: 'open', audience: 'visitor' })
    expect(decided.setCookie).toMatch(/^article-meter=\d{4}-\d{2}-\d{2}\./)
    await viewCounter.flush(db)
    expect(await viewsOf(article.id)).toBe(0)
    const recorded = await recordRead(db, visitor, 'article', article)
    expect(recorded.item.content).toBe(article.content)
    await viewCounter.flush(db)
    expect(await viewsOf(article.id)).toBe(1)
  })

  it('never meters a premium article (its own gate decides) nor other kinds, and still counts the view', async () => {
    const premium = await createArticle(db, { isPremium: true })
    const read = await recordRead(db, visitor, 'article', premium)
    expect(read).toMatchObject({ meter: { status: 'unlimited' }, setCookie: null })
    expect((await decideRead(db, visitor, 'tutorial', { id: premium.id })).meter).toBeNull()
    await viewCounter.flush(db)
    expect(await viewsOf(premium.id)).toBe(1)
  })
})

import { and, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAnalytics } from '../../app/admin/operations/analytics.server'
import { getMonthlyRecurringRevenueCents, getOverviewMetrics } from '../../app/admin/operations/metrics.server'
import { listCommentsForModeration, moderateComment } from '../../app/admin/operations/moderation.server'
import { AppError } from '../../app/lib/app-error'
import { fetchNews } from '../../app/admin/operations/news-fetch.server'
import { getRecentActivity } from '../../app/admin/operations/admin-overview.server'
import { getPodcastOwner, getSiteIdentity, getSiteSettings, isHoldingCommentsForReview, mailFromAddress, saveSiteSettings } from '../../app/site/settings.server'
import { listInbox, setInboxHandled } from '../../app/admin/admin-inbox.server'
import { getConfig, parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import {
  adminAudit,
  adProposals,
  articles,
  billingInvoices,
  categories,
  comments,
  notifications,
  pageViewCounts,
  subscriptions,
} from '../../app/db/schema'
import { seedCategories } from '../../app/db/seed/data/categories'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { addComment, listComments } from '../../app/comments/comments.server'
import { loader as rootLoader } from '../../app/root'
import { ensurePlans } from '../support/billing'
import { FAKE_NEWS_KEY, sampleNews, startFakeNewsApi, type FakeNewsApi } from '../support/fake-news-api'
import { freePort } from '../support/server-process'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
const auditsOf = (action: string) => db.select().from(adminAudit).where(eq(adminAudit.action, action))

beforeAll(async () => {
  await ensurePlans(db)
  await db.insert(categories).values([...seedCategories]).onConflictDoNothing()
})

describe('overview and analytics figures on a known data set', () => {
  // Everything here happens in 2020, before any row other tests create "now".
  const now = at('2020-06-30')
  let a1: { id: string; slug: string }

  beforeAll(async () => {
    const user = (created: string) => createUser(db, { createdAt: at(created) })
    // Nine members; the first, seventh and ninth stay on Free.
    const [, u2, u3, u4, u5, u6, , u8] = await Promise.all(
      ['2020-03-01', '2020-04-15', '2020-06-10', '2020-05-01', '2020-02-01', '2020-06-20', '2020-06-29', '2020-06-28', '2020-01-10'].map(user),
    )
    const subscribe = async (userId: string, planId: string, created: string, fields: Partial<typeof subscriptions.$inferInsert> = {}) => {
      const [row] = await db
        .insert(subscriptions)
        .values({ userId, planId, status: 'active', createdAt: at(created), currentPeriodStart: at(created), currentPeriodEnd: at('2020-12-31'), ...fields })
        .returning({ id: subscriptions.id })
      return row!.id
    }
    const invoice = (userId: string, subscriptionId: string, kind: 'trial' | 'subscription' | 'renewal', amountCents: number, paid: string, status: 'paid' | 'open' = 'paid') =>
      db.insert(billingInvoices).values({ userId, subscriptionId, kind, amountCents, status, paidAt: status === 'paid' ? at(paid) : null, createdAt: at(paid) })
    // Premium monthly since April: paying then and now.
    const s2 = await subscribe(u2!.id, 'premium-month', '2020-04-20')
    await invoice(u2!.id, s2, 'subscription', 999, '2020-04-20')
    await invoice(u2!.id, s2, 'renewal', 999, '2020-06-20')
    // Enterprise yearly since 12 June: counts 29999 / 12 a month.
    const s3 = await subscribe(u3!.id, 'enterprise-year', '2020-06-12')
    await invoice(u3!.id, s3, 'subscription', 29999, '2020-06-12')
    // In a trial: a subscription started in the period, but no revenue and not paying.
    const s4 = await subscribe(u4!.id, 'premium-year', '2020-06-25', { status: 'trialing', trialEnd: at('2020-07-02'), currentPeriodEnd: at('2020-07-02') })
    await invoice(u4!.id, s4, 'trial', 0, '2020-06-25')
    // Canceled on 5 June: paying 30 days ago, not now.
    const s5 = await subscribe(u5!.id, 'premium-month', '2020-03-01', { status: 'canceled', canceledAt: at('2020-05-20'), endedAt: at('2020-06-05'), currentPeriodEnd: at('2020-06-05') })
    await invoice(u5!.id, s5, 'subscription', 999, '2020-03-01')
    // Past due with the student discount: still counted, at half price.
    const s6 = await subscribe(u6!.id, 'premium-month', '2020-06-21', { status: 'past_due', discountPercent: 50 })
    await invoice(u6!.id, s6, 'subscription', 500, '2020-06-21')
    await invoice(u6!.id, s6, 'renewal', 500, '2020-06-29', 'open')
    // Checkout never completed: not a subscription at all.
    await subscribe(u8!.id, 'enterprise-month', '2020-06-28', { status: 'incomplete' })

    a1 = await createArticle(db, { publishedAt: at('2020-05-01'), views: 500, title: `Top story ${uniqueSuffix()}` })
    await createArticle(db, { publishedAt: at('2020-06-15'), views: 300 })
    await createArticle(db, { status: 'draft', publishedAt: null, views: 900 })
    await createArticle(db, { status: 'review', publishedAt: null })

    await db.insert(pageViewCounts).values([
      { day: '2020-06-01', path: '/', views: 10 },
      { day: '2020-06-30', path: '/news', views: 5 },
      { day: '2020-06-30', path: '/', views: 2 },
      { day: '2020-05-31', path: '/', views: 100 },
    ])
  })

  it('the four stat cards match the database, each against 30 days earlier', async () => {
    const metrics = await getOverviewMetrics(db, { now })
    expect(metrics.totalUsers).toEqual({ value: 9, previous: 5, changePercent: 80 })
    expect(metrics.activeSubscriptions).toEqual({ value: 3, previous: 2, changePercent: 50 })
    expect(metrics.articlesPublished).toEqual({ value: 2, previous: 1, changePercent: 100 })
    // 999 + 29999 / 12 + 999 × 50% = 3998.42 → 3998; before: 999 + 999.
    expect(metrics.monthlyRecurringRevenueCents).toEqual({ value: 3998, previous: 1998, changePercent: 100.1 })
  })

  it('MRR is one reusable function: trials count 0, yearly plans a twelfth, ended ones nothing', async () => {
    expect(await getMonthlyRecurringRevenueCents(db, { at: at('2020-06-30') })).toBe(3998)
    expect(await getMonthlyRecurringRevenueCents(db, { at: at('2020-04-19') })).toBe(999)
    expect(await getMonthlyRecurringRevenueCents(db, { at: at('2020-01-01') })).toBe(0)
    // After the trial ends (rebuilt from its dates), the yearly premium plan adds 9999 / 12.
    expect(await getMonthlyRecurringRevenueCents(db, { at: at('2020-07-03') })).toBe(Math.round(999 + 29999 / 12 + 499.5 + 9999 / 12))
  })

  it('analytics: daily page views, sign-ups, new subscriptions and revenue over 30 and 90 days', async () => {
    const month = await getAnalytics(db, { days: 30, now })
    expect(month.series).toHaveLength(30)
    expect(month.series[0]).toEqual({ day: '2020-06-01', pageViews: 10, signUps: 0, newSubscriptions: 0, revenueCents: 0 })
    expect(month.series.at(-1)).toMatchObject({ day: '2020-06-30', pageViews: 7 })
    expect(month.series.find((d) => d.day === '2020-06-12')).toMatchObject({ newSubscriptions: 1, revenueCents: 29999 })
    expect(month.totals).toEqual({ pageViews: 17, signUps: 4, newSubscriptions: 3, revenueCents: 999 + 29999 + 500 })
    expect(month.topPages).toEqual([{ path: '/', views: 12 }, { path: '/news', views: 5 }])
    // 4 of 9 members paid (u2, u3, u5, u6); of the 4 who joined in June, 2 did.
    expect(month.conversion).toEqual({ members: 9, paid: 4, percent: 44.4, newMembers: 4, newPaid: 2, newPercent: 50 })

    const quarter = await getAnalytics(db, { days: 90, now })
    expect(quarter.series).toHaveLength(90)
    expect(quarter.series[0]!.day).toBe('2020-04-02')
    expect(quarter.totals).toEqual({ pageViews: 117, signUps: 6, newSubscriptions: 4, revenueCents: 999 + 999 + 29999 + 500 })
  })

  it('top content lists published items by their counters', async () => {
    const { topContent } = await getAnalytics(db, { days: 30, now })
    expect(topContent.articles[0]).toEqual({ title: expect.stringContaining('Top story'), path: `/news/${a1.slug}`, views: 500 })
    expect(topContent.articles.map((a) => a.views)).not.toContain(900)
    expect(Object.keys(topContent)).toEqual(['articles', 'tutorials', 'videos', 'podcasts'])
  })

  it('recent articles carry their status and recent users their plan', async () => {
    const draft = await createArticle(db, { status: 'draft', title: `Newest draft ${uniqueSuffix()}` })
    const member = await createUser(db, { subscriptionTier: 'premium' })
    const { recentArticles, recentUsers } = await getRecentActivity(db)
    expect(recentArticles[0]).toMatchObject({ id: draft.id, status: 'draft' })
    expect(recentUsers[0]).toMatchObject({ id: member.id, tier: 'premium' })
  })
})

describe('comment moderation', () => {
  let admin: { id: string }
  beforeAll(async () => {
    admin = await createUser(db, { role: 'admin', name: 'Ada Admin' })
  })
  afterAll(() => saveSiteSettings(db, { actorId: admin.id, settings: { holdCommentsForReview: false } }))

  it('approve, hide, restore and delete, each with an audit entry; hidden comments stay stored', async () => {
    const article = await createArticle(db)
    const author = await createUser(db)
    const id = await addComment(db, { articleId: article.id, userId: author.id, content: 'Worth reading twice.' })
    expect((await listComments(db, article.id)).map((c) => c.id)).toEqual([id])

    await moderateComment(db, { actorId: admin.id, commentId: id, action: 'hide' })
    expect(await listComments(db, article.id)).toEqual([])
    expect(await listComments(db, article.id, { viewerId: author.id })).toEqual([])
    const [stored] = await db.select().from(comments).where(eq(comments.id, id))
    expect(stored!.hiddenAt).toBeInstanceOf(Date)
    expect((await listCommentsForModeration(db, { filter: 'hidden' })).comments.map((c) => c.id)).toContain(id)

    await moderateComment(db, { actorId: admin.id, commentId: id, action: 'restore' })
    expect((await listComments(db, article.id)).map((c) => c.id)).toEqual([id])

    await moderateComment(db, { actorId: admin.id, commentId: id, action: 'delete' })
    expect(await db.select().from(comments).where(eq(comments.id, id))).toEqual([])
    for (const action of ['comment.hide', 'comment.restore', 'comment.delete']) {
      const rows = (await auditsOf(action)).filter((r) => r.targetId === id)
      expect(rows, action).toHaveLength(1)
      expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: 'comment' })
    }
    await expect(moderateComment(db, { actorId: admin.id, commentId: id, action: 'approve' })).rejects.toBeInstanceOf(AppError)
  })

  it('holding new comments for review: pending, shown only to the author, until approved', async () => {
    const article = await createArticle(db)
    const author = await createUser(db)
    const reader = await createUser(db)
    expect(await isHoldingCommentsForReview(db)).toBe(false)
    await saveSiteSettings(db, { actorId: admin.id, settings: { holdCommentsForReview: true } })
    expect(await isHoldingCommentsForReview(db)).toBe(true)

    const parentId = await addComment(db, { articleId: article.id, userId: reader.id, content: 'First!' })
    const replyId = await addComment(db, { articleId: article.id, userId: author.id, content: 'Held for review.', parentId })
    const adminId = await addComment(db, { articleId: article.id, userId: admin.id, content: 'Admins are not held.' })
    const [reply] = await db.select({ isApproved: comments.isApproved }).from(comments).where(eq(comments.id, replyId))
    expect(reply!.isApproved).toBe(false)

    expect((await listComments(db, article.id)).map((c) => c.id)).toEqual([adminId])
    // Each author sees their own held comment, and only that one.
    expect((await listComments(db, article.id, { viewerId: reader.id })).map((c) => c.id)).toEqual([adminId, parentId])
    const own = await listComments(db, article.id, { viewerId: author.id })
    expect(own.map((c) => [c.id, c.isPending])).toEqual([[adminId, false], [replyId, true]])
    // The reader whose comment got the reply hears nothing while it is held.
    expect(await db.select().from(notifications).where(eq(notifications.userId, reader.id))).toEqual([])

    const queue = await listCommentsForModeration(db)
    expect(queue.comments[0]).toMatchObject({ id: replyId, status: 'pending' })
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1)
    const pending = (await listCommentsForModeration(db, { filter: 'pending' })).comments
    expect(pending.map((c) => c.id)).toContain(replyId)
    expect(pending.every((c) => c.status === 'pending')).toBe(true)

    await moderateComment(db, { actorId: admin.id, commentId: replyId, action: 'approve' })
    expect((await listComments(db, article.id)).map((c) => c.id)).toEqual([adminId, replyId])
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, reader.id))
    expect(notice).toMatchObject({ title: 'New reply to your comment' })
    expect((await auditsOf('comment.approve')).some((r) => r.targetId === replyId)).toBe(true)
    // The reader's own comment is still held: pending for them, absent for others.
    expect((await listComments(db, article.id, { viewerId: reader.id })).find((c) => c.id === parentId)?.isPending).toBe(true)
    expect((await listComments(db, article.id)).map((c) => c.id)).not.toContain(parentId)

    await saveSiteSettings(db, { actorId: admin.id, settings: { holdCommentsForReview: false } })
    const later = await addComment(db, { articleId: article.id, userId: author.id, content: 'Straight through.' })
    expect((await listComments(db, article.id)).map((c) => c.id)).toContain(later)
  })
})

describe('site settings', () => {
  it('are stored, audited once per change, and name the public site (SITE_NAME as fallback)', async () => {
    const admin = await createUser(db, { role: 'admin' })
    const owner = { podcastOwnerName: '', podcastOwnerEmail: '' }
    expect(await getSiteSettings(db)).toEqual({ siteName: '', siteDescription: '', holdCommentsForReview: false, ...owner })
    expect((await getSiteIdentity(db)).siteName).toBe(getConfig().SITE_NAME)
    expect(await getPodcastOwner(db)).toEqual({ name: getConfig().SITE_NAME, email: mailFromAddress() })

    const changed = await saveSiteSettings(db, { actorId: admin.id, settings: { siteName: 'Beacon', siteDescription: 'AI news for marketers.', holdCommentsForReview: false } })
    expect(changed).toEqual(['siteName', 'siteDescription'])
    expect(await getSiteSettings(db)).toEqual({ siteName: 'Beacon', siteDescription: 'AI news for marketers.', holdCommentsForReview: false, ...owner })
    expect(await getPodcastOwner(db)).toEqual({ name: 'Beacon', email: mailFromAddress() })
    const root = await rootLoader({ request: new Request('http://localhost/'), params: {}, context: new RouterContextProvider(), url: new URL('http://localhost/'), unstable_pattern: '' } as never)
    expect(root).toMatchObject({ siteName: 'Beacon', siteDescription: 'AI news for marketers.' })
    const audits = (await auditsOf('settings.update')).filter((r) => r.actorId === admin.id)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.details).toEqual({ siteName: { from: '', to: 'Beacon' }, siteDescription: { from: '', to: 'AI news for marketers.' } })

    expect(await saveSiteSettings(db, { actorId: admin.id, settings: { siteName: 'Beacon' } })).toEqual([])
    expect((await auditsOf('settings.update')).filter((r) => r.actorId === admin.id)).toHaveLength(1)

    await saveSiteSettings(db, { actorId: admin.id, settings: { podcastOwnerName: 'Beacon Audio', podcastOwnerEmail: 'podcasts@beacon.example' } })
    expect(await getPodcastOwner(db)).toEqual({ name: 'Beacon Audio', email: 'podcasts@beacon.example' })
    await saveSiteSettings(db, { actorId: admin.id, settings: { siteName: '', siteDescription: '', podcastOwnerName: '', podcastOwnerEmail: '' } })
    expect((await getSiteIdentity(db)).siteName).toBe(getConfig().SITE_NAME)
  })
})

describe('inbox', () => {
  it('proposals are marked handled or new, with an audit entry', async () => {
    const admin = await createUser(db, { role: 'admin' })
    const email = `inbox-${uniqueSuffix()}@example.com`
    const [proposal] = await db
      .insert(adProposals)
      .values({ fullName: 'Kenji', email, companyName: 'Northwind', monthlyBudget: '500-1,000', advertisementType: 'Banner Advertising' })
      .returning()
    expect(await setInboxHandled(db, { actorId: admin.id, kind: 'proposal', id: proposal!.id, isHandled: true })).toBe(true)
    expect(await setInboxHandled(db, { actorId: admin.id, kind: 'proposal', id: proposal!.id, isHandled: false })).toBe(true)
    expect(await setInboxHandled(db, { actorId: admin.id, kind: 'proposal', id: '00000000-0000-4000-8000-000000000000', isHandled: true })).toBe(false)
    const inbox = await listInbox(db)
    expect(inbox.proposals.find((p) => p.id === proposal!.id)).toMatchObject({ isHandled: false })
    const audits = await db.select().from(adminAudit).where(eq(adminAudit.actorId, admin.id))
    expect(audits.map((a) => a.action).sort()).toEqual(['inbox.handled', 'inbox.reopened'])
  })
})

describe('news fetch against a local stand-in for NewsAPI', () => {
  let api: FakeNewsApi
  let admin: { id: string }
  const original = getConfig()
  const configure = (env: Record<string, string>) => setConfig(parseConfig({ ...process.env, ...env }))

  beforeAll(async () => {
    api = await startFakeNewsApi({ articles: sampleNews(uniqueSuffix()) })
    admin = await createUser(db, { role: 'admin' })
  })
  afterAll(async () => {
    setConfig(original)
    await api.close()
  })

  it('without a key answers not_configured and calls nothing', async () => {
    configure({ NEWSAPI_KEY: '', NEWSAPI_BASE_URL: api.url })
    expect(await fetchNews(db, { actorId: admin.id, category: 'technology' })).toEqual({
      success: false, fetched: 0, inserted: 0, articles: [], status: 'not_configured', message: 'Please add your NewsAPI key to get started.',
    })
    expect(api.requests).toHaveLength(0)
  })

  it('imports each article once, sanitised, credited to its source, for review in the mapped category', async () => {
    configure({ NEWSAPI_KEY: FAKE_NEWS_KEY, NEWSAPI_BASE_URL: api.url })
    const first = await fetchNews(db, { actorId: admin.id, category: 'business' })
    expect(first).toMatchObject({ success: true, fetched: 4, inserted: 3 })
    expect(first.articles).toHaveLength(3)
    expect(api.requests.at(-1)).toEqual({
      path: '/v2/everything',
      apiKey: FAKE_NEWS_KEY,
      query: {
        q: '(artificial intelligence OR AI OR machine learning OR marketing automation) AND business',
        language: 'en',
        pageSize: '20',
        sortBy: 'publishedAt',
      },
    })

    const [business] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'business'))
    const [retail] = await db.select().from(articles).where(eq(articles.sourceUrl, api.articles[0]!.url))
    expect(retail).toMatchObject({
      status: 'review',
      sourceName: 'Signal Weekly',
      author: 'Dana Whitfield',
      categoryId: business!.id,
      excerpt: 'Three chains explain why smaller models won their budgets.',
      publishedAt: new Date('2026-11-20T08:30:00Z'),
      featuredImage: `/media/covers/article/${retail!.slug}.svg`,
    })
    expect(retail!.content).not.toMatch(/<script|alert\(|\[\+2841 chars\]|images\.example/)
    expect(retail!.content).toContain('<b>smaller models</b>')
    expect(retail!.content).toContain(`Originally published by <a href="${api.articles[0]!.url}"`)

    const [lab] = await db.select().from(articles).where(eq(articles.sourceUrl, api.articles[1]!.url))
    expect(lab).toMatchObject({ author: 'Lab Notes', excerpt: 'Researchers publish a suite of 40 tasks & a leaderboard.' })
    expect(lab!.content).not.toContain('onclick')
    const [checkout] = await db.select().from(articles).where(eq(articles.sourceUrl, api.articles[2]!.url))
    expect(checkout!.publishedAt).toBeInstanceOf(Date)
    expect(await db.select().from(articles).where(eq(articles.sourceUrl, 'https://removed.com'))).toEqual([])

    const [audit] = (await auditsOf('news.fetch')).filter((r) => r.actorId === admin.id)
    expect(audit!.details).toMatchObject({ category: 'business', fetched: 4, inserted: 3 })

    const second = await fetchNews(db, { actorId: admin.id, category: 'technology' })
    expect(second).toMatchObject({ success: true, fetched: 4, inserted: 0, articles: [] })
    expect(api.requests.at(-1)!.query.q).toMatch(/\) AND technology$/)
    const imported = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.sourceName, 'Signal Weekly'), eq(articles.sourceUrl, api.articles[0]!.url)))
    expect(imported).toHaveLength(1)
  })

  it("reports the spec's errors: HTTP status, no usable answer, unreachable service and timeout", async () => {
    configure({ NEWSAPI_KEY: FAKE_NEWS_KEY, NEWSAPI_BASE_URL: api.url })
    api.mode = 'fail'
    expect(await fetchNews(db, { actorId: admin.id, category: 'science' })).toMatchObject({ success: false, fetched: 0, inserted: 0, articles: [], error: 'HTTP error! status: 500' })
    api.mode = 'garbage'
    expect(await fetchNews(db, { actorId: admin.id })).toMatchObject({ success: false, error: 'Failed to fetch news' })
    api.mode = 'ok'
    configure({ NEWSAPI_KEY: 'wrong-key', NEWSAPI_BASE_URL: api.url })
    expect(await fetchNews(db, { actorId: admin.id })).toMatchObject({ error: 'HTTP error! status: 401', message: expect.stringContaining('API key is invalid') })

    configure({ NEWSAPI_KEY: FAKE_NEWS_KEY, NEWSAPI_BASE_URL: `http://127.0.0.1:${await freePort()}/v2` })
    expect(await fetchNews(db, { actorId: admin.id })).toMatchObject({ success: false, error: 'Unknown error occurred', message: 'The news service could not be reached.' })

    configure({ NEWSAPI_KEY: FAKE_NEWS_KEY, NEWSAPI_BASE_URL: api.url })
    api.mode = 'hang'
    // The service never answers: only the time limit can end the call, and its message says so.
    expect(await fetchNews(db, { actorId: admin.id, timeoutMs: 300 })).toMatchObject({ success: false, error: 'Unknown error occurred', message: expect.stringContaining('did not answer') })
    api.mode = 'ok'
  })
})

import { and, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { conversionsByContent, conversionsBySource, membersGained, weeklyFunnel } from '../../app/attribution/attribution-report.server'
import { recordConversion, unattributed } from '../../app/attribution/attribution.server'
import { getDb } from '../../app/db/client.server'
import { articles, conversions } from '../../app/db/schema'
import { action as subscriptionAction } from '../../app/routes/subscription'
import { action as checkoutAction } from '../../app/routes/subscription.checkout'
import { action as cancelAction } from '../../app/routes/subscription.cancel'
import { ensurePlans, newMember } from '../support/billing'
import { createArticle } from '../../app/db/seed/factories'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'
import { routeArgs } from '../support/route-args'
import { loader as editorLoader } from '../../app/routes/admin.content.$type.$id'

await openTestDb()
const db = getDb()

const post = (url: string, cookie: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
  const request = new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(body), headers: { Cookie: cookie, ...headers } })
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
const conversionsOf = (userId: string) => db.select().from(conversions).where(eq(conversions.userId, userId)).orderBy(conversions.createdAt)
const card = { cardName: 'Ada Reader', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

beforeAll(() => ensurePlans(db))

describe('conversions are attributed on the server', () => {
  it('a paid start, an upgrade and a cancellation each keep the source and the content item read before', async () => {
    const { user, cookie } = await signedInMember(db)
    const fromSearch = JSON.stringify({ landing: '/education/course/prompt-evaluation', referrer: 'https://www.google.com/', content: '/education/course/prompt-evaluation/lesson/2' })
    const paid = await settle(checkoutAction(post('/subscription/checkout', cookie, { ...card, plan: 'premium-month', attribution: fromSearch })))
    expect((paid as Response).headers.get('Location')).toBe('/subscription?subscribed=trial')

    const fromNewsletter = JSON.stringify({ landing: '/news/agents-in-the-newsroom?ref=newsletter', referrer: null, content: '/news/agents-in-the-newsroom' })
    await subscriptionAction(post('/subscription', cookie, { intent: 'change', plan: 'enterprise-month', attribution: fromNewsletter }))
    // Without the browser's visit (no JavaScript), the request's own Referer still names the content item.
    await settle(cancelAction(post('/subscription/cancel', cookie, { reason: 'too_expensive' }, { Referer: 'http://localhost/videos/rag-in-twelve-minutes' })))

    expect((await conversionsOf(user.id)).map((c) => ({ kind: c.kind, source: c.source, referrerHost: c.referrerHost, landingPath: c.landingPath, contentPath: c.contentPath, planId: c.planId }))).toEqual([
      { kind: 'paid_start', source: 'search', referrerHost: 'www.google.com', landingPath: '/education/course/prompt-evaluation', contentPath: '/education/course/prompt-evaluation', planId: 'premium-month' },
      { kind: 'upgrade', source: 'newsletter', referrerHost: null, landingPath: '/news/agents-in-the-newsroom', contentPath: '/news/agents-in-the-newsroom', planId: 'enterprise-month' },
      { kind: 'cancellation', source: 'direct', referrerHost: null, landingPath: null, contentPath: '/videos/rag-in-twelve-minutes', planId: 'enterprise-month' },
    ])
  })

  it('reports members gained by source, by content item and by week, and on each item', async () => {
    const article = await createArticle(db, { title: 'Attribution without cookies', slug: `attribution-${Date.now()}` })
    const path = `/news/${article.slug}`
    const day = (iso: string) => new Date(`${iso}T10:00:00Z`)
    const fromArticle = { ...unattributed, source: 'social' as const, referrerHost: 't.co', contentKind: 'article', contentPath: path }
    const [a, b, c] = await Promise.all([newMember(db), newMember(db), newMember(db)])
    await recordConversion(db, { userId: a.id, kind: 'signup', attribution: fromArticle, at: day('2032-03-01') })
    await recordConversion(db, { userId: a.id, kind: 'paid_start', attribution: fromArticle, planId: 'premium-month', at: day('2032-03-02') })
    await recordConversion(db, { userId: b.id, kind: 'signup', attribution: fromArticle, at: day('2032-03-09') })
    await recordConversion(db, { userId: c.id, kind: 'signup', attribution: { ...unattributed, source: 'campaign', utmSource: 'partner' }, at: day('2032-03-10') })
    await recordConversion(db, { userId: c.id, kind: 'cancellation', attribution: fromArticle, at: day('2032-03-11') })

    const window = { from: day('2032-03-01'), to: day('2032-03-14') }
    const bySource = await conversionsBySource(db, window)
    expect(bySource.find((s) => s.source === 'social')).toEqual({ source: 'social', signups: 2, paid: 1, cancellations: 1 })
    expect(bySource.find((s) => s.source === 'campaign')).toEqual({ source: 'campaign', signups: 1, paid: 0, cancellations: 0 })
    expect(bySource.map((s) => s.source)).toHaveLength(6)
    expect(await conversionsByContent(db, window)).toEqual([{ path, kind: 'article', title: 'Attribution without cookies', signups: 2, paid: 1 }])
    expect(await membersGained(db, path)).toEqual({ signups: 2, paid: 1 })
    // The article's editor shows the same figures.
    const { cookie } = await signedInMember(db, { role: 'admin' })
    const editor = await editorLoader(routeArgs(`/admin/content/articles/${article.id}`, { type: 'articles', id: article.id }, { cookie }))
    expect(editor).toMatchObject({ meta: { publicPath: path, gained: { signups: 2, paid: 1 } } })
    const days = Array.from({ length: 14 }, (_, i) => ({ day: `2032-03-${String(i + 1).padStart(2, '0')}`, pageViews: 100 }))
    expect(await weeklyFunnel(db, days)).toEqual([
      { from: '2032-03-01', to: '2032-03-07', pageViews: 700, signups: 1, paid: 1 },
      { from: '2032-03-08', to: '2032-03-14', pageViews: 700, signups: 2, paid: 0 },
    ])
    expect(await db.$count(conversions, and(eq(conversions.contentPath, path), eq(conversions.kind, 'cancellation')))).toBe(1)
    await db.delete(articles).where(eq(articles.id, article.id))
  })
})

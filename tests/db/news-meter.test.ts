import { and, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FREE_ARTICLES_PER_DAY } from '../../app/news/meter-cookie'
import { meterArticle, recordMemberRead } from '../../app/news/meter.server'
import { articleReads } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { loader as articleLoader } from '../../app/routes/news.$slug'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const morning = new Date('2031-03-14T08:00:00Z')
const lateEvening = new Date('2031-03-14T23:59:59Z')
const nextDay = new Date('2031-03-15T00:00:01Z')

const articlesFor = (n: number) => Promise.all(Array.from({ length: n }, () => createArticle(db)))
const read = (userId: string, articleId: string, now = morning) => recordMemberRead(db, { userId, articleId, now })
const freeReader = (id: string) => ({ id, subscriptionTier: 'free' as const })
const readsOf = async (userId: string, day: string) =>
  (await db.select().from(articleReads).where(and(eq(articleReads.userId, userId), eq(articleReads.day, day)))).length

const args = (url: string, params: Record<string, string>, cookie?: string) => {
  const request = new Request(`http://localhost${url}`, cookie ? { headers: { Cookie: cookie } } : undefined)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}

describe('the free-member meter', () => {
  it('allows exactly five distinct articles a day; the sixth is walled, counted ones stay readable', async () => {
    const user = await createUser(db)
    const list = await articlesFor(7)
    for (const [i, article] of list.slice(0, 5).entries()) {
      expect(await read(user.id, article.id)).toEqual({ isAllowed: true, used: i + 1 })
    }
    expect(await read(user.id, list[5]!.id)).toEqual({ isAllowed: false, used: 5 })
    expect(await read(user.id, list[6]!.id, lateEvening)).toEqual({ isAllowed: false, used: 5 })
    // Re-reading an article counted today is always allowed and costs nothing.
    expect(await read(user.id, list[2]!.id, lateEvening)).toEqual({ isAllowed: true, used: 5 })
    expect(await readsOf(user.id, '2031-03-14')).toBe(FREE_ARTICLES_PER_DAY)
  })

  it('resets at midnight UTC', async () => {
    const user = await createUser(db)
    const list = await articlesFor(6)
    for (const article of list.slice(0, 5)) await read(user.id, article.id)
    expect((await read(user.id, list[5]!.id, lateEvening)).isAllowed).toBe(false)
    expect(await read(user.id, list[5]!.id, nextDay)).toEqual({ isAllowed: true, used: 1 })
    expect(await read(user.id, list[0]!.id, nextDay)).toEqual({ isAllowed: true, used: 2 })
    expect(await readsOf(user.id, '2031-03-15')).toBe(2)
  })

  it('lets only one of several concurrent new reads take the last free article', async () => {
    const list = await articlesFor(9)
    // Repeated, because a lost race needs an unlucky interleaving to show.
    for (let round = 0; round < 12; round++) {
      const user = await createUser(db)
      for (const article of list.slice(0, 4)) await read(user.id, article.id)
      const results = await Promise.all(list.slice(4).map((article) => read(user.id, article.id)))
      expect(results.filter((r) => r.isAllowed)).toHaveLength(1)
      expect(await readsOf(user.id, '2031-03-14')).toBe(FREE_ARTICLES_PER_DAY)
    }
    // The same new article opened twice at once counts once and both views pass.
    const other = await createUser(db)
    const twice = await Promise.all([read(other.id, list[0]!.id), read(other.id, list[0]!.id)])
    expect(twice.every((r) => r.isAllowed)).toBe(true)
    expect(await readsOf(other.id, '2031-03-14')).toBe(1)
  })

  it('never meters premium and enterprise members, nor premium articles (their own gate decides)', async () => {
    const list = await articlesFor(7)
    for (const tier of ['premium', 'enterprise'] as const) {
      const user = { id: (await createUser(db, { subscriptionTier: tier })).id, subscriptionTier: tier }
      for (const article of list) {
        const result = await meterArticle(db, article, { user, cookieHeader: null, now: morning, isSecure: false })
        expect(result.meter).toEqual({ status: 'unlimited' })
        expect(result.article.content).toBe(article.content)
      }
      expect(await readsOf(user.id, '2031-03-14')).toBe(0)
    }
    const free = freeReader((await createUser(db)).id)
    const premiumArticle = await createArticle(db, { isPremium: true })
    const result = await meterArticle(db, { ...premiumArticle, content: null }, { user: free, cookieHeader: null, now: morning, isSecure: false })
    expect(result.meter).toEqual({ status: 'unlimited' })
    expect(await readsOf(free.id, '2031-03-14')).toBe(0)
  })

  it('withholds the body of a walled article and says how many were read', async () => {
    const free = freeReader((await createUser(db)).id)
    const list = await articlesFor(6)
    for (const article of list.slice(0, 5)) await read(free.id, article.id)
    const sixth = list[5]!
    const walled = await meterArticle(db, sixth, { user: free, cookieHeader: null, now: morning, isSecure: false })
    expect(walled.article.content).toBeNull()
    expect(walled.meter).toEqual({ status: 'walled', audience: 'member', used: 5, limit: 5 })
    const open = await meterArticle(db, list[1]!, { user: free, cookieHeader: null, now: morning, isSecure: false })
    expect(open.article.content).toBe(list[1]!.content)
    expect(open.meter).toEqual({ status: 'open', audience: 'member', used: 5, limit: 5 })
  })
})

describe('the article page with the meter', () => {
  it('keeps the sixth body out of a free member’s route data and shows ads; a premium member reads on, ad-free', async () => {
    const { user, cookie } = await signedInMember(db)
    const list = await articlesFor(5)
    for (const article of list) await recordMemberRead(db, { userId: user.id, articleId: article.id, now: new Date() })
    const sixth = await createArticle(db, { content: '<p>The sixth free report, walled for today</p>' })
    const walled = await articleLoader(args(`/news/${sixth.slug}`, { slug: sixth.slug }, cookie))
    expect(walled.data.meter).toMatchObject({ status: 'walled', audience: 'member', used: 5 })
    expect(walled.data.showAds).toBe(true)
    expect(JSON.stringify(walled.data)).not.toContain('walled for today')
    const again = await articleLoader(args(`/news/${list[0]!.slug}`, { slug: list[0]!.slug }, cookie))
    expect(again.data.article.content).toContain(list[0]!.title)

    const premium = await signedInMember(db, { subscriptionTier: 'premium' })
    const unlocked = await articleLoader(args(`/news/${sixth.slug}`, { slug: sixth.slug }, premium.cookie))
    expect(unlocked.data.article.content).toContain('walled for today')
    expect(unlocked.data.meter).toEqual({ status: 'unlimited' })
    expect(unlocked.data.showAds).toBe(false)
  })

  it('meters a visitor with a cookie and shows the sign-up wall after five articles', async () => {
    const list = await articlesFor(6)
    let cookie = ''
    for (const article of list.slice(0, 5)) {
      const result = await articleLoader(args(`/news/${article.slug}`, { slug: article.slug }, cookie))
      const setCookie = new Headers(result.init?.headers).get('Set-Cookie')!
      expect(setCookie).toMatch(/^article-meter=\d{4}-\d{2}-\d{2}\./)
      expect(setCookie).not.toMatch(/HttpOnly/)
      cookie = setCookie.split(';')[0]!
      expect(result.data.article.content).not.toBeNull()
    }
    const sixth = list[5]!
    const walled = await articleLoader(args(`/news/${sixth.slug}`, { slug: sixth.slug }, cookie))
    expect(walled.data.meter).toMatchObject({ status: 'walled', audience: 'visitor', used: 5, limit: 5 })
    expect(walled.data.article.content).toBeNull()
    expect(JSON.stringify(walled.data)).not.toContain(sixth.content)
    expect(walled.init?.headers).toBeUndefined()
    const reread = await articleLoader(args(`/news/${list[3]!.slug}`, { slug: list[3]!.slug }, cookie))
    expect(reread.data.article.content).toBe(list[3]!.content)
    expect(reread.init?.headers).toBeUndefined()
  })
})

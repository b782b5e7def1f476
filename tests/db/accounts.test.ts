import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkPassword, deleteAccount, exportUserData, listSessions, revokeSession, updateProfile } from '../../app/accounts/profile.server'
import { articles, comments, emails, newsletterSubscriptions, podcasts, sessions, tutorials, users, videos } from '../../app/db/schema'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { createTutorial } from '../../app/db/seed/learning-factories'
import { createPodcast, createVideo } from '../../app/db/seed/media-factories'
import { addComment } from '../../app/comments/comments.server'
import { setLike } from '../../app/likes/likes.server'
import { hitRateLimit } from '../../app/lib/rate-limit.server'
import { confirmSubscription, subscribe } from '../../app/newsletter/newsletter.server'
import { unsubscribeFrom } from '../../app/newsletter/preferences.server'
import { getUser, sessionReadsSoFar } from '../../app/accounts/session.server'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

describe('accounts', () => {
  it('deleting an account removes personal data, keeps comments anonymised and releases likes', async () => {
    const user = await createUser(db, { password: 'Orbit!Lamp42' })
    const article = await createArticle(db, { likes: 5 })
    await setLike(db, { kind: 'article', userId: user.id, itemId: article.id, isOn: true })
    const commentId = await addComment(db, { articleId: article.id, userId: user.id, content: 'Keep me' })
    await db.insert(newsletterSubscriptions).values({ email: user.email, token: `t-${uniqueSuffix()}` })
    await deleteAccount(db, user.id)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0)
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email))).toHaveLength(0)
    const [kept] = await db.select().from(comments).where(eq(comments.id, commentId))
    expect(kept).toMatchObject({ content: 'Keep me', userId: null })
    expect((await db.select({ likes: articles.likes }).from(articles).where(eq(articles.id, article.id)))[0]!.likes).toBe(5)
  })

  it('deleting an account releases its likes on tutorials, videos and episodes too', async () => {
    const user = await createUser(db)
    const items = { tutorial: await createTutorial(db, { likes: 3 }), video: await createVideo(db, { likes: 3 }), podcast: await createPodcast(db, { likes: 3 }) }
    for (const [kind, item] of Object.entries(items)) {
      await setLike(db, { kind: kind as 'tutorial' | 'video' | 'podcast', userId: user.id, itemId: item.id, isOn: true })
    }
    await deleteAccount(db, user.id)
    for (const [kind, table] of [['tutorial', tutorials], ['video', videos], ['podcast', podcasts]] as const) {
      const [row] = await db.select({ likes: table.likes }).from(table).where(eq(table.id, items[kind].id))
      expect(row!.likes, kind).toBe(3)
    }
  })

  it('exports the profile, preferences, interactions and comments without other users data', async () => {
    const user = await createUser(db, { name: 'Export Me' })
    const other = await createUser(db)
    const article = await createArticle(db)
    await addComment(db, { articleId: article.id, userId: user.id, content: 'my words' })
    await addComment(db, { articleId: article.id, userId: other.id, content: 'their words' })
    await updateProfile(db, user.id, { name: 'Export Me', bio: 'Bio', location: null, website: null, twitter: '@me', linkedin: null })
    const data = await exportUserData(db, user.id)
    expect(data.profile).toMatchObject({ name: 'Export Me', bio: 'Bio', twitter: '@me' })
    expect(data.comments.map((c) => c.content)).toEqual(['my words'])
    expect(JSON.stringify(data)).not.toContain('their words')
    expect(data.notificationPreferences).toMatchObject({ newFeatures: false, marketing: false, breakingNews: true })
  })

  it('lists and revokes only the user own sessions', async () => {
    const user = await createUser(db)
    const other = await createUser(db)
    const expiresAt = new Date(Date.now() + 86_400_000)
    const mine = [`s-${uniqueSuffix()}`, `s-${uniqueSuffix()}`]
    for (const id of mine) await db.insert(sessions).values({ id, token: id, userId: user.id, expiresAt })
    const theirs = `s-${uniqueSuffix()}`
    await db.insert(sessions).values({ id: theirs, token: theirs, userId: other.id, expiresAt })
    const list = await listSessions(db, user.id, mine[1]!)
    expect(list.map((s) => s.id)).toEqual([mine[1], mine[0]])
    expect(list[0]!.isCurrent).toBe(true)
    expect(await revokeSession(db, user.id, theirs)).toBe(false)
    expect(await revokeSession(db, user.id, mine[0]!)).toBe(true)
  })

  it('checks passwords against the stored memory-hard hash', async () => {
    const user = await createUser(db, { password: 'Orbit!Lamp42' })
    expect(await checkPassword(db, user.id, 'Orbit!Lamp42')).toBe(true)
    expect(await checkPassword(db, user.id, 'orbit!lamp42')).toBe(false)
  })
})

describe('newsletter', () => {
  it('is double opt-in with a confirmation e-mail, reports a duplicate, and unsubscribes in one step', async () => {
    const email = `reader-${uniqueSuffix()}@example.com`
    expect(await subscribe(db, email)).toEqual({ status: 'pending' })
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    expect(row).toMatchObject({ isActive: false, preferences: { daily_digest: true, weekly_summary: true, breaking_news: true } })
    const [mail] = await db.select().from(emails).where(eq(emails.to, email))
    expect(mail!.text).toContain(`/newsletter/confirm?token=${row!.token}`)
    expect(mail!.text).toContain(`/newsletter/unsubscribe?token=${row!.token}`)
    expect(mail!.html).toContain('<a href=')
    expect(await confirmSubscription(db, row!.token)).toBe(email)
    expect(await subscribe(db, email)).toEqual({ status: 'already-subscribed' })
    expect(await unsubscribeFrom(db, row!.token, 'all')).toBe(true)
    const [after] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    expect(after!.isActive).toBe(false)
    expect(await confirmSubscription(db, 'not-a-token')).toBeNull()
  })
})

describe('rate limits', () => {
  it('allow the limit within a window and refuse the next, then reset in the next window', async () => {
    const key = `test:${uniqueSuffix()}`
    const at = new Date('2026-01-01T10:00:05Z')
    const rule = { limit: 3, windowSeconds: 60 }
    const results = []
    for (let i = 0; i < 4; i++) results.push((await hitRateLimit(db, key, rule, at)).allowed)
    expect(results).toEqual([true, true, true, false])
    expect((await hitRateLimit(db, key, rule, new Date('2026-01-01T10:01:01Z'))).allowed).toBe(true)
  })

  it('scale every limit by the configured factor', async () => {
    const key = `test:${uniqueSuffix()}`
    const at = new Date('2026-01-01T11:00:05Z')
    const results = []
    for (let i = 0; i < 7; i++) results.push((await hitRateLimit(db, key, { limit: 3, windowSeconds: 60 }, at, 2)).allowed)
    expect(results).toEqual([true, true, true, true, true, true, false])
  })

  it("a page's loaders share one session read while it is under way; a later question reads again", async () => {
    const { user, cookie } = await signedInMember(db)
    const before = sessionReadsSoFar()
    const page = new Request('http://localhost/news', { headers: { Cookie: cookie } })
    const [root, leaf] = await Promise.all([getUser(page), getUser(page)])
    expect(root).toMatchObject({ id: user.id })
    expect(leaf).toEqual(root)
    expect(sessionReadsSoFar() - before).toBe(1)
    await db.update(users).set({ name: 'Renamed Reader' }).where(eq(users.id, user.id))
    expect(await getUser(page)).toMatchObject({ name: 'Renamed Reader' })
    expect(sessionReadsSoFar() - before).toBe(2)
  })
})

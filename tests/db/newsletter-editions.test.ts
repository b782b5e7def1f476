import { and, eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAudit, emails, newsletterDeliveries, newsletterEditions, newsletterSubscriptions, notificationPreferences } from '../../app/db/schema'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { saveEditionDraft, scheduleEdition, unscheduleEdition } from '../../app/newsletter/editions/editions.server'
import { createBreakingNews, runNewsletterSchedule } from '../../app/newsletter/editions/schedule.server'
import { readPreferences, savePreferences, unsubscribeFrom } from '../../app/newsletter/preferences.server'
import { readRecipientToken, recipientToken } from '../../app/newsletter/recipient-links.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const times = { digestHour: 7, weeklyDay: 1 }
const at = (iso: string) => new Date(iso)

async function subscriber(choices: { daily_digest?: boolean; weekly_summary?: boolean; breaking_news?: boolean } = {}, isActive = true) {
  const email = `sub-${uniqueSuffix()}@example.com`
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      token: `tok${uniqueSuffix()}${uniqueSuffix()}`,
      isActive,
      confirmedAt: isActive ? new Date() : null,
      preferences: { daily_digest: true, weekly_summary: true, breaking_news: true, ...choices },
    })
    .returning()
  return row!
}

/** Runs every edition the schedule made, as the delivery job would. */
async function tick(now: Date) {
  const ids = await runNewsletterSchedule(db, { now, times })
  for (const id of ids) await deliverEdition(db, id, { batchSize: 7 })
  return ids
}

const editionOf = async (id: string) => (await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id)))[0]!
const mailsOf = async (kind: string, subject: string) => db.select().from(emails).where(and(eq(emails.kind, kind), eq(emails.subject, subject)))

describe('the daily digest', () => {
  it('goes out once at its hour to exactly the subscribers who chose it, with the day’s articles', async () => {
    const wants = await subscriber({ daily_digest: true })
    const doesNot = await subscriber({ daily_digest: false })
    const inactive = await subscriber({ daily_digest: true }, false)
    const member = await createUser(db)
    const today = await createArticle(db, { title: `Agents rewrite the ad stack ${uniqueSuffix()}`, publishedAt: at('2031-03-04T05:00:00Z'), views: 40 })
    const premium = await createArticle(db, { title: `Premium pricing playbook ${uniqueSuffix()}`, isPremium: true, publishedAt: at('2031-03-03T20:00:00Z'), content: '<p>The secret premium body text.</p>' })
    const old = await createArticle(db, { title: `Last week’s news ${uniqueSuffix()}`, publishedAt: at('2031-03-01T09:00:00Z') })

    expect(await tick(at('2031-03-04T06:59:00Z'))).toEqual([])
    const [id] = await tick(at('2031-03-04T07:00:30Z'))
    expect(id).toBeDefined()
    expect(await tick(at('2031-03-04T07:01:00Z'))).toEqual([])
    expect(await tick(at('2031-03-04T18:00:00Z'))).toEqual([])

    const edition = await editionOf(id!)
    expect(edition).toMatchObject({ kind: 'daily_digest', key: 'daily_digest:2031-03-04', status: 'sent' })
    const copies = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, id!))
    const addresses = copies.map((copy) => copy.email)
    expect(addresses).toContain(wants.email)
    expect(addresses).not.toContain(doesNot.email)
    expect(addresses).not.toContain(inactive.email)
    expect(addresses).not.toContain(member.email)
    const everyActive = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.isActive, true))
    const choosers = (await db.select().from(newsletterSubscriptions)).filter((s) => s.isActive && s.preferences.daily_digest).map((s) => s.email)
    expect(new Set(addresses)).toEqual(new Set(choosers))
    // Not simply every active subscriber: one who turned the digest off is active and left out.
    expect(everyActive.map((s) => s.email)).toContain(doesNot.email)

    const [mail] = (await mailsOf('newsletter-daily-digest', edition.subject)).filter((m) => m.to === wants.email)
    expect(mail!.text).toContain(today.title)
    expect(mail!.text).toContain(premium.title)
    expect(mail!.text).not.toContain(old.title)
    expect(mail!.html).not.toContain('The secret premium body text.')
    expect(mail!.html).toContain('Read it with Premium')
    expect(mail!.text).toContain(`/newsletter/unsubscribe?token=${wants.token}&kind=daily_digest`)
    expect(mail!.html).toContain(`/newsletter/unsubscribe?token=${wants.token}&amp;kind=daily_digest`)
    expect(mail!.html).toContain(`/newsletter/preferences?token=${wants.token}`)
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<http://localhost:3000/newsletter/unsubscribe\\?token=${wants.token}&kind=daily_digest&copy=[0-9a-f-]{36}>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('is skipped on a day with nothing new', async () => {
    await subscriber({ daily_digest: true })
    expect(await tick(at('2032-07-14T07:00:00Z'))).toEqual([])
    expect(await db.select().from(newsletterEditions).where(eq(newsletterEditions.key, 'daily_digest:2032-07-14'))).toEqual([])
  })
})

describe('the weekly summary', () => {
  it('goes out on its weekday to subscribers and members who chose it, with the week’s articles, courses and media', async () => {
    const wants = await subscriber({ weekly_summary: true, daily_digest: false })
    const doesNot = await subscriber({ weekly_summary: false, daily_digest: false })
    const member = await createUser(db)
    const quietMember = await createUser(db)
    await db.update(notificationPreferences).set({ weeklyDigest: false }).where(eq(notificationPreferences.userId, quietMember.id))
    const article = await createArticle(db, { title: `Attribution after cookies ${uniqueSuffix()}`, publishedAt: at('2033-05-12T10:00:00Z') })
    // 2033-05-16 is a Monday.
    expect(await tick(at('2033-05-15T09:00:00Z'))).toEqual([])
    const ids = await tick(at('2033-05-16T07:05:00Z'))
    const editions = await db.select().from(newsletterEditions).where(inArray(newsletterEditions.id, ids))
    const weekly = editions.find((edition) => edition.kind === 'weekly_summary')!
    expect(weekly.key).toBe('weekly_summary:2033-05-16')
    const addresses = (await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, weekly.id))).map((copy) => copy.email)
    expect(addresses).toEqual(expect.arrayContaining([wants.email, member.email]))
    expect(addresses).not.toContain(doesNot.email)
    expect(addresses).not.toContain(quietMember.email)
    const [mail] = (await mailsOf('newsletter-weekly-summary', weekly.subject)).filter((m) => m.to === member.email)
    expect(mail!.text).toContain(article.title)
    // A member's links are signed with the site's secret, so they work without signing in.
    const token = recipientToken({ kind: 'member', userId: member.id })
    expect(mail!.text).toContain(`/newsletter/unsubscribe?token=${token}&kind=weekly_summary`)
    expect(await tick(at('2033-05-16T08:00:00Z'))).toEqual([])
  })
})

describe('breaking news', () => {
  it('is sent once per article, even when the article is saved again', async () => {
    const wants = await subscriber({ breaking_news: true })
    const doesNot = await subscriber({ breaking_news: false })
    const article = await createArticle(db, { title: `Regulator fines ad network ${uniqueSuffix()}`, publishedAt: new Date(Date.now() - 60_000) })
    const first = await createBreakingNews(db, article.id, { now: new Date() })
    expect(first).not.toBeNull()
    expect(await createBreakingNews(db, article.id, { now: new Date() })).toBeNull()
    await deliverEdition(db, first!.id)
    const mails = await mailsOf('newsletter-breaking-news', `Breaking: ${article.title}`)
    expect(mails.map((m) => m.to)).toContain(wants.email)
    expect(mails.map((m) => m.to)).not.toContain(doesNot.email)
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length)
  })

  it('waits for a scheduled article’s publication time', async () => {
    await subscriber({ breaking_news: true })
    const publishAt = new Date(Date.now() + 3_600_000)
    const article = await createArticle(db, { title: `Embargoed launch ${uniqueSuffix()}`, publishedAt: publishAt })
    const edition = await createBreakingNews(db, article.id, { now: new Date() })
    expect(edition!.startAfter).toEqual(publishAt)
    expect(await editionOf(edition!.id)).toMatchObject({ status: 'scheduled', recipients: 0 })
    expect(await runNewsletterSchedule(db, { now: new Date(publishAt.getTime() - 1000), times })).not.toContain(edition!.id)
    expect(await runNewsletterSchedule(db, { now: publishAt, times })).toContain(edition!.id)
  })
})

describe('two workers on the same schedule', () => {
  it('make one edition and send each recipient one message', async () => {
    const readers = await Promise.all(Array.from({ length: 12 }, () => subscriber({ daily_digest: true })))
    await createArticle(db, { title: `Two workers story ${uniqueSuffix()}`, publishedAt: at('2034-09-20T01:00:00Z') })
    const now = at('2034-09-20T07:00:00Z')
    const [a, b] = await Promise.all([runNewsletterSchedule(db, { now, times }), runNewsletterSchedule(db, { now, times })])
    const digests = await db.select().from(newsletterEditions).where(eq(newsletterEditions.key, 'daily_digest:2034-09-20'))
    expect(digests).toHaveLength(1)
    const ids = [...a!, ...b!].filter((id) => id === digests[0]!.id)
    expect(ids).toHaveLength(1)
    // Both workers deliver the same edition at once, as two instances picking up retried jobs would.
    await Promise.all([deliverEdition(db, ids[0]!, { batchSize: 3 }), deliverEdition(db, ids[0]!, { batchSize: 3 })])
    const edition = await editionOf(ids[0]!)
    const sent = await db.select().from(emails).where(and(eq(emails.subject, edition.subject), like(emails.to, 'sub-%')))
    for (const reader of readers) expect(sent.filter((mail) => mail.to === reader.email)).toHaveLength(1)
    expect(edition.status).toBe('sent')
  })
})

describe('links in every e-mail', () => {
  it('unsubscribe from one kind, or from everything, and manage preferences without signing in', async () => {
    const reader = await subscriber()
    expect(await unsubscribeFrom(db, reader.token, 'daily_digest')).toBe(true)
    expect(await readPreferences(db, reader.token)).toMatchObject({ kind: 'subscriber', isActive: true, choices: { daily_digest: false, weekly_summary: true, breaking_news: true } })
    expect(await savePreferences(db, reader.token, new Set(['daily_digest']))).toBe(true)
    expect(await readPreferences(db, reader.token)).toMatchObject({ isActive: true, choices: { daily_digest: true, weekly_summary: false, breaking_news: false } })
    expect(await unsubscribeFrom(db, reader.token, 'all')).toBe(true)
    expect(await readPreferences(db, reader.token)).toMatchObject({ isActive: false })

    const member = await createUser(db)
    const token = recipientToken({ kind: 'member', userId: member.id })
    expect(await unsubscribeFrom(db, token, 'breaking_news')).toBe(true)
    expect(await readPreferences(db, token)).toMatchObject({ kind: 'member', choices: { breaking_news: false, weekly_digest: true } })
    expect(readRecipientToken(`m.${member.id}.${'A'.repeat(32)}`)).toBeNull()
    expect(await unsubscribeFrom(db, `m.${member.id}.${'A'.repeat(32)}`, 'all')).toBe(false)
    expect(await readPreferences(db, 'no')).toBeNull()
  })
})

describe('an editor’s edition', () => {
  it('records who wrote, scheduled and took it back in the audit log', async () => {
    const editor = await createUser(db, { role: 'admin' })
    const id = await saveEditionDraft(db, { draft: { subject: 'Spring product notes', body: '<p>What changed this month.</p>' }, actorId: editor.id })
    await saveEditionDraft(db, { id, draft: { subject: 'Spring product notes, revised', body: '<p>What changed.</p>' }, actorId: editor.id })
    await scheduleEdition(db, id, { at: new Date(Date.now() + 3_600_000), now: new Date(), actorId: editor.id })
    expect(await unscheduleEdition(db, id, { actorId: editor.id })).toBe(true)
    const rows = await db.select().from(adminAudit).where(and(eq(adminAudit.targetType, 'newsletter_edition'), eq(adminAudit.targetId, id)))
    expect(rows.map((row) => row.action).sort()).toEqual(['newsletter.create', 'newsletter.schedule', 'newsletter.unschedule', 'newsletter.update'])
    expect(rows.every((row) => row.actorId === editor.id)).toBe(true)
  })
})

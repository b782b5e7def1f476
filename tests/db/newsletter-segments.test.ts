import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { recordConversion, unattributed } from '../../app/attribution/attribution.server'
import { createUser } from '../../app/db/seed/factories'
import { getDb } from '../../app/db/client.server'
import { newsletterDeliveries, newsletterEditions, newsletterLinkClicks, newsletterSubscriptions } from '../../app/db/schema'
import { audienceSample, audienceSize, saveEditionDraft, scheduleEdition, startEdition } from '../../app/newsletter/editions/editions.server'
import type { EditionSegment } from '../../app/newsletter/segments'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const DAY = 86_400_000

describe('newsletter segments', () => {
  it('narrow the readers by plan, source, clicks and topics, and an edition for a segment goes to exactly them', async () => {
    const now = Date.now()
    // Members: a free one from search who clicked two months ago, a Premium one from the
    // newsletter who clicked last week, an Enterprise one; subscribers without an account.
    const free = await createUser(db, { email: 'free.reader@example.com', subscriptionTier: 'free' })
    const premium = await createUser(db, { email: 'premium.reader@example.com', subscriptionTier: 'premium' })
    await createUser(db, { email: 'team.lead@example.com', subscriptionTier: 'enterprise' })
    await recordConversion(db, { userId: free.id, kind: 'signup', attribution: { ...unattributed, source: 'search' } })
    await recordConversion(db, { userId: premium.id, kind: 'signup', attribution: { ...unattributed, source: 'newsletter' } })
    const subscriber = (email: string, preferences: { daily_digest: boolean; weekly_summary: boolean; breaking_news: boolean }) =>
      ({ email, token: `token-${email}`, isActive: true, confirmedAt: new Date(), preferences })
    await db.insert(newsletterSubscriptions).values([
      subscriber('weekly.only@example.com', { daily_digest: false, weekly_summary: true, breaking_news: false }),
      subscriber('daily.only@example.com', { daily_digest: true, weekly_summary: false, breaking_news: false }),
    ])
    const [past] = await db.insert(newsletterEditions).values({ kind: 'admin', subject: 'An earlier edition', status: 'sent' }).returning({ id: newsletterEditions.id })
    const copies = await db
      .insert(newsletterDeliveries)
      .values([free.email, premium.email].map((email) => ({ editionId: past!.id, email, recipient: `u:${email}`, status: 'sent' })))
      .returning({ id: newsletterDeliveries.id, email: newsletterDeliveries.email })
    const copyOf = (email: string) => copies.find((c) => c.email === email)!.id
    await db.insert(newsletterLinkClicks).values([
      { deliveryId: copyOf(free.email), editionId: past!.id, linkIndex: 0, clickedAt: new Date(now - 60 * DAY) },
      { deliveryId: copyOf(premium.email), editionId: past!.id, linkIndex: 0, clickedAt: new Date(now - 7 * DAY) },
    ])

    const size = (segment: EditionSegment | null) => audienceSize(db, 'admin', segment)
    expect(await size(null)).toBe(5)
    expect(await size({ plan: 'paid' })).toBe(2)
    expect(await size({ plan: 'no_account' })).toBe(2)
    expect(await size({ plan: 'free' })).toBe(1)
    expect(await size({ source: 'newsletter' })).toBe(1)
    expect(await size({ engagement: 'clicked_30' })).toBe(1)
    expect(await size({ engagement: 'clicked_90' })).toBe(2)
    expect(await size({ engagement: 'not_clicked_90' })).toBe(3)
    expect(await audienceSample(db, { topic: 'daily_digest' })).toEqual(['daily.only@example.com'])
    // Members get the weekly summary unless they turned it off: three members and one subscriber.
    expect(await size({ topic: 'weekly_summary' })).toBe(4)
    expect(await size({ plan: 'paid', engagement: 'not_clicked_90' })).toBe(1)

    const editor = await createUser(db, { role: 'editor' })
    const id = await saveEditionDraft(db, { draft: { subject: 'For our paying readers', body: '<p>Thank you for supporting independent reporting.</p>', segment: { plan: 'paid' } }, actorId: editor.id })
    const when = await scheduleEdition(db, id, { at: null, now: new Date(), actorId: editor.id })
    expect(await startEdition(db, id, when)).toBe(true)
    const sentTo = await db.select({ email: newsletterDeliveries.email }).from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, id))
    expect(sentTo.map((row) => row.email).sort()).toEqual(['premium.reader@example.com', 'team.lead@example.com'])
    const [edition] = await db.select({ recipients: newsletterEditions.recipients, segment: newsletterEditions.segment }).from(newsletterEditions).where(eq(newsletterEditions.id, id))
    expect(edition).toEqual({ recipients: 2, segment: { plan: 'paid' } })
  })
})

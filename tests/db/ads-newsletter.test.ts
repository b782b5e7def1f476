import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaignSchema } from '../../app/ads/campaign-input'
import { bookCampaign, listCampaigns } from '../../app/ads/campaigns.server'
import { newsletterFigures, recordNewsletterClick, sponsorEdition } from '../../app/ads/newsletter-sponsorship.server'
import { campaignReport } from '../../app/ads/report.server'
import { emails, newsletterDeliveries, newsletterEditions, newsletterSubscriptions, type EditionKind } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { utcDay } from '../../app/lib/dates'
import { deliverEdition } from '../../app/newsletter/editions/delivery.server'
import { renderEdition } from '../../app/newsletter/editions/edition-email'
import { createAutomaticEdition } from '../../app/newsletter/editions/editions.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const DAY = 86_400_000

// Three readers of every edition kind.
await db.insert(newsletterSubscriptions).values(
  Array.from({ length: 3 }, () => ({ email: `reader-${uniqueSuffix()}@example.com`, token: `tok${uniqueSuffix()}${uniqueSuffix()}`, isActive: true, confirmedAt: new Date() })),
)

/** A campaign whose flight covers today, sponsoring `kinds` with the package's editions. */
async function sponsor(packageId: 'professional' | 'enterprise', kinds: ('weekly_summary' | 'daily_digest' | 'admin')[]) {
  const advertiser = `Quarry Labs ${uniqueSuffix()}`
  const input = campaignSchema.parse({
    advertiser,
    name: 'Newsletter',
    packageId,
    startsOn: utcDay(new Date(Date.now() - DAY)),
    endsOn: utcDay(new Date(Date.now() + 20 * DAY)),
    frequencyCap: '3',
    headlineA: 'Label data ten times faster',
    bodyA: 'Quarry suggests labels; your experts only confirm them.',
    callToActionA: 'Try Quarry',
    destinationA: 'https://quarry.example/?utm_source=lumen&utm_medium=newsletter',
  })
  const { campaignId } = await bookCampaign(db, { ...input, placements: [], newsletterKinds: kinds })
  return { campaignId, advertiser }
}

async function edition(kind: EditionKind) {
  const { html, text } = renderEdition({ siteName: 'Lumen', siteUrl: 'http://localhost:3000', label: 'Weekly summary', title: 'The week in AI and marketing', sections: [{ heading: 'New courses', items: [{ path: '/education/course/x', title: 'A course', description: 'About it' }] }], reason: 'You asked for it.' })
  return (await createAutomaticEdition(db, { kind, key: `${kind}:${uniqueSuffix()}`, subject: `Edition ${uniqueSuffix()}`, html, text }, new Date()))!
}

/** Each copy of the edition with the e-mail it became. */
const sentCopies = async (editionId: string) => {
  const [{ subject }] = await db.select({ subject: newsletterEditions.subject }).from(newsletterEditions).where(eq(newsletterEditions.id, editionId)) as [{ subject: string }]
  const copies = await db.select({ id: newsletterDeliveries.id, email: newsletterDeliveries.email }).from(newsletterDeliveries).where(eq(newsletterDeliveries.editionId, editionId))
  return Promise.all(copies.map(async (copy) => ({ ...copy, mail: (await db.select().from(emails).where(and(eq(emails.to, copy.email), eq(emails.subject, subject))))[0]! })))
}

describe('newsletter sponsorships', () => {
  it('leave the block out of the copies of readers on ad-free plans, and count only the copies that carried it', async () => {
    const { campaignId, advertiser } = await sponsor('professional', ['daily_digest'])
    const premium = await createUser(db, { email: `premium-${uniqueSuffix()}@example.com`, subscriptionTier: 'premium' })
    await db.insert(newsletterSubscriptions).values({ email: premium.email, token: `tok${uniqueSuffix()}${uniqueSuffix()}`, isActive: true, confirmedAt: new Date() })
    const id = await edition('daily_digest')
    await deliverEdition(db, id)
    const copies = await sentCopies(id)
    const ofPremium = copies.find((copy) => copy.email === premium.email)!
    expect(ofPremium.mail.html).not.toContain('Sponsored')
    expect(copies.filter((copy) => copy.mail.html.includes(`Sponsored · ${advertiser}`))).toHaveLength(copies.length - 1)
    const [figures] = await newsletterFigures(db, campaignId)
    expect(figures!.delivered).toBe(copies.length - 1)
  })

  it('puts a labelled block in every copy of a chosen edition, each copy with its own counted link', async () => {
    const { campaignId, advertiser } = await sponsor('professional', ['weekly_summary'])
    const id = await edition('weekly_summary')
    await deliverEdition(db, id)
    // The readers on free plans (the Premium reader of the test above gets no block).
    const copies = (await sentCopies(id)).filter((copy) => copy.email.startsWith('reader-'))
    expect(copies.length).toBeGreaterThanOrEqual(3)
    const links = copies.map((copy) => {
      expect(copy.mail.html).toContain(`Sponsored · ${advertiser}`)
      expect(copy.mail.text).toContain(`SPONSORED · ${advertiser}`)
      expect(copy.mail.html).not.toContain('%%SPONSOR%%')
      return /\/ads\/newsletter\/([\w.-]+)/.exec(copy.mail.html)![1]!
    })
    expect(new Set(links).size).toBe(copies.length)

    // The first click of a copy counts; the same copy again, a link checker, or a forged link do not.
    expect(await recordNewsletterClick(db, links[0]!)).toEqual({ destinationUrl: 'https://quarry.example/?utm_source=lumen&utm_medium=newsletter', counted: true })
    expect(await recordNewsletterClick(db, links[0]!)).toMatchObject({ counted: false })
    expect(await recordNewsletterClick(db, links[1]!, { count: false })).toMatchObject({ counted: false })
    expect(await recordNewsletterClick(db, links[2]!)).toMatchObject({ counted: true })
    expect(await recordNewsletterClick(db, `${links[0]!.slice(0, -1)}${links[0]!.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    const [figures] = await newsletterFigures(db, campaignId)
    expect(figures).toMatchObject({ editionId: id, delivered: copies.length, uniqueClicks: 2 })
    expect((await campaignReport(db, campaignId))!.newsletter).toHaveLength(1)
    // No page placements, so no banner pace to fall behind.
    expect((await listCampaigns(db)).find((c) => c.id === campaignId)).toMatchObject({ isBehind: false })
  })

  it('sponsors no more editions than the package has, no edition kind it did not choose, and one sponsor per edition however many senders ask', async () => {
    const { campaignId } = await sponsor('professional', ['admin'])
    const first = await edition('admin')
    const [a, b] = await Promise.all([sponsorEdition(db, { editionId: first, kind: 'admin' }), sponsorEdition(db, { editionId: first, kind: 'admin' })])
    expect(a!.sponsorshipId).toBe(b!.sponsorshipId)
    expect(await sponsorEdition(db, { editionId: await edition('admin'), kind: 'admin' })).toBeNull()
    expect(await sponsorEdition(db, { editionId: await edition('breaking_news'), kind: 'breaking_news' })).toBeNull()
    expect((await newsletterFigures(db, campaignId)).map((f) => f.editionId)).toEqual([first])
  })

  it('leaves an edition without a sponsor free of any sponsored block', async () => {
    const id = await edition('daily_digest')
    await deliverEdition(db, id)
    for (const copy of await sentCopies(id)) {
      expect(copy.mail.html).not.toContain('Sponsored')
      expect(copy.mail.html).not.toContain('%%SPONSOR%%')
      expect(copy.mail.text).not.toContain('%%SPONSOR%%')
    }
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { bookingSchema } from '../../app/ads/booking/booking-input'
import { bookingPayment, bookSelfServe, cancelBooking, checkBooking, confirmBookingPayment } from '../../app/ads/booking/booking.server'
import { portalCampaign } from '../../app/ads/portal/access.server'
import { campaignCreatives, reviewCreative, reviewQueue } from '../../app/ads/portal/creatives.server'
import { decideAd } from '../../app/ads/serve.server'
import { adCampaigns, adPayments, advertisers, categories, notifications } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import type { TestCard } from '../../app/billing/local/test-cards'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const now = new Date('2033-03-10T09:00:00Z')
const visa: TestCard = { brand: 'Visa', last4: '4242', outcome: 'approve' }

const form = (fields: Record<string, string> = {}) =>
  bookingSchema.parse({
    packageId: 'startup',
    companyName: `Fernleaf Analytics ${uniqueSuffix()}`,
    website: 'https://fernleaf.example',
    campaignName: 'Spring launch',
    startsOn: '2033-03-12',
    endsOn: '2033-04-10',
    headlineA: 'Dashboards your CFO reads',
    bodyA: 'Fernleaf turns warehouse tables into one weekly page.',
    callToActionA: 'See a sample',
    destinationA: 'https://fernleaf.example/sample?utm_source=lumen',
    headlineB: 'One page, every Monday',
    bodyB: 'The numbers that moved, in plain words.',
    callToActionB: 'Try it',
    destinationB: 'https://fernleaf.example/try?utm_source=lumen',
    ...fields,
  })

/** A booking paid by test card, on its own category so no other campaign competes for it. */
async function bookPaid(fields: Record<string, string> = {}, card = visa) {
  const payer = await createUser(db)
  const category = `c-${uniqueSuffix()}`
  const booked = await bookSelfServe(db, { userId: payer.id, form: form(fields), choices: { categories: [category], newsletterKinds: [] }, images: {}, payment: { provider: 'local', card }, now })
  const serve = (at: Date) => decideAd(db, { placement: 'article', category, readerHash: `r-${uniqueSuffix()}`, now: at })
  return { ...booked, payer, serve }
}

const statusOf = async (campaignId: string) => (await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, campaignId)))[0]!.status

describe('checking a booking against today and the package', () => {
  const choices = { categories: [], newsletterKinds: [] }

  it('accepts a month from tomorrow', async () => {
    expect(await checkBooking(db, form(), choices, now)).toEqual({})
  })

  it('refuses a flight that starts today, too far ahead, ends before it starts or is too short or long', async () => {
    expect(Object.keys(await checkBooking(db, form({ startsOn: '2033-03-10', endsOn: '2033-03-31' }), choices, now))).toEqual(['startsOn'])
    expect(Object.keys(await checkBooking(db, form({ startsOn: '2033-07-01', endsOn: '2033-07-20' }), choices, now))).toEqual(['startsOn'])
    expect(await checkBooking(db, form({ startsOn: '2033-03-20', endsOn: '2033-03-19' }), choices, now)).toEqual({ endsOn: 'The last day is before the first day.' })
    expect(await checkBooking(db, form({ startsOn: '2033-03-20', endsOn: '2033-03-22' }), choices, now)).toEqual({ endsOn: 'A flight lasts 7 to 31 days.' })
    expect(await checkBooking(db, form({ startsOn: '2033-03-20', endsOn: '2033-04-30' }), choices, now)).toEqual({ endsOn: 'A flight lasts 7 to 31 days.' })
  })

  it('sells category targeting with Enterprise only, and only known categories', async () => {
    expect(await checkBooking(db, form(), { categories: ['robotics'], newsletterKinds: [] }, now)).toEqual({ categories: 'Targeting by category is part of the Enterprise package.' })
    const enterprise = form({ packageId: 'enterprise' })
    expect(await checkBooking(db, enterprise, { categories: ['robotics', 'made-up'], newsletterKinds: ['weekly_summary'] }, now)).toEqual({ categories: 'Choose categories from the list.' })
    expect(await checkBooking(db, enterprise, { categories: ['robotics', 'ai-ethics'], newsletterKinds: ['weekly_summary'] }, now)).toEqual({})
  })

  it('targets a category on every page kind that has it, whatever its slug there', async () => {
    await db.insert(categories).values({ name: 'AI Ethics', slug: 'ethics' }).onConflictDoNothing()
    const payer = await createUser(db)
    const { campaignId } = await bookSelfServe(db, {
      userId: payer.id, form: form({ packageId: 'enterprise' }), choices: { categories: ['ai-ethics', 'robotics'], newsletterKinds: ['weekly_summary'] }, images: {}, payment: { provider: 'local', card: visa }, now,
    })
    const [campaign] = await db.select({ categories: adCampaigns.categories }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
    expect(campaign!.categories.sort()).toEqual(['ai-ethics', 'ethics', 'robotics'])
  })

  it('asks packages with newsletter editions to choose them, and refuses them to Startup', async () => {
    expect(await checkBooking(db, form({ packageId: 'professional' }), choices, now)).toEqual({ newsletterKinds: 'Choose at least one newsletter edition.' })
    expect(await checkBooking(db, form({ packageId: 'professional' }), { categories: [], newsletterKinds: ['admin'] }, now)).toEqual({ newsletterKinds: 'Choose at least one newsletter edition.' })
    expect(await checkBooking(db, form(), { categories: [], newsletterKinds: ['daily_digest'] }, now)).toEqual({ newsletterKinds: 'The Startup package has no newsletter sponsorship.' })
  })

  it('wants every field of a second creative or none', () => {
    const second = bookingSchema.safeParse({ ...form(), headlineB: 'Only a headline', bodyB: '', callToActionB: '', destinationB: '' })
    expect(second.success).toBe(false)
    expect(second.error!.issues.map((i) => i.path[0])).toEqual(['bodyB', 'callToActionB', 'destinationB'])
  })
})

describe('a booking paid in the local test mode', () => {
  it('is paid, waits in review with its creatives in the staff queue, and is not served', async () => {
    const { campaignId, payer, serve } = await bookPaid()
    expect(await statusOf(campaignId)).toBe('in_review')
    expect(await bookingPayment(db, campaignId)).toMatchObject({ provider: 'local', status: 'paid', amountCents: 29_900, cardBrand: 'Visa', cardLast4: '4242' })
    const [campaign] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, campaignId))
    expect(campaign).toMatchObject({ packageId: 'startup', soldImpressions: 10_000, priceCents: 29_900, placements: ['news-list', 'article'], newsletterSlots: 0 })
    expect((await portalCampaign(db, payer.id, campaignId)).id).toBe(campaignId)
    expect((await reviewQueue(db)).filter((c) => c.campaignId === campaignId)).toHaveLength(2)
    expect(await serve(new Date('2033-03-15T12:00:00Z'))).toBeNull()
  })

  it('books nothing when the card is declined', async () => {
    const company = `Declined Co ${uniqueSuffix()}`
    const payer = await createUser(db)
    await expect(
      bookSelfServe(db, { userId: payer.id, form: form({ companyName: company }), choices: { categories: [], newsletterKinds: [] }, images: {}, payment: { provider: 'local', card: { ...visa, outcome: 'decline' } }, now }),
    ).rejects.toMatchObject({ status: 402, code: 'card_declined' })
    expect(await db.select().from(advertisers).where(eq(advertisers.name, company))).toEqual([])
  })

  it('is scheduled when staff approve a creative, goes live on its first day, and the payer is told', async () => {
    const { campaignId, payer, serve } = await bookPaid()
    const [first, second] = await campaignCreatives(db, campaignId)
    const staff = await createUser(db, { role: 'admin' })
    await reviewCreative(db, { creativeId: second!.id, staffId: staff.id, decision: 'rejected', note: 'The claim needs a source.', now })
    expect(await statusOf(campaignId)).toBe('in_review')
    expect(await reviewCreative(db, { creativeId: first!.id, staffId: staff.id, decision: 'approved', now })).toEqual({ campaignId, scheduled: 'scheduled' })
    expect(await statusOf(campaignId)).toBe('scheduled')
    const told = await db.select({ title: notifications.title, message: notifications.message, link: notifications.link }).from(notifications).where(eq(notifications.userId, payer.id))
    expect(told.map((n) => n.title).sort()).toEqual(['Creative approved', 'Creative not approved'])
    expect(told.find((n) => n.title === 'Creative not approved')!.message).toContain('The claim needs a source.')
    expect(told.every((n) => n.link === `/advertiser/campaigns/${campaignId}`)).toBe(true)
    await db.update(adCampaigns).set({ status: 'live' }).where(eq(adCampaigns.id, campaignId))
    expect((await serve(new Date('2033-03-15T12:00:00Z')))?.headline).toBe('Dashboards your CFO reads')
  })

  it('goes live at once when staff approve it after its first day', async () => {
    const { campaignId } = await bookPaid()
    const [first] = await campaignCreatives(db, campaignId)
    const staff = await createUser(db, { role: 'admin' })
    const later = new Date('2033-03-14T08:00:00Z')
    expect((await reviewCreative(db, { creativeId: first!.id, staffId: staff.id, decision: 'approved', now: later })).scheduled).toBe('live')
  })

  it('can be canceled with a full refund before it runs, once, and not after it started', async () => {
    const { campaignId } = await bookPaid()
    const refund = vi.fn(async () => {})
    await cancelBooking(db, { campaignId, refund, now })
    expect(refund).toHaveBeenCalledTimes(1)
    expect(await statusOf(campaignId)).toBe('canceled')
    expect(await bookingPayment(db, campaignId)).toMatchObject({ status: 'refunded' })
    await expect(cancelBooking(db, { campaignId, refund, now })).rejects.toMatchObject({ status: 409 })
    expect(refund).toHaveBeenCalledTimes(1)

    const running = await bookPaid()
    await db.update(adCampaigns).set({ status: 'live' }).where(eq(adCampaigns.id, running.campaignId))
    await expect(cancelBooking(db, { campaignId: running.campaignId, refund, now })).rejects.toMatchObject({ status: 409 })
    expect(refund).toHaveBeenCalledTimes(1)
  })

  it('keeps a provider refusal from canceling anything', async () => {
    const { campaignId } = await bookPaid()
    await expect(cancelBooking(db, { campaignId, refund: () => Promise.reject(new Error('provider down')), now })).rejects.toThrow('provider down')
    expect(await statusOf(campaignId)).toBe('in_review')
    expect(await bookingPayment(db, campaignId)).toMatchObject({ status: 'paid' })
  })
})

describe('a booking paid through Stripe', () => {
  it('stays a draft until the payment is confirmed, once', async () => {
    const payer = await createUser(db)
    const { campaignId, isPaid } = await bookSelfServe(db, {
      userId: payer.id, form: form({ packageId: 'professional' }), choices: { categories: [], newsletterKinds: ['weekly_summary'] }, images: {}, payment: { provider: 'stripe' }, now,
    })
    expect(isPaid).toBe(false)
    expect(await statusOf(campaignId)).toBe('draft')
    expect(await bookingPayment(db, campaignId)).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 69_900 })
    const [campaign] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, campaignId))
    expect(campaign).toMatchObject({ newsletterKinds: ['weekly_summary'], newsletterSlots: 1, placements: ['news-list', 'article', 'education', 'podcast'] })
    const sessionId = `cs_test_${uniqueSuffix()}`
    await db.update(adPayments).set({ providerReference: sessionId }).where(eq(adPayments.campaignId, campaignId))
    expect(await confirmBookingPayment(db, { sessionId: 'cs_test_other', paymentIntentId: 'pi_1', now })).toBe(false)
    expect(await statusOf(campaignId)).toBe('draft')
    expect(await confirmBookingPayment(db, { sessionId, paymentIntentId: 'pi_1', now })).toBe(true)
    expect(await confirmBookingPayment(db, { sessionId, paymentIntentId: 'pi_1', now })).toBe(false)
    expect(await statusOf(campaignId)).toBe('in_review')
    expect(await bookingPayment(db, campaignId)).toMatchObject({ status: 'paid', providerPaymentId: 'pi_1' })
  })
})

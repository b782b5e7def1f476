import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { adCampaigns, adCreatives, adPayments, advertiserMembers, advertisers, categories } from '../../db/schema'
import { educationCategories, podcastCategories, videoCategories } from '../../db/schema/category-names'
import { cardDeclined } from '../../billing/refusals.server'
import type { TestCard } from '../../billing/local/test-cards'
import { readerAnswer } from '../../i18n/reader-message.server'
import { AppError } from '../../lib/app-error'
import { categorySlug } from '../../lib/category-slugs'
import { utcDay } from '../../lib/dates'
import { isSponsoredEditionKind, type SponsoredEditionKind } from '../ad-choices'
import { packageOf } from '../packages'
import { MAX_BOOKED_DAYS, MAX_LEAD_DAYS, MIN_BOOKED_DAYS, type BookingInput } from './booking-input'

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS

/** Newsletter editions an advertiser may sponsor when booking (staff newsletters are not sold). */
export const bookableEditionKinds = ['daily_digest', 'weekly_summary'] as const satisfies readonly SponsoredEditionKind[]

/**
 * The categories a booking may target, one choice per name: news categories and those of
 * courses, episodes and videos. A name can have a slug in each feature ('AI Ethics' is `ethics`
 * on news and `ai-ethics` on courses), so a choice stands for all of them.
 */
export async function targetableCategories(db: Db) {
  const news = await db.select({ name: categories.name, slug: categories.slug }).from(categories)
  const byName = new Map<string, Set<string>>()
  for (const { name, slug } of [...news, ...[...educationCategories, ...podcastCategories, ...videoCategories].map((name) => ({ name, slug: categorySlug(name) }))]) {
    byName.set(name, (byName.get(name) ?? new Set()).add(slug))
  }
  return [...byName].map(([name, slugs]) => ({ value: categorySlug(name) as string, name, slugs: [...slugs] })).sort((a, b) => a.name.localeCompare(b.name))
}

/** The page categories the chosen targeting choices stand for (a value that is no choice stands for itself). */
async function targetedSlugs(db: Db, values: string[]) {
  if (values.length === 0) return []
  const choices = new Map((await targetableCategories(db)).map((c) => [c.value, c.slugs]))
  return [...new Set(values.flatMap((value) => choices.get(value) ?? [value]))]
}

interface BookingChoices {
  categories: string[]
  newsletterKinds: string[]
}

/**
 * What the form cannot check alone, in the reader's language (field → message): the flight
 * against today (from tomorrow, at most 90 days ahead, 7 to 31 days long), category targeting
 * (Enterprise only, known categories) and newsletter editions (packages that include them).
 */
export async function checkBooking(db: Db, input: BookingInput, choices: BookingChoices, now = new Date()) {
  const offer = packageOf(input.packageId)!
  const errors: Record<string, string> = {}
  const today = Math.floor(now.getTime() / DAY_MS)
  const start = dayNumber(input.startsOn)
  const length = dayNumber(input.endsOn) - start + 1
  if (start <= today) errors.startsOn = readerAnswer('answers.booking.startTooSoon')
  else if (start > today + MAX_LEAD_DAYS) errors.startsOn = readerAnswer('answers.booking.startTooLate', { days: MAX_LEAD_DAYS })
  if (length < 1) errors.endsOn = readerAnswer('answers.booking.endBeforeStart')
  else if (length < MIN_BOOKED_DAYS || length > MAX_BOOKED_DAYS) errors.endsOn = readerAnswer('answers.booking.flightLength', { min: MIN_BOOKED_DAYS, max: MAX_BOOKED_DAYS })
  if (choices.categories.length > 0) {
    const known = new Set((await targetableCategories(db)).map((c) => c.value))
    if (!offer.hasTargeting) errors.categories = readerAnswer('answers.booking.targetingEnterprise')
    else if (choices.categories.length > 40 || !choices.categories.every((c) => known.has(c))) errors.categories = readerAnswer('answers.booking.unknownCategory')
  }
  const kinds = choices.newsletterKinds
  if (offer.newsletterEditions === 0 && kinds.length > 0) errors.newsletterKinds = readerAnswer('answers.booking.noNewsletter')
  else if (offer.newsletterEditions > 0 && (kinds.length === 0 || !kinds.every((k) => (bookableEditionKinds as readonly string[]).includes(k)))) {
    errors.newsletterKinds = readerAnswer('answers.booking.chooseEdition')
  }
  return errors
}

export type BookingPayment = { provider: 'local'; card: TestCard } | { provider: 'stripe' }

/**
 * Books a campaign an advertiser bought on /advertising, in one transaction: a new advertiser
 * with the member as its portal account, the campaign at the package's quantity and price, the
 * creatives waiting for staff review, and the payment. A local test-mode card pays at once (the
 * campaign goes to review; a declined card books nothing); with Stripe the campaign stays a
 * draft until Stripe reports the payment (`confirmBookingPayment`).
 */
export async function bookSelfServe(
  db: Db,
  input: { userId: string; form: BookingInput; choices: BookingChoices; images: { A?: string; B?: string }; payment: BookingPayment; now?: Date },
) {
  const now = input.now ?? new Date()
  const { form, payment } = input
  const offer = packageOf(form.packageId)!
  if (payment.provider === 'local' && payment.card.outcome === 'decline') throw cardDeclined()
  const isPaid = payment.provider === 'local'
  const newsletterKinds = input.choices.newsletterKinds.filter(isSponsoredEditionKind)
  const targeted = await targetedSlugs(db, input.choices.categories)
  return db.transaction(async (tx) => {
    const [advertiser] = await tx.insert(advertisers).values({ name: form.companyName, website: form.website }).returning({ id: advertisers.id })
    await tx.insert(advertiserMembers).values({ advertiserId: advertiser!.id, userId: input.userId })
    const [campaign] = await tx
      .insert(adCampaigns)
      .values({
        advertiserId: advertiser!.id,
        name: form.campaignName,
        packageId: form.packageId,
        status: isPaid ? 'in_review' : 'draft',
        startsOn: form.startsOn,
        endsOn: form.endsOn,
        soldImpressions: offer.impressions,
        priceCents: offer.price * 100,
        placements: [...offer.placements],
        categories: targeted,
        newsletterKinds,
        newsletterSlots: newsletterKinds.length > 0 ? offer.newsletterEditions : 0,
      })
      .returning({ id: adCampaigns.id })
    const creatives = [
      { headline: form.headlineA, body: form.bodyA, callToAction: form.callToActionA, destinationUrl: form.destinationA, imageUrl: input.images.A ?? null, imageAlt: input.images.A ? form.imageAltA : '' },
      { headline: form.headlineB, body: form.bodyB, callToAction: form.callToActionB, destinationUrl: form.destinationB, imageUrl: input.images.B ?? null, imageAlt: input.images.B ? form.imageAltB : '' },
    ].filter((c) => c.headline)
    await tx.insert(adCreatives).values(creatives.map((c) => ({ ...c, campaignId: campaign!.id, status: 'pending', submittedBy: input.userId, createdAt: now, updatedAt: now })))
    await tx.insert(adPayments).values({
      campaignId: campaign!.id,
      payerId: input.userId,
      provider: payment.provider,
      amountCents: offer.price * 100,
      ...(payment.provider === 'local'
        ? { status: 'paid', providerReference: `local_${randomUUID()}`, cardBrand: payment.card.brand, cardLast4: payment.card.last4, paidAt: now }
        : { status: 'pending' }),
    })
    return { campaignId: campaign!.id, advertiserId: advertiser!.id, isPaid }
  })
}

/** A campaign's payment, if it was booked on /advertising. */
export async function bookingPayment(db: Db, campaignId: string) {
  const [row] = await db
    .select({ provider: adPayments.provider, status: adPayments.status, amountCents: adPayments.amountCents, cardBrand: adPayments.cardBrand, cardLast4: adPayments.cardLast4, paidAt: adPayments.paidAt, refundedAt: adPayments.refundedAt, providerReference: adPayments.providerReference, providerPaymentId: adPayments.providerPaymentId })
    .from(adPayments)
    .where(eq(adPayments.campaignId, campaignId))
  return row ?? null
}

export type BookingPaymentRow = NonNullable<Awaited<ReturnType<typeof bookingPayment>>>

/**
 * Stripe reported the booking paid (its webhook, or the return from Checkout): the payment is
 * taken and the draft goes to review. Applied once; false when nothing changed.
 */
export async function confirmBookingPayment(db: Db, { sessionId, paymentIntentId, now = new Date() }: { sessionId: string; paymentIntentId: string | null; now?: Date }) {
  return db.transaction(async (tx) => {
    const paid = await tx
      .update(adPayments)
      .set({ status: 'paid', paidAt: now, providerPaymentId: paymentIntentId, updatedAt: now })
      .where(and(eq(adPayments.providerReference, sessionId), eq(adPayments.status, 'pending')))
      .returning({ campaignId: adPayments.campaignId })
    if (paid.length === 0) return false
    await tx.update(adCampaigns).set({ status: 'in_review', updatedAt: now }).where(and(eq(adCampaigns.id, paid[0]!.campaignId), eq(adCampaigns.status, 'draft')))
    return true
  })
}

/**
 * A paid campaign in review whose creative staff just approved is booked for its flight: live
 * when its first day has come, scheduled before (and left in review if its flight is over).
 */
export async function scheduleReviewedCampaign(db: Db, campaignId: string, now = new Date()) {
  const today = utcDay(now)
  const rows = await db
    .update(adCampaigns)
    .set({ status: sql`case when ${adCampaigns.startsOn} <= ${today}::date then 'live' else 'scheduled' end`, updatedAt: now })
    .where(and(eq(adCampaigns.id, campaignId), eq(adCampaigns.status, 'in_review'), sql`${adCampaigns.endsOn} >= ${today}::date`))
    .returning({ status: adCampaigns.status })
  return rows[0]?.status ?? null
}

export const refusedRefund = () => new AppError('conflict', 409, 'answers.booking.notPayable')

/**
 * Staff cannot run a booked campaign: it is canceled and its payment refunded in full. Only
 * before it has served (in review, or scheduled); `refund` gives the money back at the provider.
 */
export async function cancelBooking(db: Db, { campaignId, refund, now = new Date() }: { campaignId: string; refund: (payment: BookingPaymentRow) => Promise<void>; now?: Date }) {
  const payment = await bookingPayment(db, campaignId)
  const [campaign] = await db.select({ status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
  if (!payment || payment.status !== 'paid' || !campaign || !['in_review', 'scheduled'].includes(campaign.status)) throw refusedRefund()
  await refund(payment)
  await db.transaction(async (tx) => {
    await tx.update(adPayments).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(adPayments.campaignId, campaignId))
    await tx.update(adCampaigns).set({ status: 'canceled', updatedAt: now }).where(and(eq(adCampaigns.id, campaignId), inArray(adCampaigns.status, ['in_review', 'scheduled'])))
  })
}

/** Whom to tell about a booked campaign: the member who paid for it. */
export async function bookingPayer(db: Db, campaignId: string) {
  const [row] = await db.select({ payerId: adPayments.payerId }).from(adPayments).where(eq(adPayments.campaignId, campaignId))
  return row?.payerId ?? null
}

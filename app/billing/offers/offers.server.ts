import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { offerRedemptions, offers } from '../../db/schema'
import { AppError } from '../../lib/app-error'

export type Offer = typeof offers.$inferSelect

const codeOf = (code: string) => code.trim().toUpperCase()

export async function findOfferByCode(db: Db, code: string): Promise<Offer | undefined> {
  const [offer] = await db.select().from(offers).where(eq(offers.code, codeOf(code))).limit(1)
  return offer
}

export const unknownOffer = () => new AppError('invalid_promotion_code', 400, 'billing.error.invalid_promotion_code', { field: 'promotionCode' })
const refusals = {
  offer_ended: () => new AppError('offer_ended', 400, 'billing.error.offer_ended', { field: 'promotionCode' }),
  offer_used_up: () => new AppError('offer_used_up', 400, 'billing.error.offer_used_up', { field: 'promotionCode' }),
  offer_wrong_plan: () => new AppError('offer_wrong_plan', 400, 'billing.error.offer_wrong_plan', { field: 'promotionCode' }),
  offer_new_members_only: () => new AppError('offer_new_members_only', 400, 'billing.error.offer_new_members_only', { field: 'promotionCode' }),
}
const refusal = (code: keyof typeof refusals) => refusals[code]()

export const isEnded = (offer: Offer, now: Date) => !offer.isActive || (offer.endsAt !== null && offer.endsAt <= now)
export const isUsedUp = (offer: Offer) => offer.redemptionLimit !== null && offer.redemptionCount >= offer.redemptionLimit

/**
 * Why an offer cannot be used for this plan now, or null: unknown or archived codes and
 * retention offers are unknown to a checkout, then ended, fully redeemed, another plan, and a
 * longer trial for someone who has subscribed before.
 */
export function offerRefusal(offer: Offer | undefined, { planId, now, isTrialEligible }: { planId: string; now: Date; isTrialEligible: boolean }) {
  if (!offer || offer.purpose !== 'signup') return unknownOffer()
  if (isEnded(offer, now)) return refusal('offer_ended')
  if (isUsedUp(offer)) return refusal('offer_used_up')
  if (offer.planId && offer.planId !== planId) return refusal('offer_wrong_plan')
  if (offer.kind === 'trial' && !isTrialEligible) return refusal('offer_new_members_only')
  return null
}

/** The signup offer for a checkout, checked; undefined without a code. */
export async function checkoutOffer(db: Db, code: string | undefined, context: { planId: string; now: Date; isTrialEligible: boolean }) {
  if (!code) return undefined
  const offer = await findOfferByCode(db, code)
  const refused = offerRefusal(offer, context)
  if (refused) throw refused
  return offer!
}

/**
 * Counts one use of the offer in the caller's transaction. The count only moves while the
 * offer is live and under its limit, in one statement, so parallel redemptions of the last
 * use cannot both pass: the losers get "fully redeemed" (or "ended").
 */
export async function redeemOffer(tx: Db, offer: Offer, use: { userId: string; subscriptionId: string; planId: string; now: Date }) {
  const [counted] = await tx
    .update(offers)
    .set({ redemptionCount: sql`${offers.redemptionCount} + 1`, updatedAt: use.now })
    .where(
      and(
        eq(offers.id, offer.id),
        eq(offers.isActive, true),
        or(isNull(offers.endsAt), gt(offers.endsAt, use.now)),
        or(isNull(offers.redemptionLimit), lt(offers.redemptionCount, offers.redemptionLimit)),
      ),
    )
    .returning({ id: offers.id, endsAt: offers.endsAt })
  if (!counted) throw refusal(isEnded(offer, use.now) ? 'offer_ended' : 'offer_used_up')
  await tx.insert(offerRedemptions).values({ offerId: offer.id, userId: use.userId, subscriptionId: use.subscriptionId, planId: use.planId, createdAt: use.now })
}

/**
 * Records a use the payment provider already accepted (a Stripe checkout with the offer's
 * coupon, which enforces the same limit): once per subscription, the count never past the limit.
 */
export async function recordProviderRedemption(tx: Db, offerId: string, use: { userId: string; subscriptionId: string; planId: string }) {
  const [inserted] = await tx.insert(offerRedemptions).values({ offerId, ...use }).onConflictDoNothing().returning({ id: offerRedemptions.id })
  if (!inserted) return false
  await tx
    .update(offers)
    .set({ redemptionCount: sql`case when ${offers.redemptionLimit} is null then ${offers.redemptionCount} + 1 else least(${offers.redemptionCount} + 1, ${offers.redemptionLimit}) end`, updatedAt: new Date() })
    .where(eq(offers.id, offerId))
  return true
}

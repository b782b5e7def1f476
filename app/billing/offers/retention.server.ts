import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { offerRedemptions, offers } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { limitBilling } from '../actions.server'
import { noSubscription } from '../refusals.server'
import { formatMoney } from '../plan-math'
import { getPlanById, type Plan } from '../plans.server'
import { pauseNotices, pauseWindow } from '../pauses.server'
import { pauseStripeSubscription } from '../stripe/stripe-pauses.server'
import { findLiveSubscription, recordChange, updateSubscription, type SubscriptionRow } from '../state.server'
import { callStripe } from '../stripe/stripe-client.server'
import { stripeCouponFor } from '../stripe/stripe-offers.server'
import { applyStripeSubscription } from '../stripe/stripe-sync.server'
import { discountOf, offerSummary } from './offer-terms'
import { redeemOffer, type Offer } from './offers.server'

/**
 * The offer the cancel page shows before a member cancels: the newest live retention offer for
 * the subscription's plan (or every plan) with uses left. None for a subscription already
 * under an offer's discount, one that took a retention offer before, or one whose payment failed.
 */
export async function retentionOfferFor(db: Db, subscription: SubscriptionRow, now = new Date()): Promise<Offer | null> {
  if (subscription.status === 'past_due' || subscription.status === 'paused' || subscription.pausedUntil || subscription.cancelAtPeriodEnd) return null
  if (subscription.discountPercent > 0 || subscription.discountAmountCents > 0) return null
  // One save per subscription: a member who took a retention offer is not offered another.
  const [taken] = await db
    .select({ id: offerRedemptions.id })
    .from(offerRedemptions)
    .innerJoin(offers, eq(offers.id, offerRedemptions.offerId))
    .where(and(eq(offerRedemptions.subscriptionId, subscription.id), eq(offers.purpose, 'retention')))
    .limit(1)
  if (taken) return null
  const [offer] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.purpose, 'retention'),
        eq(offers.isActive, true),
        ne(offers.kind, 'trial'),
        or(isNull(offers.planId), eq(offers.planId, subscription.planId)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
        or(isNull(offers.redemptionLimit), lt(offers.redemptionCount, offers.redemptionLimit)),
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(1)
  return offer ?? null
}

const offerGone = () => new AppError('offer_ended', 400, 'billing.error.offer_ended')

/**
 * Keeps the subscription on the retention offer's terms: the discount applies to its next
 * payments (through a coupon on Stripe), or a pause begins when the paid period ends (Stripe
 * pauses collection); the use is counted, and the member is told.
 */
export async function acceptRetentionOffer(db: Db, { userId, offerId, now = new Date() }: { userId: string; offerId: string; now?: Date }) {
  await limitBilling(db, userId)
  const live = await findLiveSubscription(db, userId)
  if (!live) throw noSubscription()
  const offer = await retentionOfferFor(db, live, now)
  if (!offer || offer.id !== offerId) throw offerGone()
  const plan = (await getPlanById(db, live.planId))!
  const terms = offerSummary(offer, (cents) => formatMoney(cents))
  return db.transaction(async (tx) => {
    await redeemOffer(tx, offer, { userId, subscriptionId: live.id, planId: live.planId, now })
    if (offer.kind === 'pause') return pauseFor(tx, live, offer, plan, now)
    let row = live
    if (live.provider === 'stripe' && live.providerSubscriptionId) {
      const coupon = await stripeCouponFor(tx, offer, plan)
      const sub = await callStripe((stripe) => stripe.subscriptions.update(live.providerSubscriptionId!, { discounts: [{ coupon }] }))
      row = await applyStripeSubscription(tx, sub, { now, detail: { source: 'retention_offer' } })
    }
    const discount = discountOf(offer)
    const updated = await updateSubscription(tx, row.id, { ...discount, discountPeriodsLeft: live.provider === 'stripe' ? null : discount.discountPeriodsLeft, offerId: offer.id })
    await recordChange(tx, {
      subscriptionId: live.id,
      userId,
      tier: plan.tier,
      event: { type: 'retention_offer_accepted', detail: { offerId: offer.id, code: offer.code } },
      notice: { title: 'Offer applied', message: `Thank you for staying. Your ${plan.name} subscription continues with ${terms}.`, type: 'success' },
    })
    return updated
  })
}

/** A pause offer taken: the window is kept on the subscription, and on Stripe collection pauses with it. */
async function pauseFor(tx: Db, live: SubscriptionRow, offer: Offer, plan: Plan, now: Date) {
  const window = pauseWindow(live, offer.pauseMonths)
  const updated = live.provider === 'stripe' && live.providerSubscriptionId ? await pauseStripeSubscription(tx, live, window, now) : await updateSubscription(tx, live.id, window)
  await recordChange(tx, {
    subscriptionId: live.id,
    userId: live.userId,
    tier: plan.tier,
    event: { type: 'retention_offer_accepted', detail: { offerId: offer.id, code: offer.code, pausedUntil: window.pausedUntil.toISOString() } },
    notice: pauseNotices.scheduled(plan, window),
  })
  return updated
}

import { and, eq, isNull } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '../../db/client.server'
import { offers } from '../../db/schema'
import type { Offer } from '../offers/offers.server'
import type { Plan } from '../plans.server'
import { callStripe, toUnix } from './stripe-client.server'

/**
 * The Stripe coupon that carries an offer's discount, made on its first Stripe use under a
 * fixed id (`lumen_offer_<id>`), so two first checkouts at once share one coupon. Stripe
 * enforces the same redemption limit and end; a discount for N payments becomes a coupon
 * for N months (12 N on a yearly plan), which Stripe counts from the day it is applied.
 */
export async function stripeCouponFor(db: Db, offer: Offer, plan: Plan) {
  if (offer.stripeCouponId) return offer.stripeCouponId
  const id = `lumen_offer_${offer.id}`
  const params: Stripe.CouponCreateParams = {
    id,
    name: offer.name.slice(0, 40),
    ...(offer.kind === 'percent' ? { percent_off: offer.percentOff } : { amount_off: offer.amountOffCents, currency: 'usd' }),
    ...(offer.periods === null ? { duration: 'forever' as const } : { duration: 'repeating' as const, duration_in_months: offer.periods * (plan.interval === 'year' ? 12 : 1) }),
    ...(offer.redemptionLimit !== null ? { max_redemptions: offer.redemptionLimit } : {}),
    ...(offer.endsAt ? { redeem_by: toUnix(offer.endsAt) } : {}),
  }
  await callStripe(async (stripe) => {
    try {
      await stripe.coupons.create(params)
    } catch (error) {
      // Another request made it first: the fixed id makes it the same coupon.
      if ((error as { code?: string }).code !== 'resource_already_exists') throw error
    }
  })
  await db.update(offers).set({ stripeCouponId: id, updatedAt: new Date() }).where(and(eq(offers.id, offer.id), isNull(offers.stripeCouponId)))
  return id
}

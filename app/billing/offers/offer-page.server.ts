import type { Db } from '../../db/client.server'
import { listPlans } from '../plans.server'
import { findLiveSubscription } from '../state.server'
import { offerPriceCents, termsOf } from './offer-terms'
import { findOfferByCode, isEnded, isUsedUp } from './offers.server'

/**
 * What `/offer/{code}` shows: the offer's terms and, for each plan it applies to, the price
 * with it; or that it ended or was used up. Undefined for an unknown code or a retention offer
 * (those are only shown on the cancel page).
 */
export async function offerPage(db: Db, code: string, { userId, now = new Date() }: { userId: string | null; now?: Date }) {
  const offer = await findOfferByCode(db, code)
  if (!offer || offer.purpose !== 'signup') return undefined
  const { plans } = await listPlans(db)
  const eligible = plans.filter((p) => p.priceCents > 0 && (offer.planId ? p.id === offer.planId : true))
  const state = isEnded(offer, now) || eligible.length === 0 ? ('ended' as const) : isUsedUp(offer) ? ('usedUp' as const) : ('live' as const)
  return {
    offer: {
      ...termsOf(offer), name: offer.name, description: offer.description,
      endsAt: offer.endsAt, left: offer.redemptionLimit === null ? null : offer.redemptionLimit - offer.redemptionCount,
    },
    plans: eligible.map((p) => ({ id: p.id, name: p.name, interval: p.interval, priceCents: p.priceCents, offerCents: offerPriceCents(p.priceCents, offer) })),
    state,
    isSubscribed: userId ? Boolean(await findLiveSubscription(db, userId)) : false,
  }
}

import type { OfferKind, OfferPurpose } from '../../db/schema/billing-vocabulary'
import { discounted, type DiscountTerms } from '../plan-math'

/** What an offer gives, as pages and the billing code read it (client-safe). */
export interface OfferTerms {
  code: string
  kind: OfferKind
  purpose: OfferPurpose
  percentOff: number
  amountOffCents: number
  trialDays: number
  /** Payments the discount applies to; null: every payment. */
  periods: number | null
}

/** The discount a subscription takes from an offer (a trial offer takes none). */
export function discountOf(offer: OfferTerms): DiscountTerms & { promotionCode: string } {
  if (offer.kind === 'trial') return { discountPercent: 0, discountAmountCents: 0, discountPeriodsLeft: null, promotionCode: offer.code }
  return {
    discountPercent: offer.kind === 'percent' ? offer.percentOff : 0,
    discountAmountCents: offer.kind === 'amount' ? offer.amountOffCents : 0,
    discountPeriodsLeft: offer.periods,
    promotionCode: offer.code,
  }
}

/** A plan's price with the offer (the full price for a trial offer). */
export const offerPriceCents = (priceCents: number, offer: OfferTerms) =>
  offer.kind === 'trial' ? priceCents : discounted(priceCents, offer.kind === 'percent' ? offer.percentOff : 0, offer.kind === 'amount' ? offer.amountOffCents : 0)

/** "50% off for 3 payments", "$2.00 off every payment", "30-day free trial", for the admin (English). */
export function offerSummary(offer: OfferTerms, money: (cents: number) => string) {
  if (offer.kind === 'trial') return `${offer.trialDays}-day free trial`
  const discount = offer.kind === 'percent' ? `${offer.percentOff}% off` : `${money(offer.amountOffCents)} off`
  if (offer.periods === null) return `${discount} every payment`
  return `${discount} for ${offer.periods} payment${offer.periods === 1 ? '' : 's'}`
}

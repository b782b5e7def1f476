import type { OfferKind, OfferPurpose } from '../../db/schema/billing-vocabulary'
import { discounted, TRIAL_DAYS, type DiscountTerms } from '../plan-math'
import type { Tier } from '../../db/schema/accounts'

/** What an offer gives, as pages and the billing code read it (client-safe). */
export interface OfferTerms {
  code: string
  kind: OfferKind
  purpose: OfferPurpose
  percentOff: number
  amountOffCents: number
  trialDays: number
  /** A pause offer's months (retention only). */
  pauseMonths: number
  /** Payments the discount applies to; null: every payment. */
  periods: number | null
}

/** Just an offer's terms, for a page's data (never its counts, coupon or dates). */
export const termsOf = ({ code, kind, purpose, percentOff, amountOffCents, trialDays, pauseMonths, periods }: OfferTerms): OfferTerms => ({
  code, kind, purpose, percentOff, amountOffCents, trialDays, pauseMonths, periods,
})

/** The discount a subscription takes from an offer (a trial or a pause takes none). */
export function discountOf(offer: OfferTerms): DiscountTerms & { promotionCode: string } {
  if (offer.kind === 'trial' || offer.kind === 'pause') return { discountPercent: 0, discountAmountCents: 0, discountPeriodsLeft: null, promotionCode: offer.code }
  return {
    discountPercent: offer.kind === 'percent' ? offer.percentOff : 0,
    discountAmountCents: offer.kind === 'amount' ? offer.amountOffCents : 0,
    discountPeriodsLeft: offer.periods,
    promotionCode: offer.code,
  }
}

/** A plan's price with the offer (the full price for a trial or a pause). */
export const offerPriceCents = (priceCents: number, offer: OfferTerms) =>
  offer.kind === 'trial' || offer.kind === 'pause' ? priceCents : discounted(priceCents, offer.kind === 'percent' ? offer.percentOff : 0, offer.kind === 'amount' ? offer.amountOffCents : 0)

/** "50% off for 3 payments", "$2.00 off every payment", "30-day free trial", "a 2-month pause", for the admin (English). */
export function offerSummary(offer: OfferTerms, money: (cents: number) => string) {
  if (offer.kind === 'trial') return `${offer.trialDays}-day free trial`
  if (offer.kind === 'pause') return `a ${offer.pauseMonths}-month pause`
  const discount = offer.kind === 'percent' ? `${offer.percentOff}% off` : `${money(offer.amountOffCents)} off`
  if (offer.periods === null) return `${discount} every payment`
  return `${discount} for ${offer.periods} payment${offer.periods === 1 ? '' : 's'}`
}

/**
 * The free trial a new subscription starts with, in days (0: none): first-time subscribers get
 * the 7-day Premium trial, and a trial offer gives its own length on any plan to them.
 */
export function trialDaysFor({ tier, isFirst, offer }: { tier: Tier; isFirst: boolean; offer?: Pick<OfferTerms, 'kind' | 'trialDays'> | null }) {
  if (!isFirst) return 0
  if (offer?.kind === 'trial') return offer.trialDays
  return tier === 'premium' ? TRIAL_DAYS : 0
}

import { useCallback } from 'react'
import type { OfferTerms } from '../offers/offer-terms'
import { useBillingFormat } from './billing-format'

/** "50% off for 3 payments", "$2.00 off every payment", "30-day free trial", "a pause of 2 months", in the reader's language. */
export function useOfferWords() {
  const { t, money } = useBillingFormat()
  const discountWords = useCallback(
    (d: { percentOff: number; amountOffCents: number }) => (d.percentOff > 0 ? t('offer.terms.percent', { percent: d.percentOff }) : t('offer.terms.amount', { amount: money(d.amountOffCents) })),
    [t, money],
  )
  const termsWords = useCallback(
    (offer: Pick<OfferTerms, 'kind' | 'percentOff' | 'amountOffCents' | 'trialDays' | 'pauseMonths' | 'periods'>) => {
      if (offer.kind === 'trial') return t('offer.terms.trial', { count: offer.trialDays })
      if (offer.kind === 'pause') return t('offer.terms.pause', { count: offer.pauseMonths })
      const discount = discountWords({ percentOff: offer.kind === 'percent' ? offer.percentOff : 0, amountOffCents: offer.kind === 'amount' ? offer.amountOffCents : 0 })
      return offer.periods === null ? t('offer.terms.forever', { discount }) : t('offer.terms.periods', { discount, count: offer.periods })
    },
    [t, discountWords],
  )
  return { termsWords, discountWords }
}

import { Form, useNavigation } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { useBillingFormat } from './billing-format'
import { CardFields, TestCardTable } from './card-fields'
import { useOfferWords } from './offer-words'
import { AttributionField } from '../../attribution/visit-trail'
import type { OfferTerms } from '../offers/offer-terms'

interface Checkout {
  plan: { id: string; name: string; interval: string; priceCents: number }
  isTrial: boolean
  firstChargeAt: Date
  renewsAt: Date
  name: string
  /** The offer applied from an offer link, with the plan's price under it. */
  offer?: (Omit<OfferTerms, 'code'> & { code: string; priceCents: number }) | null
  offerCode?: string
  offerErrorKey?: string | null
}

interface State {
  errors: Record<string, string>
  values: Record<string, string>
  errorKey: string | null
}

/** Order summary, test cards and the card form of the local test-mode checkout. */
export function CheckoutForm({ checkout, state }: { checkout: Checkout; state?: State }) {
  const { t, money, date, planLabel, key } = useBillingFormat()
  const { termsWords } = useOfferWords()
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting'
  const { plan } = checkout
  const values = state?.values ?? { promotionCode: checkout.offerCode ?? '' }
  const errors = state?.errors ?? (checkout.offerErrorKey ? { promotionCode: t(key(checkout.offerErrorKey)) } : {})
  const { offer } = checkout
  const dueToday = checkout.isTrial ? 0 : (offer?.priceCents ?? plan.priceCents)
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
      <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="summary-heading" className="text-lg font-semibold">{t('checkout.summary')}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex justify-between gap-4"><dt>{t('checkout.plan')}</dt><dd className="font-semibold" data-testid="checkout-plan">{planLabel(plan)}</dd></div>
          <div className="flex justify-between gap-4"><dt>{t('checkout.price')}</dt><dd>{money(plan.priceCents)}{t(plan.interval === 'year' ? 'billing.perYear' : 'billing.perMonth')}</dd></div>
          {offer ? <div className="flex justify-between gap-4 text-brand-800 dark:text-brand-200" data-testid="checkout-offer"><dt>{t('checkout.offerApplied', { code: offer.code, terms: termsWords(offer) })}</dt><dd className="whitespace-nowrap">{offer.kind === 'trial' ? null : `−${money(plan.priceCents - offer.priceCents)}`}</dd></div> : null}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700"><dt>{t('checkout.dueToday')}</dt><dd data-testid="due-today">{money(dueToday)}</dd></div>
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {checkout.isTrial
            ? t('checkout.trialNotice', { date: date(checkout.firstChargeAt), price: money(offer?.priceCents ?? plan.priceCents) })
            : t('checkout.renewNotice', { date: date(checkout.renewsAt) })}
        </p>
        <TestCardTable />
      </aside>
      <Form method="post" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900" aria-label={t('checkout.cardForm')}>
        <input type="hidden" name="plan" value={plan.id} />
        <AttributionField />
        {state?.errorKey && !errors.promotionCode ? <div className="sm:col-span-2"><FormMessage tone="error">{t(key(state.errorKey))}</FormMessage></div> : null}
        <CardFields values={values} errors={errors} name={checkout.name} />
        <div className="sm:col-span-2">
          <TextField label={t('checkout.promotionCode')} name="promotionCode" maxLength={40} autoComplete="off" defaultValue={values.promotionCode} error={errors.promotionCode}
            hint={<p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{t('checkout.promotionHint')}</p>} />
        </div>
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <input type="checkbox" name="simulateDecline" className="size-4 rounded border-slate-400 accent-brand-600" />
          {t('checkout.simulateDecline')}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isSubmitting}>
            {isSubmitting ? t('checkout.processing') : checkout.isTrial ? t('checkout.startTrial') : t('checkout.pay', { amount: money(dueToday) })}
          </button>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('checkout.terms')}</p>
        </div>
      </Form>
    </div>
  )
}

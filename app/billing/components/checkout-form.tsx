import { Form, useNavigation } from 'react-router'
import { FormMessage, primaryButtonClass, TextField } from '../../ui/forms'
import { useBillingFormat } from './billing-format'

interface Checkout {
  plan: { id: string; name: string; interval: string; priceCents: number }
  isTrial: boolean
  firstChargeAt: Date
  renewsAt: Date
  name: string
}

interface State {
  errors: Record<string, string>
  values: Record<string, string>
  errorKey: string | null
}

const testCardRows = [
  ['4242 4242 4242 4242', 'checkout.cardApprove'],
  ['4000 0000 0000 0341', 'checkout.cardDeclineLater'],
  ['4000 0000 0000 0002', 'checkout.cardDecline'],
] as const

/** Order summary, test cards and the card form of the local test-mode checkout. */
export function CheckoutForm({ checkout, state }: { checkout: Checkout; state?: State }) {
  const { t, money, date, planLabel, key } = useBillingFormat()
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting'
  const { plan } = checkout
  const values = state?.values ?? {}
  const errors = state?.errors ?? {}
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
      <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="summary-heading" className="text-lg font-semibold">{t('checkout.summary')}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex justify-between gap-4"><dt>{t('checkout.plan')}</dt><dd className="font-semibold" data-testid="checkout-plan">{planLabel(plan)}</dd></div>
          <div className="flex justify-between gap-4"><dt>{t('checkout.price')}</dt><dd>{money(plan.priceCents)}{t(plan.interval === 'year' ? 'billing.perYear' : 'billing.perMonth')}</dd></div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700"><dt>{t('checkout.dueToday')}</dt><dd data-testid="due-today">{money(checkout.isTrial ? 0 : plan.priceCents)}</dd></div>
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {checkout.isTrial
            ? t('checkout.trialNotice', { date: date(checkout.firstChargeAt), price: money(plan.priceCents) })
            : t('checkout.renewNotice', { date: date(checkout.renewsAt) })}
        </p>
        <h3 className="mt-6 text-sm font-semibold">{t('checkout.testCards')}</h3>
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">{t('checkout.testCards')}</caption>
          <tbody>
            {testCardRows.map(([number, label]) => (
              <tr key={number} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1.5 pe-3 font-mono font-normal whitespace-nowrap">{number}</th>
                <td className="py-1.5 text-slate-600 dark:text-slate-300">{t(label)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('checkout.anyExpiry')}</p>
      </aside>
      <Form method="post" className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900" aria-label={t('checkout.cardForm')}>
        <input type="hidden" name="plan" value={plan.id} />
        {state?.errorKey && !errors.promotionCode ? <div className="sm:col-span-2"><FormMessage tone="error">{t(key(state.errorKey))}</FormMessage></div> : null}
        <div className="sm:col-span-2">
          <TextField label={t('checkout.cardName')} name="cardName" required maxLength={100} autoComplete="cc-name" defaultValue={values.cardName ?? checkout.name} error={errors.cardName} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={t('checkout.cardNumber')} name="cardNumber" required inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} error={errors.cardNumber} />
        </div>
        <TextField label={t('checkout.expiry')} name="expiry" required autoComplete="cc-exp" placeholder="12/34" maxLength={7} defaultValue={values.expiry} error={errors.expiry} />
        <TextField label={t('checkout.cvc')} name="cvc" required inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} error={errors.cvc} />
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
            {isSubmitting ? t('checkout.processing') : checkout.isTrial ? t('checkout.startTrial') : t('checkout.pay', { amount: money(plan.priceCents) })}
          </button>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('checkout.terms')}</p>
        </div>
      </Form>
    </div>
  )
}

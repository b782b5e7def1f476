import { useCallback } from 'react'
import { formatMoney } from '../plan-math'
import type { MessageKey } from '../../i18n/en'
import { useLanguage, useT } from '../../i18n/i18n'
import type { BillingResult } from '../route-helpers.server'
import { formatDate } from '../../lib/dates'
import { FormMessage } from '../../ui/forms'
import type { BillingProviderName } from '../../config.server'

/** Money, dates and plan names in the reader's language. */
export function useBillingFormat() {
  const t = useT()
  const language = useLanguage()
  const money = useCallback((cents: number, currency = 'usd') => formatMoney(cents, language, currency), [language])
  const date = useCallback((value: Date | string) => formatDate(value, language, 'longDate'), [language])
  const planLabel = useCallback(
    (plan: { name: string; interval: string }) =>
      t('billing.planWithInterval', { plan: plan.name, interval: t(plan.interval === 'year' ? 'billing.yearlyLower' : 'billing.monthlyLower') }),
    [t],
  )
  return { t, money, date, planLabel, key: (key: string) => key as MessageKey }
}

/** Which payment provider is active, said plainly (test mode is never dressed up as real). */
export function ProviderNotice({ provider }: { provider: BillingProviderName }) {
  const { t } = useBillingFormat()
  return (
    <p data-testid="billing-provider" data-provider={provider} className="flex flex-wrap items-center justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-300">
      {provider === 'local' ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">{t('checkout.testMode')}</span>
      ) : null}
      {t(provider === 'local' ? 'billing.providerLocal' : provider === 'stripe' ? 'billing.providerStripe' : 'billing.providerNone')}
    </p>
  )
}

/** The outcome of a billing form or a return from checkout. */
export function ResultNotice({ result }: { result: BillingResult }) {
  const { t, money, date, planLabel, key } = useBillingFormat()
  const text = t(key(result.key), {
    plan: result.plan ? planLabel(result.plan) : '',
    amount: result.amountCents !== undefined ? money(result.amountCents) : '',
    date: result.date ? date(result.date) : '',
  })
  return (
    <div data-testid="billing-result">
      <FormMessage tone={result.ok ? 'success' : 'error'}>{text}</FormMessage>
    </div>
  )
}

import { Form, Link, useNavigation } from 'react-router'
import { Section } from '../../accounts/components/profile/result-message'
import { inputClass, primaryButtonClass, secondaryButtonClass, TextField } from '../../ui/forms'
import type { BillingResult } from '../route-helpers.server'
import type { loadSubscriptionTab } from '../tab-action.server'
import { ProviderNotice, ResultNotice, useBillingFormat } from './billing-format'
import { CurrentBanner } from './current-banner'
import { InvoiceTable } from './invoice-table'

type TabData = Awaited<ReturnType<typeof loadSubscriptionTab>>

/** Account settings → Subscription: plan, status, renewal, change/cancel, payment history. */
export function SubscriptionTab({ tier, billing, result }: { tier: string; billing: TabData; result?: BillingResult }) {
  const { t, money, planLabel } = useBillingFormat()
  const navigation = useNavigation()
  const { current } = billing
  const tierName = tier === 'enterprise' ? 'Enterprise' : tier === 'premium' ? 'Premium' : 'Free'
  const choices = billing.plans.filter((p) => p.priceCents > 0 && p.id !== current?.plan.id)
  return (
    <div className="space-y-6">
      <Section title={t(current ? 'billing.membership' : 'billing.yourMembership')}>
        <div className="space-y-4">
          <ProviderNotice provider={billing.provider} />
          {result ? <ResultNotice result={result} /> : null}
          <p className="text-lg">
            {t('profile.currentPlan')} <strong data-testid="current-plan">{current ? planLabel(current.plan) : tierName}</strong>
          </p>
          {current ? <CurrentBanner current={current} provider={billing.provider} formIntent="billing" /> : <p className="text-slate-600 dark:text-slate-300">{t('billing.noSubscription')}</p>}
          {current?.status === 'past_due' && current.provider === 'local' ? <RetryPaymentForm /> : null}
          {current && current.status !== 'past_due' && choices.length > 0 ? (
            <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={t('billing.changePlan')}>
              <input type="hidden" name="intent" value="billing" />
              <input type="hidden" name="op" value="change" />
              <label className="min-w-64 flex-1 text-sm font-medium">
                {t('billing.changePlan')}
                <select name="plan" className={inputClass} defaultValue={choices[0]!.id}>
                  {choices.map((plan) => (
                    <option key={plan.id} value={plan.id}>{`${planLabel(plan)} — ${money(plan.priceCents)}`}</option>
                  ))}
                </select>
              </label>
              <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('billing.applyChange')}</button>
              <p className="w-full text-sm text-slate-600 dark:text-slate-400">{t('billing.changeRules')}</p>
            </Form>
          ) : null}
          <Link to="/subscription" className={secondaryButtonClass}>{t('billing.viewPlans')}</Link>
        </div>
      </Section>
      <Section title={t('billing.history')}>
        <InvoiceTable invoices={billing.invoices} plans={billing.plans} />
      </Section>
    </div>
  )
}

/** Test mode, after a failed renewal: pay the open invoice with a (test) card. */
function RetryPaymentForm() {
  const { t } = useBillingFormat()
  const navigation = useNavigation()
  return (
    <Form method="post" className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 dark:border-slate-700" aria-labelledby="retry-heading">
      <input type="hidden" name="intent" value="billing" />
      <input type="hidden" name="op" value="retry" />
      <div className="sm:col-span-2">
        <h3 id="retry-heading" className="font-semibold">{t('billing.retryTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('billing.retryText')}</p>
      </div>
      <TextField label={t('checkout.cardName')} name="cardName" required maxLength={100} autoComplete="cc-name" />
      <TextField label={t('checkout.cardNumber')} name="cardNumber" required inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
      <TextField label={t('checkout.expiry')} name="expiry" required autoComplete="cc-exp" placeholder="12/34" maxLength={7} />
      <TextField label={t('checkout.cvc')} name="cvc" required inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('billing.retry')}</button>
      </div>
    </Form>
  )
}

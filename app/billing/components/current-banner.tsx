import { Form, Link } from 'react-router'
import type { BillingOverview } from '../billing-overview.server'
import { discounted } from '../plan-math'
import { secondaryButtonClass } from '../../ui/forms'
import { useBillingFormat } from './billing-format'
import { useOfferWords } from './offer-words'
import type { BillingProviderName } from '../../config.server'

type Current = NonNullable<BillingOverview['current']>

/**
 * The member's subscription: plan, status, renewal or end date, scheduled change, and the
 * cancel / resume / keep-plan / portal actions. On the profile page the forms carry
 * `intent=billing` and the action in `op`; on /subscription the action is the intent.
 */
export function CurrentBanner({ current, provider, formIntent }: { current: Current; provider: BillingProviderName; formIntent?: string }) {
  const { t, money, date, planLabel } = useBillingFormat()
  const { discountWords } = useOfferWords()
  const statusKey = ({ trialing: 'billing.statusTrialing', past_due: 'billing.statusPastDue', paused: 'billing.statusPaused', active: 'billing.statusActive' } as const)[current.status]
  const lines: string[] = []
  const isGift = current.provider === 'gift'
  const isPaused = current.status === 'paused'
  // A pause arranged on the cancel page: waiting for the paid period to end, or running.
  const pause = current.pauseStartsAt && current.pausedUntil ? { from: current.pauseStartsAt, until: current.pausedUntil } : null
  if (isGift) lines.push(t('gifts.banner', { date: date(current.accessEndsAt) }))
  else if (current.cancelAtPeriodEnd) lines.push(t('billing.endsOn', { date: date(current.accessEndsAt) }))
  else if (pause && isPaused) lines.push(t('billing.pausedUntil', { date: date(pause.until), price: money(current.plan.priceCents) }))
  else if (pause) lines.push(t('billing.pauseScheduled', { from: date(pause.from), until: date(pause.until) }))
  else if (current.status === 'past_due' && current.graceEndsAt) lines.push(t('billing.graceUntil', { date: date(current.graceEndsAt) }))
  else if (current.status === 'trialing' && current.trialEnd)
    lines.push(t('billing.trialEndsOn', { date: date(current.trialEnd), price: money(discounted(current.plan.priceCents, current.discountPercent, current.discountAmountCents)) }))
  else lines.push(t('billing.renewsOn', { date: date(current.currentPeriodEnd) }))
  if (current.scheduledPlan) lines.push(t('billing.scheduledChange', { plan: planLabel(current.scheduledPlan), date: date(current.currentPeriodEnd) }))
  if (current.promotionCode && current.discountPeriodsLeft !== null && (current.discountPercent > 0 || current.discountAmountCents > 0))
    lines.push(t('billing.discountLeft', { code: current.promotionCode, discount: discountWords({ percentOff: current.discountPercent, amountOffCents: current.discountAmountCents }), count: current.discountPeriodsLeft }))
  else if (current.promotionCode && current.discountAmountCents > 0)
    lines.push(t('billing.discountTerms', { code: current.promotionCode, terms: discountWords({ percentOff: 0, amountOffCents: current.discountAmountCents }) }))
  else if (current.promotionCode && current.discountPercent > 0) lines.push(t('billing.discount', { code: current.promotionCode, percent: current.discountPercent }))
  if (current.creditCents > 0) lines.push(t('billing.credit', { amount: money(current.creditCents) }))
  if (current.card) lines.push(t('billing.cardOnFile', { card: current.card }))
  // The workspace that runs on this subscription: its seats used and included.
  if (current.seats) lines.push(t('workspace.seats.billing', { used: current.seats.used, included: current.seats.included }))
  const button = (op: string, label: string) => (
    <Form method="post" preventScrollReset>
      {formIntent ? <input type="hidden" name="intent" value={formIntent} /> : null}
      <button type="submit" name={formIntent ? 'op' : 'intent'} value={op} className={secondaryButtonClass}>{label}</button>
    </Form>
  )
  const isWarning = current.status === 'past_due' || current.cancelAtPeriodEnd || isPaused
  return (
    <section
      aria-labelledby="current-subscription"
      data-testid="subscription-banner"
      data-plan={current.plan.id}
      data-status={current.status}
      data-cancel-at-period-end={String(current.cancelAtPeriodEnd)}
      data-scheduled-plan={current.scheduledPlan?.id ?? ''}
      className={`rounded-2xl border p-5 ${isWarning ? 'border-amber-300 bg-amber-50 dark:border-amber-400/40 dark:bg-amber-400/10' : 'border-brand-200 bg-brand-50 dark:border-brand-400/30 dark:bg-brand-400/10'}`}
    >
      <h2 id="current-subscription" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">{t('billing.bannerTitle')}</h2>
      <p className="mt-1 text-xl font-bold">
        <span data-testid="banner-plan">{planLabel(current.plan)}</span>
        <span className="ms-3 rounded-full bg-white px-2.5 py-0.5 align-middle text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100" data-testid="banner-status">{t(statusKey)}</span>
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-200" data-testid="banner-details">
        {lines.map((line) => <li key={line}>{line}</li>)}
      </ul>
      {/* A gift was paid once by someone else: nothing to cancel, resume or change. */}
      {isGift ? null : <div className="mt-4 flex flex-wrap gap-3">
        {/* Cancelling asks why first, on a page of its own. */}
        {current.cancelAtPeriodEnd ? button('resume', t('billing.resume')) : <Link to="/subscription/cancel" className={secondaryButtonClass}>{t('billing.cancel')}</Link>}
        {pause && !current.cancelAtPeriodEnd ? button('unpause', t(isPaused ? 'billing.resumeNow' : 'billing.cancelPause')) : null}
        {current.scheduledPlan ? button('keep', t('billing.keepPlan')) : null}
        {provider === 'stripe' && current.provider === 'stripe' ? button('portal', t('billing.portal')) : null}
      </div>}
    </section>
  )
}

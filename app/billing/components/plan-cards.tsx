import { AttributionField } from '../../attribution/visit-trail'
import { Form, Link, useNavigation } from 'react-router'
import type { PlanAction, BillingOverview } from '../billing-overview.server'
import type { Plan } from '../plans.server'
import { plansForInterval } from '../plan-math'
import { useBillingFormat } from './billing-format'
import type { BillingProviderName } from '../../config.server'

interface Props {
  plans: Plan[]
  interval: 'month' | 'year'
  isSignedIn: boolean
  tier: string | null
  current: BillingOverview['current']
  actions: Record<string, PlanAction>
  isTrialEligible: boolean
  /** With no payment provider (`none`), paid plans are shown without a way to buy them. */
  provider: BillingProviderName
}

const buttonBase = 'inline-flex w-full items-center justify-center rounded-full px-5 py-3 font-semibold'
const activeButton = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60`
const quietLabel = `${buttonBase} ring-1 ring-slate-300 ring-inset text-slate-700 dark:ring-slate-600 dark:text-slate-200`
const outlineButton = `${buttonBase} ring-2 ring-brand-600 ring-inset text-brand-700 hover:bg-brand-50 dark:ring-brand-400 dark:text-brand-200 dark:hover:bg-brand-400/10`

export function PlanCards(props: Props) {
  const { t, money } = useBillingFormat()
  const shown = plansForInterval(props.plans, props.interval)
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-3" data-testid="plan-cards">
      {shown.map((plan) => {
        const isPopular = plan.tier === 'premium'
        const perMonth = plan.interval === 'year' ? Math.round(plan.priceCents / 12) : null
        return (
          <section key={plan.id} aria-labelledby={`plan-${plan.id}`} data-testid={`plan-${plan.tier}`}
            className={`relative flex flex-col rounded-3xl border bg-white p-7 dark:bg-slate-900 ${isPopular ? 'border-brand-500 shadow-xl shadow-brand-500/10' : 'border-slate-200 dark:border-slate-800'}`}>
            {isPopular ? <span className="absolute -top-3 start-7 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">{t('billing.mostPopular')}</span> : null}
            <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">{plan.name}</h2>
            <p className="mt-4">
              <span className="text-4xl font-bold">{money(plan.priceCents)}</span>
              <span className="text-slate-600 dark:text-slate-400">{t(plan.interval === 'year' && plan.priceCents > 0 ? 'billing.perYear' : 'billing.perMonth')}</span>
            </p>
            <p className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-400">
              {perMonth !== null ? t('billing.perMonthBilledYearly', { price: money(perMonth) }) : null}
            </p>
            {plan.seats > 1 ? (
              <p className="mt-4 inline-flex self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-400/10 dark:text-brand-200" data-testid="plan-seats">
                {t('billing.priceForSeats', { count: plan.seats })}
              </p>
            ) : null}
            <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {plan.features.map((feature, index) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-600 dark:text-brand-300">✓</span>
                  <span>
                    {feature}
                    {plan.featureNotes?.[index] ? <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{plan.featureNotes[index]}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <PlanButton plan={plan} {...props} />
            </div>
          </section>
        )
      })}
    </div>
  )
}

function PlanButton({ plan, isSignedIn, tier, current, actions, isTrialEligible, provider }: Props & { plan: Plan }) {
  const { t, money, date } = useBillingFormat()
  const navigation = useNavigation()
  const isBusy = navigation.state !== 'idle' && navigation.formData?.get('plan') === plan.id
  if (plan.priceCents === 0) {
    // Visitors can start here; members already have it. The empty note line keeps the buttons of all cards level.
    return (
      <div>
        {isSignedIn ? <span className={quietLabel}>{t('billing.alwaysFree')}</span> : <Link to="/register" className={outlineButton}>{t('nav.register')}</Link>}
        <p className="mt-2 min-h-5 text-center text-sm text-slate-600 dark:text-slate-400">{isSignedIn ? null : t('billing.alwaysFree')}</p>
      </div>
    )
  }
  const action = actions[plan.id]
  if (action?.kind === 'current' || (!current && isSignedIn && tier === plan.tier)) {
    return <span className={quietLabel} aria-current="true">{t('billing.currentPlan')}</span>
  }
  if (provider === 'none') return <span className={quietLabel} data-testid="plan-unavailable">{t('billing.notForSale')}</span>
  if (!current || !action || action.kind === 'subscribe') {
    return (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="plan" value={plan.id} />
        <AttributionField />
        <button type="submit" name="intent" value="subscribe" className={activeButton} disabled={isBusy}>{t('billing.get', { plan: plan.name })}</button>
        <p className="mt-2 min-h-5 text-center text-sm text-slate-600 dark:text-slate-400">{plan.tier === 'premium' && isTrialEligible ? t('billing.trialOffer') : null}</p>
      </Form>
    )
  }
  if (action.isBlocked) return <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t('billing.error.past_due')}</p>
  const isSameTier = current.plan.tier === plan.tier
  const label = isSameTier
    ? t(plan.interval === 'year' ? 'billing.switchYearly' : 'billing.switchMonthly')
    : t(action.kind === 'upgrade' ? 'billing.upgradeTo' : 'billing.downgradeTo', { plan: plan.name })
  const note =
    action.kind === 'upgrade'
      ? action.creditLeftCents > current.creditCents
        ? t('billing.chargeTodayCredit', { amount: money(action.chargeCents), credit: money(action.creditLeftCents - current.creditCents) })
        : t('billing.chargeToday', { amount: money(action.chargeCents) })
      : action.kind === 'downgrade'
        ? t('billing.startsOn', { date: date(action.effectiveAt) })
        : t('billing.afterTrial')
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="plan" value={plan.id} />
      <AttributionField />
      <button type="submit" name="intent" value="change" className={activeButton} disabled={isBusy}>{label}</button>
      <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400" data-testid={`change-note-${plan.id}`}>{note}</p>
    </Form>
  )
}

/** Monthly/yearly switch as two links (?interval=year), so it works without JavaScript. */
export function IntervalToggle({ interval }: { interval: 'month' | 'year' }) {
  const { t } = useBillingFormat()
  const option = 'flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 aria-[current=true]:bg-white aria-[current=true]:text-slate-950 aria-[current=true]:shadow dark:text-slate-300 dark:hover:text-white dark:aria-[current=true]:bg-slate-700 dark:aria-[current=true]:text-white'
  return (
    <nav aria-label={t('billing.billingPeriod')} className="mt-10 flex justify-center">
      <div className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        <Link to="?interval=month" preventScrollReset replace aria-current={interval === 'month' ? 'true' : undefined} className={option} data-testid="interval-month">
          {t('billing.monthly')}
        </Link>
        <Link to="?interval=year" preventScrollReset replace aria-current={interval === 'year' ? 'true' : undefined} className={option} data-testid="interval-year">
          {t('billing.yearly')}
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">{t('billing.save')}</span>
        </Link>
      </div>
    </nav>
  )
}

import type { MessageKey } from '../../i18n/en'
import type { Tier } from '../../db/schema/accounts'
import type { Plan } from '../plans.server'
import { useBillingFormat } from './billing-format'

type Cell = boolean | MessageKey

/** What each tier includes (spec §1 and §6). */
const rows: { feature: MessageKey; free: Cell; premium: Cell; enterprise: Cell }[] = [
  { feature: 'billing.rowArticles', free: 'billing.fivePerDay', premium: 'billing.unlimited', enterprise: 'billing.unlimited' },
  { feature: 'billing.rowPremium', free: false, premium: true, enterprise: true },
  { feature: 'billing.rowAdFree', free: false, premium: true, enterprise: true },
  { feature: 'billing.rowOffline', free: false, premium: true, enterprise: true },
  { feature: 'billing.rowSupport', free: false, premium: true, enterprise: true },
  { feature: 'billing.rowApi', free: false, premium: false, enterprise: 'billing.apiRequests' },
  { feature: 'billing.rowTeam', free: false, premium: false, enterprise: true },
  { feature: 'billing.rowAnalytics', free: false, premium: false, enterprise: true },
  { feature: 'billing.rowIntegrations', free: false, premium: false, enterprise: true },
  { feature: 'billing.rowCommunity', free: true, premium: true, enterprise: true },
]

/** The most seats a tier's plans include, when more than one person shares them. */
const teamSeats = (plans: Pick<Plan, 'tier' | 'seats'>[], tier: Tier) => Math.max(1, ...plans.filter((plan) => plan.tier === tier).map((plan) => plan.seats))

export function ComparisonTable({ plans }: { plans: Pick<Plan, 'tier' | 'seats'>[] }) {
  const { t } = useBillingFormat()
  const seats = (tier: Tier) => {
    const count = teamSeats(plans, tier)
    return count > 1 ? t('workspace.seats.count', { count }) : false
  }
  const cell = (value: Cell) =>
    typeof value === 'string' ? (
      t(value)
    ) : value ? (
      <><span aria-hidden="true" className="text-brand-600 dark:text-brand-300">✓</span><span className="sr-only">{t('billing.included')}</span></>
    ) : (
      <><span aria-hidden="true" className="text-slate-400 dark:text-slate-500">—</span><span className="sr-only">{t('billing.notIncluded')}</span></>
    )
  return (
    <section aria-labelledby="compare-heading" className="mt-20">
      <h2 id="compare-heading" className="text-center font-serif text-3xl font-bold">{t('billing.compareTitle')}</h2>
      <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[20rem] text-start text-xs sm:text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">{t('billing.feature')}</th>
              <th scope="col" className="px-2 py-3 sm:px-4 text-center font-semibold">Free</th>
              <th scope="col" className="px-2 py-3 sm:px-4 text-center font-semibold">Premium</th>
              <th scope="col" className="px-2 py-3 sm:px-4 text-center font-semibold">Enterprise</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            <tr data-testid="compare-seats">
              <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-slate-800 dark:text-slate-200">{t('workspace.seats.row')}</th>
              {(['free', 'premium', 'enterprise'] as const).map((tier) => {
                const value = seats(tier)
                return <td key={tier} className="px-2 py-3 sm:px-4 text-center">{value === false ? cell(false) : value}</td>
              })}
            </tr>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-slate-800 dark:text-slate-200">{t(row.feature)}</th>
                <td className="px-2 py-3 sm:px-4 text-center">{cell(row.free)}</td>
                <td className="px-2 py-3 sm:px-4 text-center">{cell(row.premium)}</td>
                <td className="px-2 py-3 sm:px-4 text-center">{cell(row.enterprise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

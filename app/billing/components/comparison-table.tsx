import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/en'
import type { Tier } from '../../db/schema/accounts'
import type { Plan } from '../plans.server'
import { useBillingFormat } from './billing-format'

type Cell = boolean | MessageKey

/** What each tier includes (spec §1 and §6). */
const rows: ({ feature: MessageKey } & Record<Tier, Cell>)[] = [
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

/** The tier columns, left to right, headed by the plan names. */
const tierColumns: { tier: Tier; name: string }[] = [
  { tier: 'free', name: 'Free' },
  { tier: 'premium', name: 'Premium' },
  { tier: 'enterprise', name: 'Enterprise' },
]

/** The most seats a tier's plans include, when more than one person shares them. */
const teamSeats = (plans: Pick<Plan, 'tier' | 'seats'>[], tier: Tier) => Math.max(1, ...plans.filter((plan) => plan.tier === tier).map((plan) => plan.seats))

/** One line of the table: the feature, then what each tier gives of it. */
function ComparisonRow({ feature, value, testId }: { feature: string; value: (tier: Tier) => ReactNode; testId?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-slate-800 dark:text-slate-200">{feature}</th>
      {tierColumns.map(({ tier }) => (
        <td key={tier} className="px-2 py-3 sm:px-4 text-center">{value(tier)}</td>
      ))}
    </tr>
  )
}

export function ComparisonTable({ plans }: { plans: Pick<Plan, 'tier' | 'seats'>[] }) {
  const { t } = useBillingFormat()
  const cell = (value: Cell) =>
    typeof value === 'string' ? (
      t(value)
    ) : value ? (
      <><span aria-hidden="true" className="text-brand-600 dark:text-brand-300">✓</span><span className="sr-only">{t('billing.included')}</span></>
    ) : (
      <><span aria-hidden="true" className="text-slate-400 dark:text-slate-500">—</span><span className="sr-only">{t('billing.notIncluded')}</span></>
    )
  const seats = (tier: Tier) => {
    const count = teamSeats(plans, tier)
    return count > 1 ? t('workspace.seats.count', { count }) : cell(false)
  }
  return (
    <section aria-labelledby="compare-heading" className="mt-20">
      <h2 id="compare-heading" className="text-center font-serif text-3xl font-bold">{t('billing.compareTitle')}</h2>
      <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[20rem] text-start text-xs sm:text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold">{t('billing.feature')}</th>
              {tierColumns.map(({ tier, name }) => (
                <th key={tier} scope="col" className="px-2 py-3 sm:px-4 text-center font-semibold">{name}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            <ComparisonRow testId="compare-seats" feature={t('workspace.seats.row')} value={seats} />
            {rows.map((row) => (
              <ComparisonRow key={row.feature} feature={t(row.feature)} value={(tier) => cell(row[tier])} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

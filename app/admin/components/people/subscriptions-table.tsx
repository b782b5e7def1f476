import { Link } from 'react-router'
import { formatDollars } from '../../people/mrr'
import type { listSubscriptions } from '../../people/subscriptions.server'
import { AdminTable, adminTime } from '../admin-ui'
import { SubscriptionStatusBadge } from './people-badges'

type Rows = Awaited<ReturnType<typeof listSubscriptions>>['subscriptions']

export function SubscriptionsTable({ subscriptions }: { subscriptions: Rows }) {
  return (
    <AdminTable testId="subscriptions-table" label="Subscriptions">
      <thead>
        <tr><th>Member</th><th className="hidden sm:table-cell">Plan</th><th className="hidden sm:table-cell">Status</th><th className="hidden md:table-cell">Period end</th><th className="text-right">MRR</th></tr>
      </thead>
      <tbody>
        {subscriptions.map((s) => (
          <tr key={s.id}>
            <td className="max-w-64">
              <Link to={`/admin/subscriptions/${s.id}`} className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-300">{s.userName}</Link>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{s.userEmail}</span>
              <span className="mt-1 block text-xs sm:hidden">{s.planName} {s.interval === 'year' ? 'yearly' : 'monthly'}</span>
              <span className="mt-1.5 block sm:hidden"><SubscriptionStatusBadge status={s.status} /></span>
            </td>
            <td className="hidden whitespace-nowrap sm:table-cell">
              {s.planName}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {formatDollars(s.priceCents)} / {s.interval}
                {s.discountPercent ? ` · ${s.discountPercent}% off` : ''}
              </span>
            </td>
            <td className="hidden sm:table-cell">
              <SubscriptionStatusBadge status={s.status} />
              {s.cancelAtPeriodEnd && s.status !== 'canceled' ? <span className="mt-1 block text-xs text-amber-700 dark:text-amber-300">Cancels at period end</span> : null}
            </td>
            <td className="hidden whitespace-nowrap md:table-cell">{adminTime(s.currentPeriodEnd)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{formatDollars(s.mrrCents)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}

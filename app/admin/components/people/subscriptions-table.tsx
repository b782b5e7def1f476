import { formatDollars } from '../../people/mrr'
import type { listSubscriptions } from '../../people/subscriptions.server'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminTable, adminTime } from '../admin-ui'
import { MemberName } from './member-name'
import { SubscriptionStatusBadge } from './people-badges'

type Row = Awaited<ReturnType<typeof listSubscriptions>>['subscriptions'][number]

const subscriptionColumns: TableColumn<Row>[] = [
  {
    header: 'Member',
    className: 'max-w-64',
    cell: (s) => (
      <>
        <MemberName to={`/admin/subscriptions/${s.id}`} name={s.userName} email={s.userEmail} />
        <span className="mt-1 block text-xs sm:hidden">{s.planName} {s.interval === 'year' ? 'yearly' : 'monthly'}</span>
        <span className="mt-1.5 block sm:hidden"><SubscriptionStatusBadge status={s.status} /></span>
      </>
    ),
  },
  {
    header: 'Plan',
    headerClassName: 'hidden sm:table-cell',
    className: 'hidden whitespace-nowrap sm:table-cell',
    cell: (s) => (
      <>
        {s.planName}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {formatDollars(s.priceCents)} / {s.interval}
          {s.discountPercent ? ` · ${s.discountPercent}% off` : ''}
        </span>
      </>
    ),
  },
  {
    header: 'Status',
    headerClassName: 'hidden sm:table-cell',
    className: 'hidden sm:table-cell',
    cell: (s) => (
      <>
        <SubscriptionStatusBadge status={s.status} />
        {s.cancelAtPeriodEnd && s.status !== 'canceled' ? <span className="mt-1 block text-xs text-amber-700 dark:text-amber-300">Cancels at period end</span> : null}
      </>
    ),
  },
  { header: 'Period end', headerClassName: 'hidden md:table-cell', className: 'hidden whitespace-nowrap md:table-cell', cell: (s) => adminTime(s.currentPeriodEnd) },
  { header: 'MRR', headerClassName: 'text-right', className: 'text-right whitespace-nowrap tabular-nums', cell: (s) => formatDollars(s.mrrCents) },
]

export function SubscriptionsTable({ subscriptions }: { subscriptions: Row[] }) {
  return (
    <AdminTable testId="subscriptions-table" label="Subscriptions">
      <ColumnRows columns={subscriptionColumns} rows={subscriptions} rowKey={(s) => s.id} />
    </AdminTable>
  )
}

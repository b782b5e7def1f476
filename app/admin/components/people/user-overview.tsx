import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { UserDetail } from '../../people/user-detail.server'
import { formatDollars, mrrContributionCents } from '../../people/mrr'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminPanel, AdminTable, adminTime } from '../admin-ui'
import { capitalize, SubscriptionStatusBadge } from './people-badges'

const link = 'font-medium text-brand-600 hover:underline dark:text-brand-300'

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
          <dd className="mt-0.5 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function ProfilePanel({ user }: { user: UserDetail['user'] }) {
  return (
    <AdminPanel title="Profile">
      <Facts
        items={[
          ['E-mail', <>{user.email} {user.emailVerified ? <span className="text-xs text-emerald-700 dark:text-emerald-300">(verified)</span> : <span className="text-xs text-slate-500">(not verified)</span>}</>],
          ['Joined', adminTime(user.createdAt)],
          ['Tier', capitalize(user.tier)],
          ['Two-factor sign-in', user.twoFactorEnabled ? 'On' : 'Off'],
          ['Location', user.location || '—'],
          ['Website', user.website || '—'],
          ['Last change', adminTime(user.updatedAt)],
          ['User id', <code key="id" className="text-xs">{user.id}</code>],
        ]}
      />
    </AdminPanel>
  )
}

const historyColumns: TableColumn<UserDetail['subscriptions'][number]>[] = [
  { header: 'Plan', cell: (s) => <Link to={`/admin/subscriptions/${s.id}`} className={link}>{s.planName} ({s.interval === 'year' ? 'yearly' : 'monthly'})</Link> },
  { header: 'Status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
  { header: 'Started', className: 'whitespace-nowrap', cell: (s) => adminTime(s.createdAt) },
  { header: 'Ended', className: 'whitespace-nowrap', cell: (s) => adminTime(s.endedAt) },
]

export function SubscriptionPanel({ subscription, subscriptions, tier, workspace }: Pick<UserDetail, 'subscription' | 'subscriptions' | 'workspace'> & { tier: string }) {
  const isOverride = subscription ? subscription.planTier !== tier : tier !== 'free'
  return (
    <AdminPanel title="Subscription" testId="user-subscription">
      {workspace ? (
        <p className="mb-4 text-sm" data-testid="user-workspace">
          {workspace.role === 'admin' ? 'Admin' : 'User'} of the workspace <strong>{workspace.name}</strong>
          {workspace.isActive ? ', which gives Enterprise access.' : ', whose subscription has ended.'}{' '}
          <Link to="/admin/subscriptions#workspaces-heading" className={link}>Workspaces</Link>
        </p>
      ) : null}
      {subscription ? (
        <Facts
          items={[
            ['Plan', <Link key="plan" to={`/admin/subscriptions/${subscription.id}`} className={link}>{subscription.planName} ({subscription.interval === 'year' ? 'yearly' : 'monthly'})</Link>],
            ['Status', <SubscriptionStatusBadge key="s" status={subscription.status} />],
            ['Period ends', `${adminTime(subscription.currentPeriodEnd)}${subscription.cancelAtPeriodEnd ? ' (cancels then)' : ''}`],
            ['MRR contribution', formatDollars(mrrContributionCents(subscription))],
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No live subscription.</p>
      )}
      {isOverride ? (
        <p className="mt-4 text-xs text-amber-800 dark:text-amber-300" data-testid="tier-override-note">
          The tier ({capitalize(tier)}) differs from what billing gives ({capitalize(subscription?.planTier ?? 'free')}): it was set by an admin.
        </p>
      ) : null}
      {subscriptions.length > (subscription ? 1 : 0) ? (
        <div className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">History</h3>
          <AdminTable label="Subscription history">
            <ColumnRows columns={historyColumns} rows={subscriptions} rowKey={(s) => s.id} />
          </AdminTable>
        </div>
      ) : null}
    </AdminPanel>
  )
}

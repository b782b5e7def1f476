import type { UserListPage } from '../../people/user-list.server'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminTable, adminTime } from '../admin-ui'
import { MemberName } from './member-name'
import { AccountBadge, RoleBadge, SubscriptionStatusBadge, TierBadge } from './people-badges'

type User = UserListPage['users'][number]

const userColumns: TableColumn<User>[] = [
  {
    header: 'User',
    className: 'max-w-72',
    cell: (user) => (
      <>
        <MemberName to={`/admin/users/${user.id}`} name={user.name} email={user.email} />
        <span className="mt-1.5 flex flex-wrap gap-1 sm:hidden">
          <RoleBadge role={user.role} /><TierBadge tier={user.tier} />{user.isSuspended ? <AccountBadge isSuspended /> : null}
        </span>
      </>
    ),
  },
  { header: 'Role', headerClassName: 'hidden sm:table-cell', className: 'hidden sm:table-cell', cell: (user) => <RoleBadge role={user.role} /> },
  { header: 'Tier', headerClassName: 'hidden sm:table-cell', className: 'hidden sm:table-cell', cell: (user) => <TierBadge tier={user.tier} /> },
  {
    header: 'Subscription',
    headerClassName: 'hidden md:table-cell',
    className: 'hidden md:table-cell',
    cell: (user) =>
      user.subscriptionStatus ? (
        <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
          <SubscriptionStatusBadge status={user.subscriptionStatus} />
          <span className="text-xs text-slate-600 dark:text-slate-400">{user.planName} {user.planInterval === 'year' ? 'yearly' : 'monthly'}</span>
        </span>
      ) : <span className="text-slate-400">—</span>,
  },
  { header: 'Account', headerClassName: 'hidden sm:table-cell', className: 'hidden sm:table-cell', cell: (user) => <AccountBadge isSuspended={user.isSuspended} /> },
  { header: 'Joined', headerClassName: 'hidden lg:table-cell', className: 'hidden whitespace-nowrap lg:table-cell', cell: (user) => adminTime(user.createdAt).slice(0, 10) },
]

export function UsersTable({ users }: { users: User[] }) {
  return (
    <AdminTable testId="users-table" label="Users">
      <ColumnRows columns={userColumns} rows={users} rowKey={(user) => user.id} />
    </AdminTable>
  )
}

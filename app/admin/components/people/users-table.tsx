import { Link } from 'react-router'
import type { UserListPage } from '../../people/user-list.server'
import { AdminTable, adminTime } from '../admin-ui'
import { AccountBadge, RoleBadge, SubscriptionStatusBadge, TierBadge } from './people-badges'

export function UsersTable({ users }: { users: UserListPage['users'] }) {
  return (
    <AdminTable testId="users-table" label="Users">
      <thead>
        <tr><th>User</th><th className="hidden sm:table-cell">Role</th><th className="hidden sm:table-cell">Tier</th><th className="hidden md:table-cell">Subscription</th><th className="hidden sm:table-cell">Account</th><th className="hidden lg:table-cell">Joined</th></tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <td className="max-w-72">
              <Link to={`/admin/users/${user.id}`} className="block truncate font-semibold text-brand-600 hover:underline dark:text-brand-300">{user.name}</Link>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
              <span className="mt-1.5 flex flex-wrap gap-1 sm:hidden">
                <RoleBadge role={user.role} /><TierBadge tier={user.tier} />{user.isSuspended ? <AccountBadge isSuspended /> : null}
              </span>
            </td>
            <td className="hidden sm:table-cell"><RoleBadge role={user.role} /></td>
            <td className="hidden sm:table-cell"><TierBadge tier={user.tier} /></td>
            <td className="hidden md:table-cell">
              {user.subscriptionStatus ? (
                <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
                  <SubscriptionStatusBadge status={user.subscriptionStatus} />
                  <span className="text-xs text-slate-600 dark:text-slate-400">{user.planName} {user.planInterval === 'year' ? 'yearly' : 'monthly'}</span>
                </span>
              ) : <span className="text-slate-400">—</span>}
            </td>
            <td className="hidden sm:table-cell"><AccountBadge isSuspended={user.isSuspended} /></td>
            <td className="hidden whitespace-nowrap lg:table-cell">{adminTime(user.createdAt).slice(0, 10)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}

import { Form, Link } from 'react-router'
import { userFiltersSchema } from '../admin/people/schemas'
import { listUsers } from '../admin/people/user-list.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, adminButton, adminInput } from '../admin/components/admin-ui'
import { FilterButtons } from '../admin/components/filter-buttons'
import { FilterSelect } from '../admin/components/people/filter-select'
import { PagedRows } from '../admin/components/people/pager'
import { UsersTable } from '../admin/components/people/users-table'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.users'
import { roleLabels, roles } from '../accounts/roles'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'people.manage')
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const filters = userFiltersSchema.parse(params)
  return { filters, ...(await listUsers(getDb(), filters)) }
}

export const meta = () => [{ title: 'Users · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { filters, users, total, page, pageCount } = loaderData
  const isFiltered = Boolean(filters.q || filters.role || filters.tier || filters.status)
  return (
    <>
      <AdminHeader title="Users" description="Find members, look at their activity and change their role, tier or access."
        actions={<Link to="/admin/staff" className={adminButton.secondary}>Invite staff</Link>} />
      <Form method="get" role="search" aria-label="Users" className="mt-6 grid grid-cols-3 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900">
        <div className="col-span-3 lg:col-span-1">
          <label htmlFor="user-search" className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Search users</label>
          <input id="user-search" type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder="Name or e-mail" className={`${adminInput} h-10`} />
        </div>
        <FilterSelect label="Role" name="role" value={filters.role} options={roles.map((role) => ({ value: role, label: roleLabels[role] }))} />
        <FilterSelect label="Tier" name="tier" value={filters.tier} options={[{ value: 'free', label: 'Free' }, { value: 'premium', label: 'Premium' }, { value: 'enterprise', label: 'Enterprise' }]} />
        <FilterSelect label="Account" name="status" value={filters.status} options={[{ value: 'active', label: 'Active' }, { value: 'suspended', label: 'Suspended' }]} />
        <FilterButtons className="col-span-3 flex gap-2 lg:col-span-1" label="Search" busyLabel="Searching…" isFiltered={isFiltered} clearTo="/admin/users" />
      </Form>
      <PagedRows className="mt-6" count={users.length} none="No users match these filters." page={page} pageCount={pageCount} total={total} noun="user">
        <UsersTable users={users} />
      </PagedRows>
    </>
  )
}

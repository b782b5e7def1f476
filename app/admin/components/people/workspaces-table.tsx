import { Form, Link } from 'react-router'
import { AdminTable, adminButton, adminInput, adminTime } from '../admin-ui'

export interface WorkspaceRow {
  id: string
  name: string
  createdAt: string | Date
  billingUserId: string
  billingName: string
  isActive: boolean
  members: number
  seats: number
  people: { userId: string; name: string; email: string; role: string }[]
  /** API requests this month (UTC) against the monthly quota, and the keys that still work. */
  api: { requests: number; quota: number; activeKeys: number }
  /** The staff member who is the workspace's named support contact. */
  supportContactId: string | null
}

const link = 'font-semibold text-brand-700 hover:underline dark:text-brand-300'

/** Enterprise workspaces with their billing member, seats, members (expandable), API use this month and named support contact. */
export function WorkspacesTable({ workspaces, staff }: { workspaces: WorkspaceRow[]; staff: { id: string; name: string }[] }) {
  if (workspaces.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No workspace yet: one is created when an Enterprise subscriber names theirs.</p>
  return (
    <AdminTable label="Workspaces">
      <thead>
        <tr><th>Workspace</th><th>Billing member</th><th>Seats</th><th>Enterprise access</th><th>API this month</th><th>Support contact</th><th>Created</th></tr>
      </thead>
      <tbody>
        {workspaces.map((workspace) => (
          <tr key={workspace.id}>
            <td>
              <details>
                <summary className="cursor-pointer font-semibold">{workspace.name}</summary>
                <ul className="mt-2 space-y-1 text-sm">
                  {workspace.people.map((person) => (
                    <li key={person.userId}>
                      <Link to={`/admin/users/${person.userId}`} className={link}>{person.name}</Link>{' '}
                      <span className="text-slate-600 dark:text-slate-400">{person.email} · {person.role === 'admin' ? 'Admin' : 'User'}</span>
                    </li>
                  ))}
                </ul>
              </details>
            </td>
            <td><Link to={`/admin/users/${workspace.billingUserId}`} className={link}>{workspace.billingName}</Link></td>
            <td className="tabular-nums">{workspace.members} / {workspace.seats}</td>
            <td>{workspace.isActive ? 'Granted' : 'Lapsed (subscription ended)'}</td>
            <td data-testid="workspace-api-usage">
              <ApiUsage usage={workspace.api} />
            </td>
            <td>
              <Form method="post" className="flex min-w-48 items-center gap-2">
                <input type="hidden" name="intent" value="support-contact" />
                <input type="hidden" name="workspaceId" value={workspace.id} />
                <select name="contactId" defaultValue={workspace.supportContactId ?? ''} aria-label={`Support contact of ${workspace.name}`} className={adminInput}>
                  <option value="">None</option>
                  {staff.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
                </select>
                <button type="submit" className={`${adminButton.secondary} px-3 py-1 text-xs`}>Save</button>
              </Form>
            </td>
            <td>{adminTime(workspace.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}

function ApiUsage({ usage }: { usage: WorkspaceRow['api'] }) {
  const share = Math.min(100, Math.round((usage.requests / Math.max(1, usage.quota)) * 100))
  return (
    <div className="min-w-40">
      <p className="tabular-nums">
        {usage.requests.toLocaleString('en-US')} / {usage.quota.toLocaleString('en-US')} <span className="text-slate-600 dark:text-slate-400">({share}%)</span>
      </p>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
        <div className={`h-full rounded-full ${share >= 100 ? 'bg-red-600' : share >= 80 ? 'bg-amber-500' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{usage.activeKeys === 1 ? '1 active key' : `${usage.activeKeys} active keys`}</p>
    </div>
  )
}

import { Link } from 'react-router'
import { AdminTable, adminTime } from '../admin-ui'

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
}

const link = 'font-semibold text-brand-700 hover:underline dark:text-brand-300'

/** Enterprise workspaces with their billing member, seats and members (expandable). */
export function WorkspacesTable({ workspaces }: { workspaces: WorkspaceRow[] }) {
  if (workspaces.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No workspace yet: one is created when an Enterprise subscriber names theirs.</p>
  return (
    <AdminTable label="Workspaces">
      <thead>
        <tr><th>Workspace</th><th>Billing member</th><th>Seats</th><th>Enterprise access</th><th>Created</th></tr>
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
            <td>{adminTime(workspace.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}

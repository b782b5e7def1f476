import { Form, Link } from 'react-router'
import { AdminTable, adminButton, adminTime } from '../admin-ui'

export interface SharedFeedRow {
  userId: string
  name: string
  email: string
  flaggedAt: string | Date | null
  day: string | null
  addresses: number | null
  lastUsedAt: string | Date | null
}

const link = 'font-semibold text-brand-700 hover:underline dark:text-brand-300'

/** Private podcast feeds flagged for being used from too many addresses, with a reset for each. */
export function SharedFeedsTable({ feeds }: { feeds: SharedFeedRow[] }) {
  if (feeds.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="shared-feeds-empty">No private feed has been used from an unusual number of addresses.</p>
  return (
    <AdminTable label="Shared private podcast feeds">
      <thead>
        <tr><th>Member</th><th>Day (UTC)</th><th>Addresses that day</th><th>Last used</th><th><span className="sr-only">Action</span></th></tr>
      </thead>
      <tbody>
        {feeds.map((feed) => (
          <tr key={feed.userId} data-testid="shared-feed">
            <td>
              <Link to={`/admin/users/${feed.userId}`} className={link}>{feed.name}</Link>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{feed.email}</span>
            </td>
            <td className="tabular-nums">{feed.day}</td>
            <td className="tabular-nums">{feed.addresses}</td>
            <td>{feed.lastUsedAt ? adminTime(feed.lastUsedAt) : '—'}</td>
            <td>
              <Form method="post">
                <input type="hidden" name="userId" value={feed.userId} />
                <button type="submit" name="intent" value="reset-feed" className={adminButton.secondary}>Reset feed address</button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}

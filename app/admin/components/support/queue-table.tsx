import { Link } from 'react-router'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { formatSupportStamp } from '../../../support/support-time'
import { AdminTable, Badge } from '../admin-ui'

/** Support times in the desk's zone, as staff work in it. */
export const supportStamp = (at: Date | string) => `${formatSupportStamp(at, 'en-US')} PT`

interface QueueTicket {
  id: string
  number: number
  subject: string
  requesterName: string
  requesterEmail: string
  plan: string
  category: string
  status: string
  priority: string
  assignee: string | null
  dueAt: Date | string
  isOverdue: boolean
  isDueSoon: boolean
  lastActivityAt: Date | string
}

export const priorityTone = { urgent: 'red', high: 'amber', normal: 'slate', low: 'slate' } as const
export const statusTone = { new: 'blue', open: 'green', pending: 'amber', resolved: 'slate', closed: 'slate', spam: 'red' } as const

const columns: TableColumn<QueueTicket>[] = [
  { header: <span className="sr-only">Select</span>, cell: (t) => <input type="checkbox" name="ids" value={t.id} aria-label={`Select ticket #${t.number}`} className="size-4 accent-brand-600" /> },
  {
    header: 'Ticket',
    className: 'min-w-64',
    cell: (t) => (
      <>
        <Link to={`/admin/support/${t.number}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">#{t.number} {t.subject}</Link>
        <br />
        <span className="text-slate-600 dark:text-slate-400">{t.requesterName} · {t.requesterEmail}</span>
      </>
    ),
  },
  {
    header: 'Priority',
    cell: (t) => (
      <>
        <Badge tone={priorityTone[t.priority as keyof typeof priorityTone] ?? 'slate'}>{t.priority}</Badge>
        <br />
        <span className="text-xs text-slate-600 dark:text-slate-400">{t.plan}</span>
      </>
    ),
  },
  { header: 'Status', cell: (t) => <Badge tone={statusTone[t.status as keyof typeof statusTone] ?? 'slate'}>{t.status}</Badge> },
  { header: 'Assignee', cell: (t) => t.assignee ?? <span className="text-slate-600 dark:text-slate-400">Unassigned</span> },
  {
    header: 'Due',
    className: 'whitespace-nowrap',
    cell: (t) => (t.status === 'new' || t.status === 'open' ? <span className={t.isOverdue ? 'font-semibold text-red-700 dark:text-red-300' : t.isDueSoon ? 'font-semibold text-amber-800 dark:text-amber-200' : ''}>{t.isOverdue ? 'Overdue · ' : t.isDueSoon ? 'Due soon · ' : ''}{supportStamp(t.dueAt)}</span> : <span className="text-slate-600 dark:text-slate-400">{t.status === 'pending' ? 'Clock stopped' : '—'}</span>),
  },
  { header: 'Updated', className: 'whitespace-nowrap', cell: (t) => supportStamp(t.lastActivityAt) },
]

/** The queue's tickets with a checkbox each for the bulk actions of the form around it. */
export function SupportQueueTable({ tickets }: { tickets: QueueTicket[] }) {
  return (
    <AdminTable testId="support-queue" label="Support tickets">
      <ColumnRows columns={columns} rows={tickets} rowKey={(t) => t.id} rowClassName="align-top" />
    </AdminTable>
  )
}

import { Link } from 'react-router'
import { useFetcher } from 'react-router'
import { ColumnRows, type TableColumn } from '../../ui/column-rows'
import { AdminTable, Badge, adminButton, adminTime } from './admin-ui'

type Row = { id: string; createdAt: Date | string; isHandled: boolean; email: string }
type Proposal = Row & { fullName: string; companyName: string; monthlyBudget: string; advertisementType: string; goals?: string }

/** Handled / New badge with a button that flips it (posts intent "inbox" to the current page). */
function HandledToggle({ kind, row }: { kind: 'proposal'; row: Row }) {
  const fetcher = useFetcher()
  const pending = fetcher.formData ? fetcher.formData.get('isHandled') === 'true' : null
  const isHandled = pending ?? row.isHandled
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="inbox" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="isHandled" value={String(!isHandled)} />
      <Badge tone={isHandled ? 'green' : 'amber'}>{isHandled ? 'Handled' : 'New'}</Badge>
      <button type="submit" className={`${adminButton.secondary} px-3 py-1 text-xs`}>{isHandled ? 'Mark unhandled' : 'Mark handled'}</button>
    </fetcher.Form>
  )
}

/** Who wrote: the name, with the address under it. */
const sender = (name: string, email: string) => (
  <><span className="font-medium">{name}</span><br /><span className="break-all text-slate-600 dark:text-slate-400">{email}</span></>
)

/** What the request is about, with the first lines of what was written. */
const topic = (title: string, text: string | undefined) => (
  <>
    <span className="font-medium">{title}</span>
    {text ? <p className="mt-1 line-clamp-3 text-slate-600 dark:text-slate-400">{text}</p> : null}
  </>
)

const handledColumns = (kind: 'proposal'): TableColumn<Row>[] => [
  { header: 'Status', cell: (row) => <HandledToggle kind={kind} row={row} /> },
  { header: 'Received', className: 'whitespace-nowrap', cell: (row) => adminTime(row.createdAt) },
]

const proposalColumns: TableColumn<Proposal>[] = [
  { header: 'From', cell: (p) => sender(p.fullName, p.email) },
  { header: 'Company', className: 'min-w-40', cell: (p) => topic(p.companyName, p.goals) },
  { header: 'Budget', className: 'whitespace-nowrap', cell: (p) => p.monthlyBudget },
  { header: 'Type', cell: (p) => p.advertisementType },
  ...handledColumns('proposal'),
  {
    header: <span className="sr-only">Campaign</span>,
    cell: (p) => (
      <Link to={`/admin/advertising/new?proposal=${p.id}`} className="text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline dark:text-brand-300">
        Book campaign
      </Link>
    ),
  },
]

function InboxTable<Item extends Row>({ title, empty, testId, columns, rows }: { title: string; empty: string; testId: string; columns: TableColumn<Item>[]; rows: Item[] }) {
  return (
    <div>
      <h2 className="text-xl font-semibold">{title}</h2>
      {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">{empty}</p> : (
        <div className="mt-4">
          <AdminTable testId={testId} label={title}>
            <ColumnRows columns={columns} rows={rows} rowKey={(row) => row.id} rowClassName="align-top" />
          </AdminTable>
        </div>
      )}
    </div>
  )
}

/** Advertising proposals as stored in the database, unhandled first (contact messages are tickets in Admin → Support). */
export function AdminInbox({ proposals }: { proposals: Proposal[] }) {
  return (
    <section id="inbox" className="grid scroll-mt-24 grid-cols-1 gap-10">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Contact messages are support tickets: <Link to="/admin/support" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">open the support queue</Link>.
      </p>
      <InboxTable title="Advertising proposals" empty="No proposals yet." testId="proposal-inbox" columns={proposalColumns} rows={proposals} />
    </section>
  )
}

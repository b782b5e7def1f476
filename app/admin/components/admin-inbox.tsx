import { useFetcher } from 'react-router'
import { AdminTable, Badge, adminButton, adminTime } from './admin-ui'

type Row = { id: string; createdAt: Date | string; isHandled: boolean; email: string }
type Message = Row & { name: string; subject: string; category: string; message?: string }
type Proposal = Row & { fullName: string; companyName: string; monthlyBudget: string; advertisementType: string; goals?: string }

/** Handled / New badge with a button that flips it (posts intent "inbox" to the current page). */
function HandledToggle({ kind, row }: { kind: 'message' | 'proposal'; row: Row }) {
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

/** Contact messages and advertising proposals as stored in the database, unhandled first. */
export function AdminInbox({ messages, proposals }: { messages: Message[]; proposals: Proposal[] }) {
  return (
    <section id="inbox" className="grid scroll-mt-24 grid-cols-1 gap-10">
      <div>
        <h2 className="text-xl font-semibold">Contact messages</h2>
        {messages.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">No messages yet.</p> : (
          <div className="mt-4">
            <AdminTable testId="contact-inbox" label="Contact messages">
              <thead><tr><th>From</th><th>Subject</th><th>Category</th><th>Status</th><th>Received</th></tr></thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} className="align-top">
                    <td><span className="font-medium">{m.name}</span><br /><span className="break-all text-slate-600 dark:text-slate-400">{m.email}</span></td>
                    <td className="min-w-56">
                      <span className="font-medium">{m.subject}</span>
                      {m.message ? <p className="mt-1 line-clamp-3 text-slate-600 dark:text-slate-400">{m.message}</p> : null}
                    </td>
                    <td>{m.category}</td>
                    <td><HandledToggle kind="message" row={m} /></td>
                    <td className="whitespace-nowrap">{adminTime(m.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </div>
        )}
      </div>
      <div>
        <h2 className="text-xl font-semibold">Advertising proposals</h2>
        {proposals.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">No proposals yet.</p> : (
          <div className="mt-4">
            <AdminTable testId="proposal-inbox" label="Advertising proposals">
              <thead><tr><th>From</th><th>Company</th><th>Budget</th><th>Type</th><th>Status</th><th>Received</th></tr></thead>
              <tbody>
                {proposals.map((p) => (
                  <tr key={p.id} className="align-top">
                    <td><span className="font-medium">{p.fullName}</span><br /><span className="break-all text-slate-600 dark:text-slate-400">{p.email}</span></td>
                    <td className="min-w-40">
                      <span className="font-medium">{p.companyName}</span>
                      {p.goals ? <p className="mt-1 line-clamp-3 text-slate-600 dark:text-slate-400">{p.goals}</p> : null}
                    </td>
                    <td className="whitespace-nowrap">{p.monthlyBudget}</td>
                    <td>{p.advertisementType}</td>
                    <td><HandledToggle kind="proposal" row={p} /></td>
                    <td className="whitespace-nowrap">{adminTime(p.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </div>
        )}
      </div>
    </section>
  )
}

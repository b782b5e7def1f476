type Row = { id: string; createdAt: Date | string; isHandled: boolean; email: string }
type Message = Row & { name: string; subject: string; category: string }
type Proposal = Row & { fullName: string; companyName: string; monthlyBudget: string; advertisementType: string }

const when = (date: Date | string) => new Date(date).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'

function Table({ testId, head, rows }: { testId: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>{head.map((h) => <th key={h} className="px-4 py-3">{h}</th>)}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((cells, i) => (
            <tr key={i}>{cells.map((cell, j) => <td key={j} className="px-4 py-3">{cell}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Newest contact messages and advertising proposals as stored in the database. */
export function AdminInbox({ messages, proposals }: { messages: Message[]; proposals: Proposal[] }) {
  const status = (row: Row) => (row.isHandled ? 'Handled' : 'New')
  return (
    <section className="mt-12 grid gap-10">
      <div>
        <h2 className="text-2xl font-semibold">Contact messages</h2>
        {messages.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">No messages yet.</p> : (
          <Table testId="contact-inbox" head={['From', 'Subject', 'Category', 'Status', 'Received']}
            rows={messages.map((m) => [`${m.name} <${m.email}>`, m.subject, m.category, status(m), when(m.createdAt)])} />
        )}
      </div>
      <div>
        <h2 className="text-2xl font-semibold">Advertising proposals</h2>
        {proposals.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">No proposals yet.</p> : (
          <Table testId="proposal-inbox" head={['From', 'Company', 'Budget', 'Type', 'Status', 'Received']}
            rows={proposals.map((p) => [`${p.fullName} <${p.email}>`, p.companyName, p.monthlyBudget, p.advertisementType, status(p), when(p.createdAt)])} />
        )}
      </div>
    </section>
  )
}

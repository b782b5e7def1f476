import { Link } from 'react-router'
import { AdminTable, Badge, adminTime } from '../admin-ui'

type Email = { id: string; to: string; subject: string; kind: string; status: string; createdAt: Date | string }

const statusTone = { sent: 'green', stored: 'slate', failed: 'red' } as const

/** The newest e-mails: delivered through SMTP, or kept here when no SMTP server is configured. */
export function OutboxTable({ emails, transport }: { emails: Email[]; transport: 'smtp' | 'outbox' }) {
  return (
    <section id="outbox" className="scroll-mt-24">
      <h2 className="text-xl font-semibold">E-mail outbox</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {transport === 'smtp'
          ? 'Messages are delivered through SMTP (SMTP_URL); each is also logged here.'
          : 'No SMTP_URL is configured: messages are kept here instead of being delivered.'}
      </p>
      {emails.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">No e-mails yet.</p>
      ) : (
        <div className="mt-4">
          <AdminTable testId="outbox" label="E-mail outbox">
            <thead>
              <tr><th>To</th><th>Subject</th><th>Kind</th><th>Status</th><th>Sent</th></tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id}>
                  <td className="break-all">{email.to}</td>
                  <td><Link to={`/admin/emails/${email.id}`} className="font-medium text-brand-600 hover:underline dark:text-brand-300">{email.subject}</Link></td>
                  <td>{email.kind}</td>
                  <td><Badge tone={statusTone[email.status as keyof typeof statusTone] ?? 'slate'}>{email.status}</Badge></td>
                  <td className="whitespace-nowrap">{adminTime(email.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </div>
      )}
    </section>
  )
}

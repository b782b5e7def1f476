import { Link } from 'react-router'
import { listInbox } from '../admin/inbox.server'
import { getSiteCounts, listEmails } from '../admin/outbox.server'
import { AdminInbox } from '../components/admin-inbox'
import { requireAdmin } from '../auth/session.server'
import { getDb } from '../db/client.server'
import { mailTransportName } from '../email/mailer.server'
import type { Route } from './+types/admin._index'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const db = getDb()
  const [counts, emails, inbox] = await Promise.all([getSiteCounts(db), listEmails(db), listInbox(db)])
  return { counts, emails, inbox, transport: mailTransportName() }
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-2 text-3xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
    </div>
  )
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { counts, emails, inbox, transport } = loaderData
  return (
    <>
      <h1 className="font-serif text-4xl font-bold tracking-tight">Overview</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <Stat label="Total users" value={counts.users} />
        <Stat label="Articles published" value={counts.articles} />
        <Stat label="Newsletter subscribers" value={counts.subscribers} />
      </div>
      <section className="mt-12">
        <h2 className="text-2xl font-semibold">E-mail outbox</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {transport === 'smtp'
            ? 'Messages are delivered through SMTP (SMTP_URL); each is also logged here.'
            : 'No SMTP_URL is configured: messages are kept here instead of being delivered.'}
        </p>
        {emails.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-400">No e-mails yet.</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-left text-sm" data-testid="outbox">
              <thead className="bg-slate-50 dark:bg-slate-900">
                <tr><th className="px-4 py-3">To</th><th className="px-4 py-3">Subject</th><th className="px-4 py-3">Kind</th><th className="px-4 py-3">Status</th><th className="px-4 py-3">Sent</th></tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {emails.map((email) => (
                  <tr key={email.id}>
                    <td className="px-4 py-3">{email.to}</td>
                    <td className="px-4 py-3"><Link to={`/admin/emails/${email.id}`} className="font-medium text-brand-600 hover:underline dark:text-brand-300">{email.subject}</Link></td>
                    <td className="px-4 py-3">{email.kind}</td>
                    <td className="px-4 py-3">{email.status}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{new Date(email.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AdminInbox {...inbox} />
    </>
  )
}

import { Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { z } from 'zod'
import { getEmail } from '../admin/outbox.server'
import { requirePermission } from '../admin/access.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.emails.$id'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'outbox')
  const id = z.uuid().safeParse(params.id)
  const email = id.success ? await getEmail(getDb(), id.data) : null
  if (!email) throw notFound()
  return { email }
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData
  return (
    <article>
      <Link to="/admin/settings#outbox" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300">← Outbox</Link>
      <h1 className="mt-4 text-3xl font-bold">{email.subject}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">To</dt><dd>{email.to}</dd>
        <dt className="text-slate-500">Kind</dt><dd>{email.kind}</dd>
        <dt className="text-slate-500">Status</dt><dd>{email.status}{email.error ? ` — ${email.error}` : ''}</dd>
      </dl>
      <pre className="mt-6 rounded-2xl bg-slate-100 p-5 text-sm whitespace-pre-wrap dark:bg-slate-900" data-testid="email-text">{email.text}</pre>
    </article>
  )
}

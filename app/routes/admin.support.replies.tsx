import { data, Form } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton, adminInput } from '../admin/components/admin-ui'
import { getDb } from '../db/client.server'
import { parseForm } from '../lib/parse-form.server'
import { FormMessage } from '../ui/forms'
import { deleteSavedReply, listSavedReplies, saveSavedReply } from '../support/staff-actions.server'
import type { Route } from './+types/admin.support.replies'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'support')
  const search = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  return { search, replies: await listSavedReplies(getDb(), search) }
}

const repliesForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    title: z.string().trim().min(1, 'Give the reply a title.').max(120, 'A title has at most 120 characters.'),
    body: z.string().trim().min(1, 'Write the reply.').max(10_000, 'A reply has at most 10,000 characters.'),
  }),
  z.object({ intent: z.literal('delete'), id: z.uuid() }),
])

/** Adds a saved reply, or deletes one. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'support')
  const parsed = await parseForm(request, repliesForm, { fallbackMessage: 'Choose Save or Delete.' })
  if (!parsed.ok) return data({ error: parsed.message, notice: null, values: parsed.values }, { status: 400 })
  const db = getDb()
  if (parsed.data.intent === 'delete') {
    if (!(await deleteSavedReply(db, { actorId: admin.id, id: parsed.data.id }))) return data({ error: 'That reply is already gone.', notice: null, values: {} }, { status: 404 })
    return { error: null, notice: 'Saved reply deleted.', values: {} }
  }
  await saveSavedReply(db, { actorId: admin.id, title: parsed.data.title, body: parsed.data.body })
  return { error: null, notice: 'Saved reply added.', values: {} }
}

export const meta = () => [{ title: 'Saved replies · Support · Admin' }, { name: 'robots', content: 'noindex' }]

/** Replies staff reuse; {name}, {plan} and {ticket} are filled in when one is inserted into a ticket. */
export default function SavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { search, replies } = loaderData
  const values: Record<string, string> = actionData?.values ?? {}
  return (
    <div className="space-y-6">
      <AdminHeader title="Saved replies" back={{ to: '/admin/support', label: 'Support queue' }} description="Write a reply once and insert it into any ticket. {name}, {plan} and {ticket} become the customer’s name, their plan and the ticket number." />
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="min-w-64 flex-1 text-sm font-medium">
          Search saved replies
          <input name="q" type="search" defaultValue={search} maxLength={100} className={`${adminInput} mt-1`} />
        </label>
        <button type="submit" className={adminButton.secondary}>Search</button>
      </Form>
      {replies.length === 0 ? <p className="text-slate-600 dark:text-slate-400">{search ? 'No saved reply matches.' : 'No saved replies yet.'}</p> : (
        <ul className="space-y-3" data-testid="saved-replies">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="font-semibold">{reply.title}</h2>
                <Form method="post">
                  <input type="hidden" name="id" value={reply.id} />
                  <button type="submit" name="intent" value="delete" className={adminButton.danger} aria-label={`Delete ${reply.title}`}>Delete</button>
                </Form>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
      <AdminPanel title="New saved reply">
        <Form method="post" className="space-y-3" key={actionData?.notice ?? 'new'}>
          <input type="hidden" name="intent" value="create" />
          <label className="block text-sm font-medium">
            Title
            <input name="title" required maxLength={120} defaultValue={values.title} className={`${adminInput} mt-1`} />
          </label>
          <label className="block text-sm font-medium">
            Reply
            <textarea name="body" required maxLength={10_000} rows={6} defaultValue={values.body} className={`${adminInput} mt-1`} />
          </label>
          <button type="submit" className={adminButton.primary}>Save reply</button>
        </Form>
      </AdminPanel>
    </div>
  )
}

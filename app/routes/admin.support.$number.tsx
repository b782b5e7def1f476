import { data, Form } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton, adminInput } from '../admin/components/admin-ui'
import { supportStamp } from '../admin/components/support/queue-table'
import { getDb } from '../db/client.server'
import { ticketPriorities, ticketStatuses } from '../support/support-choices'
import { appErrorResponse } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { FormMessage } from '../ui/forms'
import { TicketThread } from '../support/components/ticket-thread'
import { addInternalNote } from '../support/tickets.server'
import { fillSavedReply, listSavedReplies, replyToTicket, supportStaff, updateTicket } from '../support/staff-actions.server'
import { staffTicket } from '../support/ticket-view.server'
import type { Route } from './+types/admin.support.$number'

const ticketNumber = (value: string | undefined) => {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > 999_999_999) throw data('Ticket not found', { status: 404 })
  return number
}

async function loadTicket(value: string | undefined) {
  try {
    return await staffTicket(getDb(), ticketNumber(value))
  } catch (error) {
    throw appErrorResponse(error, () => 'Ticket not found')
  }
}

/** The ticket, its whole thread, the staff to assign and the saved replies; `?reply=` puts one into the reply box. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, 'support')
  const { ticket, messages } = await loadTicket(params.number)
  const db = getDb()
  const [staff, savedReplies] = await Promise.all([supportStaff(db), listSavedReplies(db)])
  const chosen = savedReplies.find((r) => r.id === new URL(request.url).searchParams.get('reply'))
  return { ticket, messages, staff, savedReplies: savedReplies.map(({ id, title }) => ({ id, title })), draft: chosen ? fillSavedReply(chosen.body, ticket) : '' }
}

const body = (what: string) => z.string().trim().min(1, `Write the ${what}.`).max(10_000, `The ${what} has at most 10,000 characters.`)

const ticketForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reply'), body: body('reply'), status: z.enum(ticketStatuses, { error: 'Choose the status after sending.' }) }),
  z.object({ intent: z.literal('note'), body: body('note') }),
  z.object({
    intent: z.literal('update'),
    status: z.enum(ticketStatuses, { error: 'Choose a status.' }),
    priority: z.enum(ticketPriorities, { error: 'Choose a priority.' }),
    assigneeId: z.string().trim().max(100).optional().default(''),
    tags: z.string().trim().max(300, 'Tags have at most 300 characters.').optional().default(''),
  }),
])

/** Replies (e-mailed to the customer), adds an internal note, or changes status, priority, assignee and tags. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'support')
  const { ticket } = await loadTicket(params.number)
  const parsed = await parseForm(request, ticketForm, { fallbackMessage: 'Choose Send, Add note or Save.' })
  if (!parsed.ok) return data({ error: parsed.message, notice: null, values: parsed.values }, { status: 400 })
  const db = getDb()
  const form = parsed.data
  const staff = { id: admin.id, name: admin.name }
  try {
    if (form.intent === 'reply') {
      await replyToTicket(db, { ticketId: ticket.id, staff, body: form.body, status: form.status })
      return { error: null, notice: `Reply sent to ${ticket.requesterEmail}.`, values: {} }
    }
    if (form.intent === 'note') {
      await addInternalNote(db, { ticketId: ticket.id, staff, body: form.body })
      return { error: null, notice: 'Note added.', values: {} }
    }
    const tags = [...new Set(form.tags.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 10)
    const { error } = await updateTicket(db, { ticketId: ticket.id, actorId: admin.id, status: form.status, priority: form.priority, assigneeId: form.assigneeId || null, tags })
    if (error) return data({ error, notice: null, values: parsed.values }, { status: 400 })
    return { error: null, notice: 'Ticket saved.', values: {} }
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ error: refusal.message, notice: null, values: parsed.values }))
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData ? `#${loaderData.ticket.number} ${loaderData.ticket.subject}` : 'Ticket'} · Support · Admin` }, { name: 'robots', content: 'noindex' }]

const afterReply = [['pending', 'Waiting for the customer'], ['resolved', 'Resolved'], ['open', 'Still open']] as const

/** One ticket for staff: the thread with notes, the reply and note forms, and what staff set on it. */
export default function AdminTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, messages, staff, savedReplies, draft } = loaderData
  const values: Record<string, string> = actionData?.values ?? {}
  return (
    <div className="space-y-6">
      <AdminHeader title={`#${ticket.number} ${ticket.subject}`} back={{ to: '/admin/support', label: 'Support queue' }} description={`${ticket.requesterName} · ${ticket.requesterEmail} · ${ticket.plan} plan · ${ticket.category}`} />
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <TicketThread
            messages={messages}
            language="en"
            labels={{ customer: (m) => m.authorName, staff: (m) => `${m.authorName} (staff)`, note: 'Internal note', byEmail: 'by e-mail' }}
          />
          <AdminPanel title="Reply">
            {savedReplies.length > 0 ? (
              <Form method="get" className="mb-3 flex flex-wrap items-end gap-2">
                <label className="min-w-48 flex-1 text-sm font-medium">
                  Saved reply
                  <select name="reply" className={`${adminInput} mt-1`} defaultValue="">
                    <option value="" disabled>Choose a saved reply</option>
                    {savedReplies.map((r) => <option key={r.id} value={r.id}>{r.title}</option>)}
                  </select>
                </label>
                <button type="submit" className={adminButton.secondary}>Insert</button>
              </Form>
            ) : null}
            <Form method="post" className="space-y-3" key={actionData?.notice ?? draft}>
              <input type="hidden" name="intent" value="reply" />
              <label className="block text-sm font-medium">
                Message to {ticket.requesterName}
                <textarea name="body" required maxLength={10_000} rows={8} defaultValue={values.body ?? draft} className={`${adminInput} mt-1`} />
              </label>
              <div className="flex flex-wrap items-end gap-2">
                <label className="text-sm font-medium">
                  Then set the ticket to
                  <select name="status" defaultValue="pending" className={`${adminInput} mt-1`}>
                    {afterReply.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
                  </select>
                </label>
                <button type="submit" className={adminButton.primary}>Send reply</button>
              </div>
            </Form>
          </AdminPanel>
          <AdminPanel title="Internal note">
            <Form method="post" className="space-y-3" key={`note-${actionData?.notice ?? ''}`}>
              <input type="hidden" name="intent" value="note" />
              <label className="block text-sm font-medium">
                Only staff see notes
                <textarea name="body" required maxLength={10_000} rows={3} className={`${adminInput} mt-1`} />
              </label>
              <button type="submit" className={adminButton.secondary}>Add note</button>
            </Form>
          </AdminPanel>
        </div>
        <aside className="space-y-4">
          <AdminPanel title="Ticket" testId="ticket-fields">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="update" />
              <label className="block text-sm font-medium">
                Status
                <select name="status" defaultValue={ticket.status} className={`${adminInput} mt-1`}>
                  {ticketStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
                </select>
              </label>
              <label className="block text-sm font-medium">
                Priority
                <select name="priority" defaultValue={ticket.priority} className={`${adminInput} mt-1`}>
                  {ticketPriorities.map((p) => <option key={p} value={p}>{p}</option>)}
                </select>
              </label>
              <label className="block text-sm font-medium">
                Assignee
                <select name="assigneeId" defaultValue={ticket.assigneeId ?? ''} className={`${adminInput} mt-1`}>
                  <option value="">Unassigned</option>
                  {staff.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
                </select>
              </label>
              <label className="block text-sm font-medium">
                Tags (comma-separated)
                <input name="tags" defaultValue={ticket.tags.join(', ')} maxLength={300} className={`${adminInput} mt-1`} />
              </label>
              <button type="submit" className={adminButton.primary}>Save</button>
            </Form>
          </AdminPanel>
          <AdminPanel title="Targets">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Opened</dt><dd>{supportStamp(ticket.createdAt)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">First reply</dt><dd>{ticket.firstRespondedAt ? `Sent ${supportStamp(ticket.firstRespondedAt)}` : `Due ${supportStamp(ticket.firstResponseDueAt)}`}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Resolution</dt><dd>{ticket.status === 'pending' ? 'Clock stopped: waiting for the customer' : `Due ${supportStamp(ticket.resolutionDueAt)}`}</dd>
              {ticket.rating ? <><dt className="text-slate-600 dark:text-slate-400">Rating</dt><dd>{ticket.rating === 5 ? 'Solved' : 'Not solved'}</dd></> : null}
            </dl>
          </AdminPanel>
        </aside>
      </div>
    </div>
  )
}

import { data, Form, Link, useSearchParams } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, adminButton, adminInput } from '../admin/components/admin-ui'
import { SupportQueueTable } from '../admin/components/support/queue-table'
import { recordAudit } from '../audit/audit.server'
import { contactCategories } from '../db/inbox-choices'
import { getDb } from '../db/client.server'
import { ticketPlans, ticketStatuses } from '../support/support-choices'
import { readForm } from '../lib/read-form.server'
import { FormMessage } from '../ui/forms'
import { bulkSetStatus, listQueue } from '../support/queue.server'
import { parseQueueFilters } from '../support/queue-filters'
import type { Route } from './+types/admin.support'

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'support')
  const filters = parseQueueFilters(new URL(request.url).searchParams)
  return { filters, tickets: await listQueue(getDb(), { filters, staffId: admin.id }) }
}

const bulkForm = z.object({
  intent: z.enum(['closed', 'spam'], { error: 'Choose Close or Mark as spam.' }),
  ids: z.array(z.uuid()).min(1, 'Select at least one ticket.').max(200),
})

/** Closes or marks as spam the selected tickets, each with an audit entry. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'support')
  const form = await readForm(request)
  const checked = bulkForm.safeParse({ intent: form.get('intent'), ids: form.getAll('ids') })
  if (!checked.success) return data({ error: checked.error.issues[0]!.message, notice: null }, { status: 400 })
  const db = getDb()
  const changed = await bulkSetStatus(db, { ids: checked.data.ids, status: checked.data.intent })
  for (const ticket of changed) await recordAudit(db, { actorId: admin.id, action: 'support.status', targetType: 'support_ticket', targetId: ticket.id, details: { to: checked.data.intent, bulk: true } })
  return { error: null, notice: `${changed.length} ticket${changed.length === 1 ? '' : 's'} ${checked.data.intent === 'spam' ? 'marked as spam' : 'closed'}.` }
}

export const meta = () => [{ title: 'Support · Admin' }, { name: 'robots', content: 'noindex' }]

const label = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value)

/** The support queue: most urgent first, then by due time; filters, search and bulk actions. */
export default function AdminSupport({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, tickets } = loaderData
  const [params] = useSearchParams()
  const select = (name: string, value: string, options: readonly (readonly [string, string])[]) => (
    <label className="text-sm font-medium">
      {name}
      <select name={name.toLowerCase()} defaultValue={value} className={`${adminInput} mt-1`}>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </label>
  )
  return (
    <div className="space-y-6">
      <AdminHeader
        title="Support"
        description="Tickets from the contact form, members’ requests and e-mail. Priority follows the plan; due times count support hours (Pacific time), and stop while a ticket waits for the customer."
        actions={
          <>
            <Link to="/admin/support/replies" className={adminButton.secondary}>Saved replies</Link>
            <Link to="/admin/support/reports" className={adminButton.secondary}>Reports</Link>
          </>
        }
      />
      <Form method="get" className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-3 lg:grid-cols-6 dark:border-slate-800" aria-label="Filter tickets">
        {select('View', filters.view, [['all', 'Everyone’s'], ['mine', 'Mine'], ['unassigned', 'Unassigned']])}
        {select('Status', filters.status, [['active', 'New, open or pending'], ...ticketStatuses.map((s) => [s, label(s)] as const)])}
        {select('Plan', filters.plan, [['', 'Any plan'], ...ticketPlans.map((p) => [p, label(p)] as const)])}
        {select('Category', filters.category, [['', 'Any category'], ...contactCategories.map((c) => [c, label(c)] as const)])}
        <label className="text-sm font-medium sm:col-span-2 lg:col-span-1">
          Search
          <input name="q" type="search" defaultValue={filters.search} placeholder="Subject, name, e-mail, #number" maxLength={100} className={`${adminInput} mt-1`} />
        </label>
        <div className="flex items-end gap-3">
          <label className="flex items-center gap-2 pb-2 text-sm font-medium">
            <input type="checkbox" name="overdue" value="1" defaultChecked={filters.isOverdue} className="size-4 accent-brand-600" />
            Overdue
          </label>
          <button type="submit" className={adminButton.primary}>Filter</button>
        </div>
      </Form>
      {actionData?.error ? <FormMessage tone="error">{actionData.error}</FormMessage> : null}
      {actionData?.notice ? <FormMessage tone="success">{actionData.notice}</FormMessage> : null}
      {tickets.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400" data-testid="queue-empty">{params.size > 0 ? 'No ticket matches these filters.' : 'Nothing waits: every ticket is answered.'}</p>
      ) : (
        <Form method="post" className="space-y-3">
          <SupportQueueTable tickets={tickets} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="closed" className={adminButton.secondary}>Close selected</button>
            <button type="submit" name="intent" value="spam" className={adminButton.danger}>Mark selected as spam</button>
          </div>
        </Form>
      )}
    </div>
  )
}

import { data, Form } from 'react-router'
import { formatDollars, mrrDefinition } from '../admin/people/mrr'
import { subscriptionFiltersSchema, subscriptionStatuses } from '../admin/people/schemas'
import { listSubscriptions } from '../admin/people/subscriptions.server'
import { listWorkspaces } from '../admin/people/workspaces.server'
import { WorkspacesTable } from '../admin/components/people/workspaces-table'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { FilterButtons } from '../admin/components/filter-buttons'
import { FilterSelect } from '../admin/components/people/filter-select'
import { PagedRows } from '../admin/components/people/pager'
import { humanize } from '../admin/components/people/people-badges'
import { SubscriptionsTable } from '../admin/components/people/subscriptions-table'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.subscriptions'
import { z } from 'zod'
import { recordAudit } from '../audit/audit.server'
import { SharedFeedsTable } from '../admin/components/people/shared-feeds-table'
import { parseForm } from '../lib/parse-form.server'
import { listSharedFeeds, resetPrivateFeedToken, sharingThreshold } from '../podcasts/private-feeds.server'
import { setSupportContact, supportStaff } from '../support/staff-actions.server'
import { cancellationReport } from '../billing/cancellation.server'
import { CancellationReasons } from '../admin/components/people/cancellation-reasons'
import { addDays } from '../billing/plan-math'

/** The days the cancellation reasons cover. */
const reasonDays = 90

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'billing.manage')
  const filters = subscriptionFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const db = getDb()
  const [list, workspaces, sharedFeeds, staff, cancellations] = await Promise.all([
    listSubscriptions(db, filters), listWorkspaces(db), listSharedFeeds(db), supportStaff(db),
    cancellationReport(db, { since: addDays(new Date(), -reasonDays) }),
  ])
  return { filters, ...list, workspaces, sharedFeeds, sharingThreshold, staff, cancellations }
}

const subscriptionsForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reset-feed'), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal('support-contact'), workspaceId: z.uuid(), contactId: z.string().max(64).optional().default('') }),
])

/** Gives a member whose private feed is being shared a new address (the shared one stops at once). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'billing.manage')
  const parsed = await parseForm(request, subscriptionsForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ ok: false as const })
  const db = getDb()
  if (parsed.data.intent === 'support-contact') {
    const { workspaceId, contactId } = parsed.data
    if (!(await setSupportContact(db, { workspaceId, contactId: contactId || null, actorId: admin.id }))) return data({ ok: false as const, errors: { contactId: 'Choose a member of staff.' }, values: {} }, { status: 400 })
    return { ok: true as const }
  }
  await resetPrivateFeedToken(db, parsed.data.userId)
  await recordAudit(db, { actorId: admin.id, action: 'podcast_feed.reset', targetType: 'user', targetId: parsed.data.userId, details: {} })
  return { ok: true as const }
}

export const meta = () => [{ title: 'Subscriptions · Admin' }, { name: 'robots', content: 'noindex' }]

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>{value}</p>
    </div>
  )
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { filters, subscriptions, total, page, pageCount, statusCounts, plans, mrr, filteredMrrCents, workspaces, sharedFeeds, sharingThreshold } = loaderData
  const isFiltered = Boolean(filters.status || filters.plan || filters.interval)
  const count = (status: string) => (statusCounts[status] ?? 0).toLocaleString('en-US')
  return (
    <>
      <AdminHeader title="Subscriptions" description="Every subscription with its plan, status and contribution to monthly recurring revenue." />
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Total MRR" value={formatDollars(mrr.cents)} testId="total-mrr" />
        <Stat label="Active" value={count('active')} />
        <Stat label="Trialing" value={count('trialing')} />
        <Stat label="Past due" value={count('past_due')} />
      </div>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="mrr-definition">{mrrDefinition}</p>
      <Form method="get" className="mt-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900">
        <FilterSelect label="Status" name="status" value={filters.status} options={subscriptionStatuses.map((s) => ({ value: s, label: `${humanize(s)} (${count(s)})` }))} />
        <FilterSelect label="Plan" name="plan" value={filters.plan} options={plans.map((p) => ({ value: p.id, label: `${p.name} ${p.interval === 'year' ? 'yearly' : 'monthly'}` }))} />
        <FilterSelect label="Interval" name="interval" value={filters.interval} options={[{ value: 'month', label: 'Monthly' }, { value: 'year', label: 'Yearly' }]} />
        <FilterButtons className="col-span-2 flex gap-2 sm:col-span-3 lg:col-span-1" label="Filter" busyLabel="Filtering…" isFiltered={isFiltered} clearTo="/admin/subscriptions" />
      </Form>
      {isFiltered ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" data-testid="filtered-mrr">
          MRR of the matching subscriptions: <strong className="tabular-nums">{formatDollars(filteredMrrCents)}</strong>
        </p>
      ) : null}
      <PagedRows className="mt-4" count={subscriptions.length} none="No subscriptions match these filters." page={page} pageCount={pageCount} total={total} noun="subscription">
        <SubscriptionsTable subscriptions={subscriptions} />
      </PagedRows>
      <CancellationReasons report={loaderData.cancellations} days={reasonDays} />
      <section className="mt-10" aria-labelledby="workspaces-heading">
        <h2 id="workspaces-heading" className="mb-3 text-lg font-bold">Workspaces</h2>
        <WorkspacesTable workspaces={workspaces} staff={loaderData.staff} />
      </section>
      <section className="mt-10" aria-labelledby="shared-feeds-heading">
        <h2 id="shared-feeds-heading" className="mb-1 text-lg font-bold">Shared private podcast feeds</h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Members whose private feed was used from more than {sharingThreshold} addresses in one day (UTC). Resetting gives them a new address; the shared one stops at once.</p>
        <SharedFeedsTable feeds={sharedFeeds} />
      </section>
    </>
  )
}

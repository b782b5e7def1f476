import { Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, AdminTable, Badge, adminButton, adminInput, adminTime } from '../admin/components/admin-ui'
import { ChartCard } from '../admin/components/operations/chart-card'
import { formatCount, formatDay } from '../admin/components/operations/operations-format'
import { getDb } from '../db/client.server'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { listEditions } from '../newsletter/editions/editions.server'
import { listSubscribers, subscriberCounts, subscriberGrowth, SUBSCRIBERS_PER_PAGE } from '../newsletter/admin/subscribers.server'
import { MatchingRows } from '../ui/matching-rows'
import type { Route } from './+types/admin.newsletter'

const listQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  cursor: z.string().max(300).optional().catch(undefined),
})

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const db = getDb()
  const { q, cursor } = listQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  try {
    const [counts, growth, list, editions] = await Promise.all([
      subscriberCounts(db),
      subscriberGrowth(db, { days: 30 }),
      listSubscribers(db, { q, cursor: cursor || null }),
      listEditions(db, { limit: 50 }),
    ])
    return { q, isFirstPage: !cursor, pageSize: SUBSCRIBERS_PER_PAGE, counts, growth, ...list, editions }
  } catch (error) {
    // A page link whose cursor no longer decodes: 400 with its message.
    throw appErrorResponse(error, messageBody)
  }
}

export const meta = () => [{ title: 'Newsletter · Admin' }, { name: 'robots', content: 'noindex' }]

const subscriberTones = { active: 'green', pending: 'amber', unsubscribed: 'slate' } as const
const subscriberLabels = { active: 'Active', pending: 'Pending', unsubscribed: 'Unsubscribed' } as const
const editionTones = { draft: 'slate', scheduled: 'blue', sending: 'amber', sent: 'green', cancelled: 'red' } as const
const editionLabels = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const
const kindLabels = { admin: 'Editor', daily_digest: 'Daily digest', weekly_summary: 'Weekly summary', breaking_news: 'Breaking news' } as const

function Stat({ label, value, hint, testId }: { label: string; value: number; hint: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid={testId}>{formatCount(value)}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  )
}

type LoaderData = Route.ComponentProps['loaderData']

/** When an edition went or goes out: finished, started, or the time it is scheduled for. */
function editionTime(edition: LoaderData['editions'][number]) {
  if (edition.sentAt) return `Sent ${adminTime(edition.sentAt)}`
  if (edition.startedAt) return `Started ${adminTime(edition.startedAt)}`
  if (edition.scheduledFor) return `For ${adminTime(edition.scheduledFor)}`
  return `Created ${adminTime(edition.createdAt)}`
}

function EditionHistory({ editions }: { editions: LoaderData['editions'] }) {
  return (
    <section aria-labelledby="editions-heading" className="space-y-4">
      <h2 id="editions-heading" className="text-xl font-semibold">Editions</h2>
      <MatchingRows count={editions.length} none="No editions yet. Write one with New edition; the daily digest, weekly summary and breaking news appear here when they go out.">
        <AdminTable testId="editions" label="Editions">
          <thead>
            <tr><th>Subject</th><th>Kind</th><th>Status</th><th>When</th><th className="text-right">Recipients</th><th className="text-right">Sent</th><th className="text-right">Failed</th></tr>
          </thead>
          <tbody>
            {editions.map((edition) => (
              <tr key={edition.id}>
                <td className="min-w-48">
                  <Link to={`/admin/newsletter/editions/${edition.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">{edition.subject}</Link>
                </td>
                <td className="whitespace-nowrap">{kindLabels[edition.kind]}</td>
                <td><Badge tone={editionTones[edition.status]}>{editionLabels[edition.status]}</Badge></td>
                <td className="whitespace-nowrap">{editionTime(edition)}</td>
                <td className="text-right tabular-nums">{formatCount(edition.recipients)}</td>
                <td className="text-right tabular-nums">{formatCount(edition.sent)}</td>
                <td className={`text-right tabular-nums ${edition.failed > 0 ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{formatCount(edition.failed)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </MatchingRows>
    </section>
  )
}

const receives = (preferences: { daily_digest: boolean; weekly_summary: boolean; breaking_news: boolean }) =>
  [preferences.daily_digest ? 'Daily digest' : '', preferences.weekly_summary ? 'Weekly summary' : '', preferences.breaking_news ? 'Breaking news' : ''].filter(Boolean).join(', ') || 'Editor editions only'

function Subscribers({ q, isFirstPage, pageSize, subscribers, nextCursor, total }: Pick<LoaderData, 'q' | 'isFirstPage' | 'pageSize' | 'subscribers' | 'nextCursor' | 'total'>) {
  const navigation = useNavigation()
  const isSearching = navigation.state === 'loading' && navigation.location?.pathname === '/admin/newsletter'
  const link = 'rounded-full border border-slate-300 px-4 py-1.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
  const pageLink = (cursor: string | null) => {
    const params = new URLSearchParams()
    if (q) params.set('q', q)
    if (cursor) params.set('cursor', cursor)
    return `?${params.toString()}`
  }
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-4">
      <h2 id="subscribers-heading" className="text-xl font-semibold">Subscribers</h2>
      <Form method="get" role="search" preventScrollReset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="subscriber-search" className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">Search by e-mail</label>
          <input id="subscriber-search" name="q" type="search" defaultValue={q} maxLength={100} placeholder="Part of an address" className={adminInput} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={adminButton.primary} disabled={isSearching}>{isSearching ? 'Searching…' : 'Search'}</button>
          {q ? <Link to="/admin/newsletter" preventScrollReset className={adminButton.secondary}>Clear</Link> : null}
        </div>
      </Form>
      <MatchingRows count={subscribers.length} none={q ? `No subscriber's address contains “${q}”.` : 'Nobody has subscribed yet.'}>
        <AdminTable testId="subscribers" label="Subscribers">
          <thead>
            <tr><th>E-mail</th><th>Status</th><th>Subscribed</th><th>Confirmed</th><th>Receives</th></tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="min-w-52 break-words">{subscriber.email}</td>
                <td><Badge tone={subscriberTones[subscriber.status]}>{subscriberLabels[subscriber.status]}</Badge></td>
                <td className="whitespace-nowrap">{adminTime(subscriber.subscribedAt)}</td>
                <td className="whitespace-nowrap">{adminTime(subscriber.confirmedAt)}</td>
                <td className="min-w-40 text-slate-700 dark:text-slate-300">{receives(subscriber.preferences)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </MatchingRows>
      <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-600 dark:text-slate-400" data-testid="subscriber-total">
          {formatCount(total)} {q ? (total === 1 ? 'subscription matches' : 'subscriptions match') : total === 1 ? 'subscription' : 'subscriptions'} · newest first, {pageSize} a page
        </p>
        <div className="flex gap-2">
          {isFirstPage ? null : <Link to={pageLink(null)} preventScrollReset className={link}>← Newest</Link>}
          {nextCursor ? <Link to={pageLink(nextCursor)} preventScrollReset rel="next" className={link}>Next {pageSize} →</Link> : null}
        </div>
      </nav>
    </section>
  )
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { counts, growth, editions } = loaderData
  const addedInPeriod = growth.reduce((sum, day) => sum + day.added, 0)
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Newsletter"
        description="Subscribers, how the list grows, and the editions sent to it."
        actions={
          <>
            {/* A file download, not a page: the browser fetches it itself. */}
            <a href="/admin/newsletter/export.csv" download className={adminButton.secondary}>Download CSV</a>
            <Link to="/admin/newsletter/editions/new" className={adminButton.primary}>New edition</Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Active" value={counts.active} hint="Confirmed and receiving editions." testId="count-active" />
        <Stat label="Pending" value={counts.pending} hint="Signed up, not confirmed yet." testId="count-pending" />
        <Stat label="Unsubscribed" value={counts.unsubscribed} hint="Left the list." testId="count-unsubscribed" />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard title="Subscribers" total={formatCount(counts.active)} points={growth.map((d) => ({ day: d.day, value: d.total }))} kind="area" label="Subscribers" format={formatCount} color="text-brand-600 dark:text-brand-300" />
        <ChartCard title="Confirmed in the last 30 days" total={formatCount(addedInPeriod)} points={growth.map((d) => ({ day: d.day, value: d.added }))} kind="bar" label="Confirmed" format={formatCount} color="text-emerald-600 dark:text-emerald-300" />
      </div>
      <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <summary className="cursor-pointer font-semibold">Daily figures (last 30 days, UTC)</summary>
        <div className="mt-4">
          <AdminTable testId="growth" label="Subscribers per day">
            <thead><tr><th>Day</th><th className="text-right">New confirmed</th><th className="text-right">Subscribers at day end</th></tr></thead>
            <tbody>
              {[...growth].reverse().map((d) => (
                <tr key={d.day} className="tabular-nums">
                  <td className="whitespace-nowrap">{formatDay(d.day)}</td>
                  <td className="text-right">{formatCount(d.added)}</td>
                  <td className="text-right">{formatCount(d.total)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </div>
      </details>
      <EditionHistory editions={editions} />
      <Subscribers {...loaderData} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Members who chose the newsletter in their notification settings receive editions too; each edition shows its whole audience.
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) throw error
  const message = isRouteErrorResponse(error) && error.status === 400 ? (error.data as { message?: string } | null)?.message : null
  return (
    <section className="rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-800">
      <h1 className="font-serif text-3xl font-bold">{message ? 'This page link no longer works' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message ?? 'The newsletter page could not be loaded.'}</p>
      <Link to="/admin/newsletter" reloadDocument className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to the first page</Link>
    </section>
  )
}

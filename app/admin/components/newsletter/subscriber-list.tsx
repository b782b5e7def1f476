import { Form, Link } from 'react-router'
import type { SubscriberRow } from '../../../newsletter/admin/subscribers.server'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { MatchingRows } from '../../../ui/matching-rows'
import { AdminTable, Badge, adminInput, adminTime } from '../admin-ui'
import { FilterButtons } from '../filter-buttons'
import { formatCount } from '../operations/operations-format'

const subscriberTones = { active: 'green', pending: 'amber', unsubscribed: 'slate' } as const
const subscriberLabels = { active: 'Active', pending: 'Pending', unsubscribed: 'Unsubscribed' } as const

const receives = (preferences: { daily_digest: boolean; weekly_summary: boolean; breaking_news: boolean }) =>
  [preferences.daily_digest ? 'Daily digest' : '', preferences.weekly_summary ? 'Weekly summary' : '', preferences.breaking_news ? 'Breaking news' : ''].filter(Boolean).join(', ') || 'Editor editions only'

const subscriberColumns: TableColumn<SubscriberRow>[] = [
  { header: 'E-mail', className: 'min-w-52 break-words', cell: (subscriber) => subscriber.email },
  { header: 'Status', cell: (subscriber) => <Badge tone={subscriberTones[subscriber.status]}>{subscriberLabels[subscriber.status]}</Badge> },
  { header: 'Subscribed', className: 'whitespace-nowrap', cell: (subscriber) => adminTime(subscriber.subscribedAt) },
  { header: 'Confirmed', className: 'whitespace-nowrap', cell: (subscriber) => adminTime(subscriber.confirmedAt) },
  { header: 'Receives', className: 'min-w-40 text-slate-700 dark:text-slate-300', cell: (subscriber) => receives(subscriber.preferences) },
]

export interface SubscriberPage {
  /** The search: part of an address, or empty. */
  q: string
  isFirstPage: boolean
  pageSize: number
  subscribers: SubscriberRow[]
  nextCursor: string | null
  /** How many subscriptions match the search. */
  total: number
}

/** One page of subscriptions, newest first, with the search by address and the page links. */
export function Subscribers({ q, isFirstPage, pageSize, subscribers, nextCursor, total }: SubscriberPage) {
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
        <FilterButtons className="flex gap-2" label="Search" busyLabel="Searching…" isFiltered={Boolean(q)} clearTo="/admin/newsletter" preventScrollReset />
      </Form>
      <MatchingRows count={subscribers.length} none={q ? `No subscriber's address contains “${q}”.` : 'Nobody has subscribed yet.'}>
        <AdminTable testId="subscribers" label="Subscribers">
          <ColumnRows columns={subscriberColumns} rows={subscribers} rowKey={(subscriber) => subscriber.id} />
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

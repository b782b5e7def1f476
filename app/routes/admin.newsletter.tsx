import { isRouteErrorResponse, Link } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminErrorCard, useAdminRouteError } from '../admin/components/admin-error'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { EditionHistory } from '../admin/components/newsletter/edition-history'
import { SubscriberGrowth } from '../admin/components/newsletter/subscriber-growth'
import { Subscribers } from '../admin/components/newsletter/subscriber-list'
import { SubscriberStats } from '../admin/components/newsletter/subscriber-stats'
import { getDb } from '../db/client.server'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { audienceSample, audienceSize, listEditions } from '../newsletter/editions/editions.server'
import { describeSegment, segmentFromQuery, segmentValues } from '../newsletter/segments'
import { SegmentView } from '../admin/components/newsletter/segment-view'
import { listSubscribers, subscriberCounts, subscriberGrowth, SUBSCRIBERS_PER_PAGE } from '../newsletter/admin/subscribers.server'
import type { Route } from './+types/admin.newsletter'

const listQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  cursor: z.string().max(300).optional().catch(undefined),
})

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'newsletter.send')
  const db = getDb()
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const { q, cursor } = listQuery.parse(query)
  // An unknown segment value is left out rather than refused: the view shows the rest.
  const segment = segmentFromQuery(query)
  try {
    const [counts, growth, list, editions, segmentSize, sample] = await Promise.all([
      subscriberCounts(db),
      subscriberGrowth(db, { days: 30 }),
      listSubscribers(db, { q, cursor: cursor || null }),
      listEditions(db, { limit: 50 }),
      audienceSize(db, 'admin', segment),
      audienceSample(db, segment),
    ])
    const segmentView = { values: segmentValues(segment), size: segmentSize, sample, description: describeSegment(segment), isFiltered: segment !== null }
    return { q, isFirstPage: !cursor, pageSize: SUBSCRIBERS_PER_PAGE, counts, growth, ...list, editions, segmentView }
  } catch (error) {
    // A page link whose cursor no longer decodes: 400 with its message.
    throw appErrorResponse(error, messageBody)
  }
}

export const meta = () => [{ title: 'Newsletter · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { counts, growth, editions } = loaderData
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Newsletter"
        description="Subscribers, how the list grows, and the editions sent to it."
        actions={
          <>
            {/* A file download, not a page: the browser fetches it itself. */}
            <a href="/admin/newsletter/export.csv" download className={adminButton.secondary}>Download CSV</a>
            <Link to="/admin/newsletter/welcome" className={adminButton.secondary}>Welcome series</Link>
            <Link to="/admin/newsletter/editions/new" className={adminButton.primary}>New edition</Link>
          </>
        }
      />
      <SubscriberStats counts={counts} />
      <SubscriberGrowth active={counts.active} growth={growth} />
      <EditionHistory editions={editions} />
      <SegmentView {...loaderData.segmentView} />
      <Subscribers {...loaderData} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Members who chose the newsletter in their notification settings receive editions too; each edition shows its whole audience.
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useAdminRouteError()
  const message = isRouteErrorResponse(error) && error.status === 400 ? (error.data as { message?: string } | null)?.message : null
  return (
    <AdminErrorCard
      title={message ? 'This page link no longer works' : 'Something went wrong'}
      text={message ?? 'The newsletter page could not be loaded.'}
      back={{ to: '/admin/newsletter', label: '← Back to the first page' }}
      reloadDocument
    />
  )
}

import { Link, useLocation } from 'react-router'
import { z } from 'zod'
import { contentTypes, flagFilters, statusFilters } from '../admin/content/content-types'
import { listContent } from '../admin/content/content-list.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { ContentFiltersForm, NewContentMenu } from '../admin/components/content/content-filters'
import { ContentTable } from '../admin/components/content/content-table'
import { EditorMessage } from '../admin/components/content/notices'
import { getDb } from '../db/client.server'
import { can } from '../admin/permissions'
import { listProfiles } from '../newsroom/credits.server'
import { MatchingRows } from '../ui/matching-rows'
import type { Route } from './+types/admin.content'

const filtersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: z.enum(contentTypes).optional().catch(undefined),
  status: z.enum(statusFilters).optional().catch(undefined),
  flag: z.enum(flagFilters).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  author: z.uuid().optional().catch(undefined),
  waiting: z.literal('me').optional().catch(undefined),
  notice: z.string().max(40).optional().catch(undefined),
})

/** Every content type in one list: search, filter by type, state, flag, author and what waits for me, newest change first. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const filters = filtersSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const now = new Date()
  // Contributors and authors work on their own items; editors and admins see everyone's.
  const seesAll = can(staff.role, 'content.editAny')
  const result = await listContent(getDb(), {
    type: filters.type, status: filters.status, flag: filters.flag, search: filters.q, page: filters.page, now,
    authorId: seesAll ? filters.author : undefined,
    ownerId: seesAll ? undefined : staff.id,
    waitingFor: filters.waiting ? { userId: staff.id, isReviewer: seesAll } : undefined,
  })
  const authors = seesAll ? await listProfiles(getDb()) : null
  return { filters, ...result, authors: authors?.map(({ id, name }) => ({ id, name })) ?? null, now: now.getTime() }
}

export const meta = () => [{ title: 'Content · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, page, pageCount, now } = loaderData
  const location = useLocation()
  const pageHref = (target: number) => {
    const params = new URLSearchParams(location.search)
    params.delete('notice')
    if (target > 1) params.set('page', String(target))
    else params.delete('page')
    return `?${params.toString()}`
  }
  const pagerLink = 'rounded-full border border-slate-300 px-4 py-1.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
  return (
    <>
      <AdminHeader title="Content" description="Write, review, schedule and publish everything readers see." actions={<NewContentMenu />} />
      <EditorMessage notice={filters.notice} />
      <ContentFiltersForm filters={filters} authors={loaderData.authors} />
      <div className="mt-6">
        <MatchingRows count={items.length} none="Nothing matches these filters.">
          <ContentTable items={items} now={now} />
        </MatchingRows>
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400">{total.toLocaleString('en-US')} item{total === 1 ? '' : 's'} · page {Math.min(page, pageCount)} of {pageCount}</p>
          <div className="flex gap-2">
            {page > 1 ? <Link to={pageHref(page - 1)} rel="prev" className={pagerLink}>← Previous</Link> : null}
            {page < pageCount ? <Link to={pageHref(page + 1)} rel="next" className={pagerLink}>Next →</Link> : null}
          </div>
        </nav>
      </div>
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary

import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { MatchingRows } from '../../../ui/matching-rows'

type PagerProps = { page: number; pageCount: number; total: number; noun: string }

/**
 * Previous/next links that keep the current filters (plain links, so paging works without
 * JavaScript).
 */
function Pager({ page, pageCount, total, noun }: PagerProps) {
  const { search } = useLocation()
  const href = (target: number) => {
    const params = new URLSearchParams(search)
    if (target > 1) params.set('page', String(target))
    else params.delete('page')
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  const link = 'rounded-full border border-slate-300 px-4 py-1.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {total.toLocaleString('en-US')} {noun}
        {total === 1 ? '' : 's'} · page {Math.min(page, pageCount)} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? <Link to={href(page - 1)} rel="prev" className={link}>← Previous</Link> : null}
        {page < pageCount ? <Link to={href(page + 1)} rel="next" className={link}>Next →</Link> : null}
      </div>
    </nav>
  )
}

/** One page of a filtered list: its table, or a note that nothing matches, then the pager. */
export function PagedRows({ className, count, none, children, ...pager }: PagerProps & { className: string; count: number; none: string; children: ReactNode }) {
  return (
    <div className={className}>
      <MatchingRows count={count} none={none}>{children}</MatchingRows>
      <Pager {...pager} />
    </div>
  )
}

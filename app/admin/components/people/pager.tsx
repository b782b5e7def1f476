import { Link } from 'react-router'

/**
 * Previous/next links that keep the current filters (plain links, so paging works without
 * JavaScript).
 */
export function Pager({ page, pageCount, total, noun, search }: { page: number; pageCount: number; total: number; noun: string; search: string }) {
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

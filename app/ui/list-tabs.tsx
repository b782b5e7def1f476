import { Link } from 'react-router'
import { ScrollStrip } from './scroll-strip'

/**
 * The tabs of a list page (Courses and Learning Paths, Episodes and Series, Videos and
 * Playlists) with their counts, in the order of `labels`. Links, so they work without
 * JavaScript; the open one is marked with aria-current.
 */
export function ListTabs<Tab extends string>({
  label,
  current,
  labels,
  counts,
  hrefOf,
}: {
  label: string
  current: Tab
  labels: Record<Tab, string>
  counts: Record<Tab, number>
  hrefOf: (tab: Tab) => string
}) {
  return (
    <nav aria-label={label} className="mt-6 border-b border-slate-200 sm:mt-8 dark:border-slate-800">
      <ScrollStrip>
      <ul className="-mb-px flex gap-6">
        {(Object.keys(labels) as Tab[]).map((tab) => {
          const isActive = tab === current
          return (
            <li key={tab}>
              <Link
                to={hrefOf(tab)}
                aria-current={isActive ? 'page' : undefined}
                data-testid={`tab-${tab}`}
                className={`inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 pb-3 text-base font-semibold ${
                  isActive
                    ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {labels[tab]}
                <span
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                  data-testid={`${tab}-count`}
                >
                  {counts[tab]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
      </ScrollStrip>
    </nav>
  )
}

import { lazy, Suspense } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import type { TrendChartProps } from '../../../ui/trend-chart'

// recharts is fetched only when an analytics chart is drawn in the browser.
const TrendChart = lazy(() => import('../../../ui/trend-chart'))

/** A titled chart of one daily series; the same figures are in the data table below the charts. */
export function ChartCard({ title, total, color, ...chart }: TrendChartProps & { title: string; total: string; color: string }) {
  const isHydrated = useHydrated()
  const placeholder = <div className="h-full animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="chart">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{title}</span>
        <span className="text-2xl font-bold tabular-nums">{total}</span>
      </figcaption>
      <div className={`mt-4 h-56 ${color}`} role="img" aria-label={`${title}: ${total} in the period. Daily figures are in the table below.`}>
        {isHydrated ? <Suspense fallback={placeholder}><TrendChart {...chart} /></Suspense> : placeholder}
      </div>
    </figure>
  )
}

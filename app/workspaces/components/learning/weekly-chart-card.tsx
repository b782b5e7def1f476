import { lazy, Suspense } from 'react'
import { useT } from '../../../i18n/i18n'
import { useHydrated } from '../../../lib/use-hydrated'
import type { WeeklyChartProps } from './weekly-chart'

// recharts is fetched only when a team chart is drawn in the browser.
const WeeklyChart = lazy(() => import('./weekly-chart'))

/** A titled weekly chart; the same figures are in the table below the charts. */
export function WeeklyChartCard({ title, color, ...chart }: Omit<WeeklyChartProps, 'name'> & { title: string; color: string }) {
  const t = useT()
  const isHydrated = useHydrated()
  const total = chart.points.reduce((sum, point) => sum + point.value, 0)
  const placeholder = <div className="h-full animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="team-chart">
      <figcaption>
        <span className="block font-semibold">{title}</span>
        <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{t('workspaceLearning.analytics.chartTotal', { total })}</span>
      </figcaption>
      <div className={`mt-4 h-44 ${color}`} role="img" aria-label={t('workspaceLearning.analytics.chartLabel', { title, total })}>
        {isHydrated ? (
          <Suspense fallback={placeholder}>
            <WeeklyChart {...chart} name={title} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </figure>
  )
}

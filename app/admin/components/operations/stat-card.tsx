import type { Metric } from '../../operations/metrics.server'
import { formatPercent } from './operations-format'

/** One headline figure with its change against the figure 30 days earlier. */
export function StatCard({ label, metric, format }: { label: string; metric: Metric; format: (value: number) => string }) {
  const change = metric.changePercent
  const tone =
    change === null || change > 0
      ? 'text-emerald-700 dark:text-emerald-300'
      : change < 0
        ? 'text-red-700 dark:text-red-300'
        : 'text-slate-600 dark:text-slate-400'
  const text = change === null ? 'New' : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatPercent(Math.abs(change))}`
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="stat-card">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{format(metric.value)}</p>
      <p className="mt-2 text-sm">
        <span className={`font-semibold tabular-nums ${tone}`}>{text}</span>{' '}
        <span className="text-slate-600 dark:text-slate-400">· 30 days ago: {format(metric.previous)}</span>
      </p>
    </div>
  )
}

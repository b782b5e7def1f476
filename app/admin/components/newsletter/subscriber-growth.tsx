import type { GrowthDay } from '../../../newsletter/admin/subscribers.server'
import { AdminTable } from '../admin-ui'
import { ChartCard } from '../operations/chart-card'
import { formatCount, formatDay } from '../operations/operations-format'

/** How the list grew: the subscriber and confirmation charts, and their figures day by day. */
export function SubscriberGrowth({ active, growth }: { active: number; growth: GrowthDay[] }) {
  const addedInPeriod = growth.reduce((sum, day) => sum + day.added, 0)
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard title="Subscribers" total={formatCount(active)} points={growth.map((d) => ({ day: d.day, value: d.total }))} kind="area" label="Subscribers" format={formatCount} color="text-brand-600 dark:text-brand-300" />
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
    </>
  )
}

import type { GrowthDay } from '../../../newsletter/admin/subscribers.server'
import { ChartCard } from '../operations/chart-card'
import { DailyFigures } from '../operations/daily-figures'
import { formatCount } from '../operations/operations-format'

/** How the list grew: the subscriber and confirmation charts, and their figures day by day. */
export function SubscriberGrowth({ active, growth }: { active: number; growth: GrowthDay[] }) {
  const addedInPeriod = growth.reduce((sum, day) => sum + day.added, 0)
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard title="Subscribers" total={formatCount(active)} points={growth.map((d) => ({ day: d.day, value: d.total }))} kind="area" label="Subscribers" format={formatCount} color="text-brand-600 dark:text-brand-300" />
        <ChartCard title="Confirmed in the last 30 days" total={formatCount(addedInPeriod)} points={growth.map((d) => ({ day: d.day, value: d.added }))} kind="bar" label="Confirmed" format={formatCount} color="text-emerald-600 dark:text-emerald-300" />
      </div>
      <DailyFigures
        summary="Daily figures (last 30 days, UTC)"
        testId="growth"
        label="Subscribers per day"
        days={growth}
        figures={[
          { header: 'New confirmed', cell: (d) => formatCount(d.added) },
          { header: 'Subscribers at day end', cell: (d) => formatCount(d.total) },
        ]}
      />
    </>
  )
}

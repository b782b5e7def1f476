import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminTable } from '../admin-ui'
import { formatDay } from './operations-format'

const dayColumn: TableColumn<{ day: string }> = { header: 'Day', className: 'whitespace-nowrap', cell: (row) => formatDay(row.day) }

/** The figures behind a page's charts, day by day and newest first, folded away until opened. */
export function DailyFigures<Day extends { day: string }>({
  summary,
  testId,
  label,
  days,
  figures,
}: {
  summary: string
  testId: string
  label: string
  /** Oldest first, as the charts draw them. */
  days: readonly Day[]
  figures: readonly TableColumn<Day>[]
}) {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      <div className="mt-4">
        <AdminTable testId={testId} label={label}>
          <ColumnRows columns={[dayColumn, ...figures]} rows={[...days].reverse()} rowKey={(row) => row.day} rowClassName="tabular-nums" />
        </AdminTable>
      </div>
    </details>
  )
}

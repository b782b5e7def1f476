import type { ReactNode } from 'react'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminTable } from '../admin-ui'
import { formatDay } from './operations-format'

const dayColumn: TableColumn<{ day: string }> = { header: 'Day', className: 'whitespace-nowrap', cell: (row) => formatDay(row.day) }

/** One figure of each day: its heading, and the day's value, formatted. */
export interface DailyFigure<Day> {
  header: string
  cell: (day: Day) => ReactNode
}

/** A figure's column: numbers line up at the end of the cell, like their heading. */
function figureColumn<Day>({ header, cell }: DailyFigure<Day>): TableColumn<Day> {
  return { header, headerClassName: 'text-end', className: 'text-end', cell }
}

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
  figures: readonly DailyFigure<Day>[]
}) {
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      <div className="mt-4">
        <AdminTable testId={testId} label={label}>
          <ColumnRows columns={[dayColumn, ...figures.map(figureColumn)]} rows={[...days].reverse()} rowKey={(row) => row.day} rowClassName="tabular-nums" />
        </AdminTable>
      </div>
    </details>
  )
}

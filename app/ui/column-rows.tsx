import type { Key, ReactNode } from 'react'

/** One column of a table: its heading, and what each row shows under it. */
export interface TableColumn<Row> {
  header: ReactNode
  /** Classes of the heading cell. */
  headerClassName?: string
  /** Classes of each of the column's cells. */
  className?: string
  cell: (row: Row) => ReactNode
}

/**
 * The head and body of a table whose rows all show the same columns; the `table` element
 * around them gives the look.
 */
export function ColumnRows<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  rowClassName?: string
}) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} className={column.headerClassName}>{column.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName}>
            {columns.map((column, index) => (
              <td key={index} className={column.className}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  )
}

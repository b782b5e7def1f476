import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { PodcastInputError } from './errors.server'
import type { PodcastSort } from './podcast-filters'

/** Where a page ends: the sort value of its last row and that row's id (the tie-breaker). */
export type CursorRow = { id: string; publishedAt: Date | null; downloads: number; likes: number; title: string }

const invalid = () => new PodcastInputError('This page link is no longer valid. Please start again from the first page.')

export function encodeCursor(sort: PodcastSort, row: CursorRow) {
  const value = sort === 'published_at' ? (row.publishedAt?.toISOString() ?? '') : row[sort]
  return Buffer.from(JSON.stringify([value, row.id])).toString('base64url')
}

export function decodeCursor(sort: PodcastSort, cursor: string): { value: string | number; id: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    throw invalid()
  }
  const [value, id] = Array.isArray(parsed) ? (parsed as unknown[]) : []
  const isNumeric = sort === 'downloads' || sort === 'likes'
  const isValidValue = isNumeric
    ? Number.isSafeInteger(value)
    : typeof value === 'string' && (sort !== 'published_at' || !Number.isNaN(Date.parse(value)))
  if (!isValidValue || typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw invalid()
  }
  return { value: value as string | number, id }
}

/**
 * The keyset condition "after this cursor" for a sort column (or aggregate) and an id column.
 * Alphabetical runs A→Z, every other sort newest/highest first.
 */
export function afterCursor(sort: PodcastSort, cursor: string, column: SQLWrapper, idColumn: SQLWrapper): SQL {
  const after = decodeCursor(sort, cursor)
  const value = sort === 'published_at' ? sql`${after.value}::timestamptz` : sql`${after.value}`
  const comparison = sort === 'title' ? sql`>` : sql`<`
  return sql`(${column}, ${idColumn}) ${comparison} (${value}, ${after.id}::uuid)`
}

/** Keeps one page of the rows read (one more than asked) and the cursor of the next page. */
export function pageOf<T extends CursorRow>(rows: T[], pageSize: number, sort: PodcastSort) {
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  return { page, nextCursor: rows.length > pageSize && last ? encodeCursor(sort, last) : null }
}

import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { AppError } from './app-error'
import { isUuid } from './uuid'

/**
 * Keyset (cursor) paging for every public list. A page ends at its last row; the cursor names
 * that row's sort value and id, and the next page starts strictly after it, so pages stay put
 * while new items are published (an offset would repeat or skip items).
 */

/** The most pages one `?page=N` address renders at once (Load More without JavaScript). */
export const MAX_RENDERED_PAGES = 20

/** A cursor that was not written by `pageOf`: a hand-edited or stale link, answered with 400. */
const invalidCursor = () => new AppError('invalid_cursor', 400, 'answers.list.cursorInvalid')

/** How a sort value is checked and compared: a time, a count, or text (which alone runs A→Z). */
type KeyKind = 'time' | 'number' | 'text'

/** A list's order: the sort column (or aggregate) and the id column that breaks its ties. */
export interface Keyset {
  key: SQLWrapper
  id: SQLWrapper
  kind: KeyKind
}

/**
 * The keyset for a sort. The lists name their sorts alike: `published_at` is a time, `title`
 * runs A→Z, and every other sort (views, likes, downloads) is a count, highest first.
 */
export function keyset(sort: string, key: SQLWrapper, id: SQLWrapper): Keyset {
  return { key, id, kind: sort === 'published_at' ? 'time' : sort === 'title' ? 'text' : 'number' }
}

/** A table whose sorts are its own columns: `publishedAt` for `published_at`, the others under their names. */
type SortedTable<S extends string> = { id: SQLWrapper; publishedAt: SQLWrapper } & Record<Exclude<S, 'published_at'>, SQLWrapper>

/**
 * The keyset for a sort of a table's own columns, named as `sortValueOf` reads them from its
 * rows: `published_at` orders by `publishedAt`, every other sort by the column of its name.
 */
export function tableKeyset<S extends string>(table: SortedTable<S>, sort: S): Keyset {
  return keyset(sort, sort === 'published_at' ? table.publishedAt : table[sort as Exclude<S, 'published_at'>], table.id)
}

/** Titles A→Z, everything else newest or highest first; the id breaks ties in the same direction. */
export function keysetOrder({ key, id, kind }: Keyset): SQL[] {
  return kind === 'text' ? [asc(key), asc(id)] : [desc(key), desc(id)]
}

type KeyValue = Date | number | string | null

function encodeCursor(value: KeyValue, id: string) {
  const plain = value instanceof Date ? value.toISOString() : (value ?? '')
  return Buffer.from(JSON.stringify([plain, id])).toString('base64url')
}

// Only what encodeCursor writes: anything else could make the database fail instead of a 400.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

function isValidValue(value: unknown, kind: KeyKind): value is string | number {
  if (kind === 'number') return Number.isSafeInteger(value)
  if (typeof value !== 'string' || value.includes('\0')) return false
  return kind === 'text' || (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
}

function decodeCursor(cursor: string, kind: KeyKind) {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    throw invalidCursor()
  }
  const [value, id] = Array.isArray(parsed) ? (parsed as unknown[]) : []
  if (!isValidValue(value, kind) || typeof id !== 'string' || !isUuid(id)) throw invalidCursor()
  return { value, id }
}

/**
 * The condition "after this cursor": for `where`, or for `having` when the key is an aggregate.
 * Throws an AppError (400) for a cursor `pageOf` did not write for this kind of sort.
 */
export function afterCursor(order: Keyset, cursor: string): SQL {
  const after = decodeCursor(cursor, order.kind)
  const value = order.kind === 'time' ? sql`${after.value}::timestamptz` : sql`${after.value}`
  const comparison = order.kind === 'text' ? sql`>` : sql`<`
  return sql`(${order.key}, ${order.id}) ${comparison} (${value}, ${after.id}::uuid)`
}

/**
 * One page out of the rows read (ask for `pageSize + 1`: the extra row only tells that more
 * follow) and the cursor of the next page, null on the last. `keyOf` reads the sort value.
 */
export function pageOf<T extends { id: string }>(rows: T[], pageSize: number, keyOf: (row: T) => KeyValue) {
  const items = rows.slice(0, pageSize)
  const last = items.at(-1)
  return { items, nextCursor: rows.length > pageSize && last ? encodeCursor(keyOf(last), last.id) : null }
}

type SortableRow<S extends string> = { publishedAt: Date | null } & Record<Exclude<S, 'published_at'>, KeyValue>

/** `keyOf` for rows that carry each sort under its own name (`published_at` as `publishedAt`). */
export function sortValueOf<S extends string>(sort: S) {
  return (row: SortableRow<S>): KeyValue => (sort === 'published_at' ? row.publishedAt : row[sort as Exclude<S, 'published_at'>])
}

/**
 * How many rows a request asks for: `?cursor=` one page after it, `?page=N` the first N pages.
 * A list whose first page holds more (a featured item) passes its size.
 */
export function pageSizeFor(query: { page: number; cursor?: string | null }, pageSize: number, firstPageSize = pageSize) {
  return query.cursor ? pageSize : firstPageSize + pageSize * (query.page - 1)
}

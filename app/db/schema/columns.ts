import { sql, type SQL } from 'drizzle-orm'
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core'

/** PostgreSQL full-text search document. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** Timestamps are stored as timestamptz and read as Date objects (UTC). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const createdAt = () => utc('created_at').notNull().defaultNow()
export const updatedAt = () => utc('updated_at').notNull().defaultNow()
export const uuidPk = () => uuid('id').primaryKey().defaultRandom()

/** Weighted search document: A for titles, B for summaries and tags, C for bodies. */
export function searchDocument(parts: { a: string; b?: string[]; c?: string[] }): SQL {
  const weigh = (column: string, weight: 'A' | 'B' | 'C') =>
    `setweight(to_tsvector('english'::regconfig, coalesce(${column}, '')), '${weight}')`
  const pieces = [
    weigh(parts.a, 'A'),
    ...(parts.b ?? []).map((c) => weigh(c, 'B')),
    ...(parts.c ?? []).map((c) => weigh(c, 'C')),
  ]
  return sql.raw(pieces.join(' || '))
}

/** Tags as text for search documents (wraps the stable array_to_string in an immutable function). */
export const tagsText = (column = 'tags') => `lumen_tags_text(${column})`

export const publishStatuses = ['draft', 'review', 'published'] as const

export const levels = ['beginner', 'intermediate', 'advanced'] as const
export type Level = (typeof levels)[number]

export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`)

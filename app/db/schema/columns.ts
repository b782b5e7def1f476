import { sql, type SQL } from 'drizzle-orm'
import { coverFocusPoints, type CoverFocus } from '../../content/cover-focus'
import { check, customType, index, text, timestamp, uuid, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core'

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

import { publishStatuses } from '../../content/publish-statuses'

export { publishStatuses, type PublishStatus } from '../../content/publish-statuses'

export const levels = ['beginner', 'intermediate', 'advanced'] as const
export type Level = (typeof levels)[number]

export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`)

/** Every row that is edited keeps when it was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

/** Editorial lifecycle of a content item: drafted, reviewed, then published at a moment. */
export const publication = () => ({
  status: text('status').notNull().default('draft'),
  publishedAt: utc('published_at'),
  ...timestamps(),
})

/** Generated search document column of content tables (see searchDocument). */
export const searchVector = (parts: Parameters<typeof searchDocument>[0]) =>
  tsvector('search_vector').generatedAlwaysAs(searchDocument(parts))

/** A required reference that disappears with the row it points at. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' })

/** Content items are addressed by a unique slug and listed by title and description. */
export const headline = () => ({
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
})

/** One item of a kind the table names (an article, a video, a course…), by its id. */
export const contentItem = <Kind extends string = string>() => ({
  kind: text('kind').$type<Kind>().notNull(),
  itemId: uuid('item_id').notNull(),
})

/** Status of a content table stays within the editorial lifecycle (see publication). */
export const publishCheck = (table: string) => check(`${table}_status_check`, inList('status', publishStatuses))

/** Newest-first listing of published items, and the most viewed and most liked orderings. */
export const rankingIndexes = (table: string, t: { status: ExtraConfigColumn; publishedAt: ExtraConfigColumn; views: ExtraConfigColumn; likes: ExtraConfigColumn }) => [
  index(`${table}_published_idx`).on(t.status, t.publishedAt.desc()),
  index(`${table}_views_idx`).on(t.views.desc()),
  index(`${table}_likes_idx`).on(t.likes.desc()),
]

/** Full-text and fuzzy-title indexes shared by every searchable content table. */
export const searchIndexes = (table: string, t: { searchVector: AnyPgColumn; title: AnyPgColumn }) => [
  index(`${table}_search_idx`).using('gin', t.searchVector),
  index(`${table}_title_trgm_idx`).using('gin', sql`${t.title} gin_trgm_ops`),
]


/** An uploaded cover's text alternative (empty for generated covers, which are decorative) and focal point. */
export const coverDetails = () => ({
  coverAlt: text('cover_alt').notNull().default(''),
  coverFocus: text('cover_focus').$type<CoverFocus>().notNull().default('center'),
})

/** The focal point stays one of the keywords. */
export const coverFocusCheck = (table: string) => check(`${table}_cover_focus_check`, inList('cover_focus', coverFocusPoints))

import { and, eq, lte, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * The one rule for "is this published now" (decision 27), for every kind of content that an
 * editor publishes or schedules: its status is `published` and its publication time has come.
 * A row without a publication time is not public. Admin lists, which also show drafts and
 * scheduled items, have their own status filters.
 */

/** A content table with a publication status and time (articles, courses, tutorials, videos, episodes). */
export interface PublishedTable {
  status: AnyColumn
  publishedAt: AnyColumn
}

/** The rule as a SQL condition on `table`'s rows, for queries and joins. */
export function isPublishedNow(table: PublishedTable, now: Date): SQL {
  return and(eq(table.status, 'published'), lte(table.publishedAt, now))!
}

/** The rule for a row already read, in the same terms as `isPublishedNow`. */
export function isPublishedRow(row: { status: string; publishedAt: Date | null }, now: Date): boolean {
  return row.status === 'published' && row.publishedAt !== null && row.publishedAt.getTime() <= now.getTime()
}

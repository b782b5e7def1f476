import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { contentItem, utc, inList } from './columns'

/** Counted items: article, tutorial and video views; podcast episode plays. */
export const viewedKinds = ['article', 'tutorial', 'video', 'podcast'] as const

/**
 * Who has already been counted for an item in one clock hour, so reloads do not inflate
 * view counters. `reader` is a user id or a hash of address and browser, never an address.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    ...contentItem(),
    reader: text('reader').notNull(),
    hour: utc('hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.reader, t.hour] }),
    check('view_marks_kind_check', inList('kind', viewedKinds)),
    index('view_marks_hour_idx').on(t.hour),
  ],
)

/**
 * First-party page views per UTC day and path (query strings left out). Visitors are counted
 * only when they accepted analytics cookies; members always.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), check('page_view_counts_views_check', sql`${t.views} >= 0`)],
)

import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, utc, uuidPk } from './columns'

/** Fixed-window request counters shared by every server instance (login, register, reset, contact). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: utc('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

export const emailStatuses = ['stored', 'sent', 'failed'] as const

/** Every e-mail the site sends; with the outbox transport this is where they are read. */
export const emails = pgTable(
  'emails',
  {
    id: uuidPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    transport: text('transport').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('emails_status_check', inList('status', emailStatuses)),
    check('emails_transport_check', inList('transport', ['outbox', 'smtp'])),
    index('emails_created_idx').on(t.createdAt.desc()),
    index('emails_to_idx').on(t.to, t.createdAt.desc()),
  ],
)

/** Counted items: article, tutorial and video views; podcast episode plays. */
export const viewedKinds = ['article', 'tutorial', 'video', 'podcast'] as const

/**
 * Who has already been counted for an item in one clock hour, so reloads do not inflate
 * view counters. `reader` is a user id or a hash of address and browser, never an address.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    reader: text('reader').notNull(),
    hour: utc('hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.reader, t.hour] }),
    check('view_marks_kind_check', inList('kind', viewedKinds)),
    index('view_marks_hour_idx').on(t.hour),
  ],
)

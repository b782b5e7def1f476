import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { utc } from './columns'

/**
 * Fixed-window request counters shared by every server instance (login, register, reset,
 * contact, guessed secrets), counted by app/lib/rate-limit.server.ts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: utc('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { contentItem, updatedAt, inList } from './columns'

export const playableKinds = ['video', 'podcast'] as const

/** Where a member stopped in a video or episode, to resume there. */
export const mediaPositions = pgTable(
  'media_positions',
  {
    userId: memberId(),
    ...contentItem(),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    check('media_positions_kind_check', inList('kind', playableKinds)),
    check('media_positions_position_check', sql`position_seconds >= 0`),
  ],
)

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'

/** A table of bearer secrets (API keys, SCIM tokens) that keeps when each was last used. */
type UsedSecrets = PgTable & { id: AnyPgColumn; lastUsedAt: AnyPgColumn }

/**
 * Notes that a secret was used at `now`, to the minute: one write a minute per secret, not one
 * per request, and of two instances writing in the same minute only the first.
 */
export async function noteUseByTheMinute(db: Db, table: UsedSecrets, row: { id: string; lastUsedAt: Date | null }, now: Date) {
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() <= 60_000) return
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString()
  await db
    .update(table)
    .set({ lastUsedAt: now } as never)
    .where(and(eq(table.id, row.id), or(isNull(table.lastUsedAt), lt(table.lastUsedAt, sql`${minuteAgo}::timestamptz`))))
}

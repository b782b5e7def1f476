import { inArray } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.server'

/**
 * Ids of the rows already stored under the given keys (slugs, or titles where a table has no
 * slug), so that a second seed run keeps them instead of inserting them again.
 */
export async function storedIds(db: Db, table: PgTable & { id: AnyPgColumn }, key: AnyPgColumn, keys: string[]) {
  const rows = await db.select({ id: table.id, key }).from(table).where(inArray(key, keys))
  return new Map(rows.map((row) => [row.key as string, row.id as string]))
}

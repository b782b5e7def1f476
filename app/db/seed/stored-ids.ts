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

/**
 * Creates, in order, the seed items whose key is not stored yet and adds their ids to `stored`,
 * so later items can point at them. Returns how many were created.
 */
export async function createMissing<T>(stored: Map<string, string>, items: readonly T[], keyOf: (item: T) => string, create: (item: T) => Promise<{ id: string }>) {
  let created = 0
  for (const item of items) {
    const key = keyOf(item)
    if (stored.has(key)) continue
    stored.set(key, (await create(item)).id)
    created++
  }
  return created
}

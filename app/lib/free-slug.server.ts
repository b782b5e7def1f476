import { and, eq, like, ne, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'

export interface SlugScope {
  table: PgTable
  slug: PgColumn
  id: PgColumn
  /** Limits uniqueness to part of the table (lessons: one course). */
  within?: SQL
  noun: string
}

export type SlugReader = Pick<Db, 'select'>

/** Slugs of the scope equal to `base` or `base-N`, except the item's own. */
async function takenLike(db: SlugReader, scope: SlugScope, base: string, exceptId: string | null) {
  const rows = await db
    .select({ slug: scope.slug })
    .from(scope.table)
    .where(and(or(eq(scope.slug, base), like(scope.slug, `${base}-%`)), exceptId ? ne(scope.id, exceptId) : undefined, scope.within))
  return new Set(rows.map((r) => String(r.slug)))
}

/** `base`, or the first free `base-2`, `base-3`… */
export async function freeSlug(db: SlugReader, scope: SlugScope, base: string, exceptId: string | null) {
  const taken = await takenLike(db, scope, base, exceptId)
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}


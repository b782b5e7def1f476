import { and, eq, like, ne, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { slugify } from '../../lib/text'
import { AppError } from '../../lib/app-error'

interface SlugScope {
  table: PgTable
  slug: PgColumn
  id: PgColumn
  /** Limits uniqueness to part of the table (lessons: one course). */
  within?: SQL
  noun: string
}

type Reader = Pick<Db, 'select'>

/** Slugs of the scope equal to `base` or `base-N`, except the item's own. */
async function takenLike(db: Reader, scope: SlugScope, base: string, exceptId: string | null) {
  const rows = await db
    .select({ slug: scope.slug })
    .from(scope.table)
    .where(and(or(eq(scope.slug, base), like(scope.slug, `${base}-%`)), exceptId ? ne(scope.id, exceptId) : undefined, scope.within))
  return new Set(rows.map((r) => String(r.slug)))
}

/** `base`, or the first free `base-2`, `base-3`… */
async function freeSlug(db: Reader, scope: SlugScope, base: string, exceptId: string | null) {
  const taken = await takenLike(db, scope, base, exceptId)
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * The slug to store: the one typed (refused with a suggestion when another item has it),
 * or one made from the title and numbered until it is free.
 */
export async function resolveSlug(db: Reader, scope: SlugScope, { typed, title, exceptId }: { typed: string; title: string; exceptId: string | null }) {
  if (typed) {
    const free = await freeSlug(db, scope, typed, exceptId)
    if (free !== typed) {
      throw new AppError('invalid_input', 400, 'admin.error.slugUsed', { values: { slug: typed, noun: scope.noun, free }, field: 'slug' })
    }
    return typed
  }
  return freeSlug(db, scope, slugify(title) || 'untitled', exceptId)
}

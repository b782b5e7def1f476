import { freeSlug, type SlugReader as Reader, type SlugScope } from '../../lib/free-slug.server'
import { slugify } from '../../lib/text'
import { AppError } from '../../lib/app-error'

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

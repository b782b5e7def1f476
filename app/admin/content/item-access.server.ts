import { eq } from 'drizzle-orm'
import { AppError } from '../../lib/app-error'
import { contentTables } from '../../content/tables.server'
import type { Role } from '../../accounts/roles'
import { isCredited } from '../../newsroom/credits.server'
import { typeInfo, type ContentType } from './content-types'
import type { Tx } from './rows.server'
import { mayEdit, mayPublish, mayReview, type Standing } from './workflow'

export type Actor = { id: string; name: string; role: Role }

/** Where `actor` stands towards an existing item: their role and whether they are credited on it. */
export async function standingOn(db: Tx, actor: Pick<Actor, 'id' | 'role'>, type: ContentType, id: string): Promise<Standing> {
  return { role: actor.role, isOwn: await isCredited(db, type, id, actor.id) }
}

const rules = { edit: mayEdit, publish: mayPublish, review: mayReview } as const

/**
 * Refuses (403) unless `actor` may `need` the item: edit (open, save, submit, preview,
 * revisions), publish (also delete) or review (approve, request changes); 404 when it does not
 * exist. Gives their standing.
 */
export async function requireItemAccess(db: Tx, actor: Pick<Actor, 'id' | 'role'>, type: ContentType, id: string, need: keyof typeof rules) {
  const t = contentTables[type]
  const [exists] = await db.select({ id: t.id }).from(t.table).where(eq(t.id, id))
  if (!exists) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: typeInfo[type].noun } })
  const standing = await standingOn(db, actor, type, id)
  if (!rules[need](standing)) {
    // An editor who is one of the authors is told why; anyone else that the item is not theirs.
    const values = { noun: typeInfo[type].noun }
    if (need === 'review' && mayEdit(standing) && standing.isOwn) throw new AppError('not_allowed', 403, 'admin.error.reviewOwn', { values })
    if (need === 'publish' && mayEdit(standing)) throw new AppError('not_allowed', 403, 'admin.error.cannotPublish', { values })
    throw new AppError('not_allowed', 403, 'admin.error.notYourItem', { values })
  }
  return standing
}

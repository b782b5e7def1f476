import { AppError } from '../../lib/app-error'
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
const refusals = { edit: 'admin.error.notYourItem', publish: 'admin.error.cannotPublish', review: 'admin.error.reviewOwn' } as const

/**
 * Refuses (403) unless `actor` may `need` the item: edit (open, save, submit, preview,
 * revisions), publish (also delete) or review (approve, request changes). Gives their standing.
 */
export async function requireItemAccess(db: Tx, actor: Pick<Actor, 'id' | 'role'>, type: ContentType, id: string, need: keyof typeof rules) {
  const standing = await standingOn(db, actor, type, id)
  if (!rules[need](standing)) {
    // An editor who is one of the authors is told why; anyone else that the item is not theirs.
    const key = need === 'review' && mayEdit(standing) && standing.isOwn ? refusals.review : need === 'publish' && mayEdit(standing) ? refusals.publish : refusals.edit
    throw new AppError('not_allowed', 403, key, { values: { noun: typeInfo[type].noun } })
  }
  return standing
}

import { AppError } from '../../lib/app-error'
import type { PublishStatus } from '../../content/publish-statuses'
import { bylineColumns, profileNamed, profileOfUser, setCredits } from '../../newsroom/credits.server'
import { can } from '../permissions'
import type { ContentType } from './content-types'
import type { SaveIntent } from './publication.server'
import type { Tx } from './rows.server'
import { mayPublish, statusAfterSave, submittable, type Standing } from './workflow'

/**
 * What a save does to the item's state under the workflow's rules: the publication intent and
 * status to resolve, or a refusal. Submit sends it to review; Publish, Schedule and Unpublish
 * need the right to publish it; a plain save follows statusAfterSave.
 */
export function workflowChoice(standing: Standing, intent: SaveIntent, chosen: PublishStatus, current: PublishStatus | null, noun: string) {
  if (intent === 'submit') {
    if (!submittable.includes(current)) throw new AppError('conflict', 409, 'admin.error.notSubmittable', { values: { noun } })
    return { intent: 'save' as const, status: 'review' as PublishStatus }
  }
  if (intent === 'save') {
    const status = statusAfterSave(standing, current, chosen)
    if (status === 'refused') throw new AppError('invalid_input', 400, 'admin.error.useReview', { values: { noun }, field: 'status' })
    return { intent: 'save' as const, status }
  }
  if (!mayPublish(standing)) throw new AppError('not_allowed', 403, 'admin.error.cannotPublish', { values: { noun } })
  return { intent, status: chosen }
}

/**
 * Credits an item's authors as the save asks and gives their names in order, or null when
 * they stay as they are. Chosen profiles are credited in order; a new item without a choice
 * credits the typed byline's profile, or the person saving. Someone who may not edit others'
 * work always stays credited, so the item stays theirs.
 */
export async function saveCredits(
  tx: Tx,
  { type, id, actor, standing, input, authorIds, isNew }: { type: ContentType; id: string; actor: { id: string; name: string }; standing: Standing; input: object; authorIds?: string[]; isNew: boolean },
) {
  let ids = authorIds
  if (!ids) {
    if (!isNew) return null
    const column = bylineColumns[type]
    const typed = column ? String((input as Record<string, unknown>)[column] ?? '').trim() : ''
    ids = [typed ? await profileNamed(tx, typed) : await profileOfUser(tx, actor)]
  }
  if (!can(standing.role, 'content.editAny')) {
    const own = await profileOfUser(tx, actor)
    if (!ids.includes(own)) ids = [own, ...ids]
  }
  if (ids.length === 0) throw new AppError('invalid_input', 400, 'admin.error.needAuthor', { field: 'authorIds' })
  const names = await setCredits(tx, type, id, ids)
  if (!names) throw new AppError('invalid_input', 400, 'admin.error.unknownAuthor', { field: 'authorIds' })
  return names
}

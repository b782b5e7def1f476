import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { validateForm } from '../../lib/form-values'
import { typeInfo, type ContentType } from './content-types'
import { readItemValues } from './editor-data.server'
import type { Actor } from './item-access.server'
import { getRevision } from './revisions.server'
import { saveContent } from './save.server'
import { schemas } from './schemas.server'

/**
 * Puts an older revision's text and fields back as a new save (its own revision, "restore").
 * The item keeps its current state and publication time; the workflow's rules apply as to
 * any save (a contributor's restore of an approved item sends it back to review).
 */
export async function restoreRevision(db: Db, { type, id, number, actor }: { type: ContentType; id: string; number: number; actor: Actor }) {
  const revision = await getRevision(db, type, id, number)
  if (!revision) throw new AppError('not_found', 404, 'admin.error.revisionGone')
  const current = await readItemValues(db, type, id)
  if (!current) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: typeInfo[type].noun } })
  const values = { ...revision.snapshot, status: current.values.status ?? '', publishedAt: current.values.publishedAt ?? '' }
  const parsed = validateForm(schemas[type], values)
  if (!parsed.ok) throw new AppError('invalid_input', 400, 'admin.error.revisionUnusable')
  const authorIds = (revision.snapshot.authorIds ?? '').split(',').filter(Boolean)
  return saveContent(db, { type, id, input: parsed.data as never, intent: 'save', reason: 'restore', actor, authorIds: authorIds.length ? authorIds : undefined })
}

import type { Role } from '../../accounts/roles'
import type { PublishStatus } from '../../content/publish-statuses'
import { can } from '../permissions'

/**
 * The editorial workflow's rules (client-safe: the editor shows the buttons they allow, the
 * server enforces them in app/admin/content/save.server.ts and review.server.ts).
 */
export const workflowIntents = ['save', 'autosave', 'submit', 'approve', 'request-changes', 'publish', 'schedule', 'unpublish'] as const
export type WorkflowIntent = (typeof workflowIntents)[number]

/** Where a person stands towards an item: their role, and whether they are credited on it (or are creating it). */
export interface Standing {
  role: Role
  isOwn: boolean
}

/** Open, save and submit the item. */
export const mayEdit = (s: Standing) => can(s.role, 'content.editAny') || (can(s.role, 'content.write') && s.isOwn)
/** Publish, schedule, unpublish and delete it. */
export const mayPublish = (s: Standing) => can(s.role, 'content.editAny') || (can(s.role, 'content.publishOwn') && s.isOwn)
/** Approve it or request changes: an editor who is not one of its authors. */
export const mayReview = (s: Standing) => can(s.role, 'content.editAny') && !s.isOwn

/** The states an item can be submitted for review from (null: not saved yet). */
export const submittable: readonly (PublishStatus | null)[] = [null, 'draft', 'changes_requested', 'unpublished']

/** The intents a person may use on an item in `status` (null: not saved yet). */
export function allowedIntents(s: Standing, status: PublishStatus | null, { canSchedule }: { canSchedule: boolean }): WorkflowIntent[] {
  if (!mayEdit(s)) return []
  const intents: WorkflowIntent[] = ['save']
  if (status !== null) intents.push('autosave')
  if (submittable.includes(status)) intents.push('submit')
  if (status === 'review' && mayReview(s)) intents.push('approve', 'request-changes')
  if (mayPublish(s)) {
    if (status !== 'published') intents.push('publish')
    if (canSchedule) intents.push('schedule')
    if (status === 'published') intents.push('unpublish')
  }
  return intents
}

/**
 * The state a plain save leaves the item in. Someone who may publish chooses Draft, In review or
 * Published (or keeps the state it is in); approval comes only from a review. Anyone else keeps the state, except that their edit to an
 * approved or published item sends it back to review.
 */
export function statusAfterSave(s: Standing, current: PublishStatus | null, chosen: PublishStatus): PublishStatus | 'refused' {
  if (mayPublish(s)) return chosen === 'draft' || chosen === 'review' || chosen === 'published' || chosen === current ? chosen : 'refused'
  if (current === null) return 'draft'
  return current === 'approved' || current === 'published' ? 'review' : current
}

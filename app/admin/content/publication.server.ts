import { AppError } from '../../lib/app-error'
import type { PublishStatus } from '../../content/publish-statuses'
import { displayStatus, type DisplayStatus } from './content-types'

export const saveIntents = ['save', 'submit', 'publish', 'schedule', 'unpublish'] as const
export type SaveIntent = (typeof saveIntents)[number]

export type Publication = { status: PublishStatus; publishedAt: Date | null }

/**
 * The status and publication time a save leads to. Save keeps what the form says (Published
 * without a time means now; with a future time it is scheduled); Publish means now; Schedule
 * needs a future time; Unpublish takes it off the site (unpublished) and keeps its date.
 */
export function resolvePublication(
  intent: Exclude<SaveIntent, 'submit'>,
  input: Publication,
  current: Publication | null,
  { canSchedule, now }: { canSchedule: boolean; now: Date },
): Publication {
  const keptDate = input.publishedAt ?? current?.publishedAt ?? null
  switch (intent) {
    case 'publish':
      return { status: 'published', publishedAt: now }
    case 'unpublish':
      return { status: 'unpublished', publishedAt: keptDate }
    case 'schedule':
      if (!canSchedule) throw new AppError('invalid_input', 400, 'admin.error.cannotSchedule', { field: 'publishedAt' })
      if (!input.publishedAt || input.publishedAt.getTime() <= now.getTime()) {
        throw new AppError('invalid_input', 400, 'admin.error.scheduleInFuture', { field: 'publishedAt' })
      }
      return { status: 'published', publishedAt: input.publishedAt }
    case 'save':
      if (input.status !== 'published') return { status: input.status, publishedAt: keptDate }
      return { status: 'published', publishedAt: canSchedule ? (input.publishedAt ?? current?.publishedAt ?? now) : now }
  }
}

/** The audit action of a save, from what readers could see before and after it. */
export function auditAction(before: DisplayStatus | null, after: DisplayStatus) {
  if (before === null) return 'content.create'
  if (after === before) return 'content.update'
  if (after === 'published') return 'content.publish'
  if (after === 'scheduled') return 'content.schedule'
  if (before === 'published' || before === 'scheduled') return 'content.unpublish'
  return 'content.update'
}

export const visibility = (p: Publication | null, now: Date): DisplayStatus | null =>
  p ? displayStatus(p.status, p.publishedAt, now) : null

import { data } from 'react-router'
import type { Db } from '../../db/client.server'
import { appErrorResponse } from '../../lib/error-responses.server'
import { can } from '../permissions'
import { claimLock, takeOverLock } from './edit-locks.server'
import type { ContentType } from './content-types'
import { requireItemAccess, type Actor } from './item-access.server'
import { decideReview, reviewTrail } from './review.server'
import { listRevisions } from './revisions.server'
import { createPreviewLink, livePreviewLinks, revokePreviewLink } from '../../newsroom/preview-links.server'
import { isUuid } from '../../lib/uuid'

type Item = { type: ContentType; id: string }

/** What the editor shows beside an item: who else is editing, the review trail, revisions and preview links. */
export async function loadNewsroom(db: Db, item: Item, actor: Actor) {
  const [lock, trail, revisions, previewLinks] = await Promise.all([claimLock(db, item, actor), reviewTrail(db, item), listRevisions(db, item.type, item.id), livePreviewLinks(db, item)])
  return {
    lock,
    canTakeOver: can(actor.role, 'content.editAny'),
    trail: trail.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    revisionCount: revisions.length,
    previewLinks: previewLinks.map((link) => ({ ...link, createdAt: link.createdAt.toISOString(), expiresAt: link.expiresAt.toISOString() })),
  }
}

export const newsroomIntents = ['approve', 'request-changes', 'take-over', 'preview-link', 'revoke-preview'] as const
export type NewsroomIntent = (typeof newsroomIntents)[number]
export const isNewsroomIntent = (intent: string): intent is NewsroomIntent => (newsroomIntents as readonly string[]).includes(intent)

export type NewsroomReply = { ok: boolean; message: string; previewUrl?: string }

/** The editor's buttons outside the save: review decisions, taking over the lock, preview links. */
export async function newsroomAction(db: Db, item: Item, actor: Actor, intent: NewsroomIntent, form: FormData) {
  try {
    switch (intent) {
      case 'approve':
      case 'request-changes': {
        await decideReview(db, { ...item, actor, decision: intent, note: String(form.get('note') ?? '').slice(0, 2000) })
        return { ok: true, message: intent === 'approve' ? 'Approved. The authors were told.' : 'Changes requested. The authors were told, with your note.' } satisfies NewsroomReply
      }
      case 'take-over': {
        await requireItemAccess(db, actor, item.type, item.id, 'edit')
        if (!can(actor.role, 'content.editAny')) return data<NewsroomReply>({ ok: false, message: 'Only editors and admins can take over.' }, { status: 403 })
        await takeOverLock(db, item, actor)
        return { ok: true, message: 'You are editing now. The person who had it open was told.' } satisfies NewsroomReply
      }
      case 'preview-link': {
        await requireItemAccess(db, actor, item.type, item.id, 'edit')
        const link = await createPreviewLink(db, { ...item, actorId: actor.id })
        return { ok: true, message: 'Preview link made. Copy it now: it is shown only once, and works for 48 hours unless you revoke it.', previewUrl: link.url } satisfies NewsroomReply
      }
      case 'revoke-preview': {
        await requireItemAccess(db, actor, item.type, item.id, 'edit')
        const linkId = String(form.get('linkId') ?? '')
        if (!isUuid(linkId) || !(await revokePreviewLink(db, { ...item, linkId }))) return data<NewsroomReply>({ ok: false, message: 'That link no longer works.' }, { status: 404 })
        return { ok: true, message: 'The preview link no longer works.' } satisfies NewsroomReply
      }
    }
  } catch (error) {
    return appErrorResponse(error, ({ message }) => ({ ok: false, message }) satisfies NewsroomReply)
  }
}

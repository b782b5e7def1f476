import { and, asc, eq, inArray } from 'drizzle-orm'
import { recordAudit } from '../../audit/audit.server'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { authorProfiles, contentAuthors, reviewNotes, users } from '../../db/schema'
import { sendEmails } from '../../email/mailer.server'
import { reviewEmail } from '../../email/templates'
import { AppError } from '../../lib/app-error'
import { notify } from '../../notifications/notifications.server'
import { contentTables } from '../../content/tables.server'
import { readItemValues } from './editor-data.server'
import { editPath, typeInfo, type ContentType } from './content-types'
import { requireItemAccess, type Actor } from './item-access.server'
import { recordRevision } from './revisions.server'
import { permissionMatrix } from '../permissions'
import { mayPublish } from './workflow'
import type { Tx } from './rows.server'

type Item = { type: ContentType; id: string }
export type ReviewDecision = 'approve' | 'request-changes'

async function titleOf(db: Tx, { type, id }: Item) {
  const t = contentTables[type]
  const [row] = (await db.select({ title: t.title }).from(t.table).where(eq(t.id, id))) as { title: string }[]
  return row?.title ?? null
}

/** Bell and e-mail to each person, with a link to the item's editor. */
async function tell(db: Db, people: { id: string; email: string }[], item: Item, message: { title: string; text: string; note: string }) {
  if (people.length === 0) return
  const url = `${getConfig().SITE_URL}${editPath(item.type, item.id)}`
  for (const person of people) await notify(db, { userId: person.id, type: 'info', title: message.title, message: message.text, link: editPath(item.type, item.id) })
  await sendEmails(db, people.map((person) => ({ to: person.email, kind: 'review', ...reviewEmail(getConfig().SITE_NAME, { subject: message.title, lines: [message.text], note: message.note, url }) })))
}

/** The staff who review: editors and admins who can sign in, but not `except`. */
async function reviewers(db: Db, exceptIds: string[]) {
  const rows = await db.select({ id: users.id, email: users.email }).from(users)
    .where(and(inArray(users.role, [...permissionMatrix['content.editAny']]), eq(users.isSuspended, false)))
  return rows.filter((row) => !exceptIds.includes(row.id))
}

/** The accounts credited on an item. */
async function authorsOf(db: Tx, { type, id }: Item) {
  return db.select({ id: users.id, email: users.email }).from(contentAuthors)
    .innerJoin(authorProfiles, eq(authorProfiles.id, contentAuthors.profileId))
    .innerJoin(users, eq(users.id, authorProfiles.userId))
    .where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id))).orderBy(asc(contentAuthors.position))
}

/** An item went to review: the trail notes it, and the editors who may review it are told. */
export async function announceSubmission(db: Db, { type, id, actor }: Item & { actor: Actor }) {
  await db.insert(reviewNotes).values({ contentType: type, contentId: id, actorId: actor.id, decision: 'submitted' })
  const title = await titleOf(db, { type, id })
  const authors = await authorsOf(db, { type, id })
  const people = await reviewers(db, [actor.id, ...authors.map((a) => a.id)])
  await tell(db, people, { type, id }, { title: `Review requested: ${title}`, text: `${actor.name} submitted the ${typeInfo[type].noun} “${title}” for review.`, note: '' })
}

/**
 * An editor who is not one of its authors approves an item in review or asks for changes
 * (with a note saying what). The decision, its note and a revision are kept; the authors are told.
 */
export async function decideReview(db: Db, { type, id, actor, decision, note, now = new Date() }: Item & { actor: Actor; decision: ReviewDecision; note: string; now?: Date }) {
  const noun = typeInfo[type].noun
  const t = contentTables[type]
  if (!t.status) throw new AppError('invalid_input', 400, 'admin.error.noPublicationStatus', { values: { noun } })
  const trimmed = note.trim()
  if (decision === 'request-changes' && !trimmed) throw new AppError('invalid_input', 400, 'admin.error.noteRequired', { field: 'note' })
  const status = decision === 'approve' ? 'approved' : 'changes_requested'
  const title = await db.transaction(async (tx) => {
    const [row] = (await tx.select({ status: t.status!, title: t.title }).from(t.table).where(eq(t.id, id)).for('update')) as { status: string; title: string }[]
    if (!row) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun } })
    await requireItemAccess(tx, actor, type, id, 'review')
    if (row.status !== 'review') throw new AppError('conflict', 409, 'admin.error.notInReview', { values: { noun } })
    await tx.update(t.table).set({ status, updatedAt: now } as never).where(eq(t.id, id))
    await tx.insert(reviewNotes).values({ contentType: type, contentId: id, actorId: actor.id, decision: status, body: trimmed, createdAt: now })
    const saved = await readItemValues(tx, type, id)
    await recordRevision(tx, { type, id, actorId: actor.id, reason: decision === 'approve' ? 'approve' : 'request_changes', isPublished: false, values: saved!.values, now })
    await recordAudit(tx, { actorId: actor.id, action: `content.${status}`, targetType: typeInfo[type].target, targetId: id, details: { title: row.title, note: trimmed } })
    return row.title
  })
  const authors = await authorsOf(db, { type, id })
  const told = authors.filter((author) => author.id !== actor.id)
  const verdict = decision === 'approve' ? 'approved' : 'asked for changes to'
  await tell(db, told, { type, id }, { title: `${decision === 'approve' ? 'Approved' : 'Changes requested'}: ${title}`, text: `${actor.name} ${verdict} your ${noun} “${title}”.`, note: trimmed })
  return { status }
}

/** The review trail of an item, oldest first, with who wrote each entry. */
export async function reviewTrail(db: Db, { type, id }: Item) {
  return db.select({ decision: reviewNotes.decision, body: reviewNotes.body, createdAt: reviewNotes.createdAt, actorName: users.name })
    .from(reviewNotes).leftJoin(users, eq(users.id, reviewNotes.actorId))
    .where(and(eq(reviewNotes.contentType, type), eq(reviewNotes.contentId, id))).orderBy(asc(reviewNotes.createdAt))
}

/**
 * A change by someone who may not publish to part of an approved or published item (a course's
 * lesson) sends the item back to review, as their own save would; the editors are told.
 * Gives whether it did.
 */
export async function returnToReviewAfterPartEdit(db: Db, { type, id, actor, now = new Date() }: Item & { actor: Actor; now?: Date }) {
  const t = contentTables[type]
  if (!t.status) return false
  const standing = await requireItemAccess(db, actor, type, id, 'edit')
  if (mayPublish(standing)) return false
  const moved = await db.transaction(async (tx) => {
    const [row] = (await tx.select({ status: t.status! }).from(t.table).where(eq(t.id, id)).for('update')) as { status: string }[]
    if (row?.status !== 'approved' && row?.status !== 'published') return false
    await tx.update(t.table).set({ status: 'review', updatedAt: now } as never).where(eq(t.id, id))
    const saved = await readItemValues(tx, type, id)
    await recordRevision(tx, { type, id, actorId: actor.id, reason: 'submit', isPublished: false, values: saved!.values, now })
    await recordAudit(tx, { actorId: actor.id, action: 'content.update', targetType: typeInfo[type].target, targetId: id, details: { status: 'review', reason: 'part edited' } })
    return true
  })
  if (moved) await announceSubmission(db, { type, id, actor })
  return moved
}

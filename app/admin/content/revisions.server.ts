import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.server'
import { contentRevisions, users } from '../../db/schema'
import type { ContentType } from './content-types'
import type { Tx } from './rows.server'

/** Unpublished revisions kept per item; every published one is kept as well. */
export const KEPT_REVISIONS = 25
/** Autosaving adds at most one revision per this interval. */
export const AUTOSAVE_INTERVAL_MS = 10 * 60_000

export type RevisionReason = (typeof contentRevisions.$inferInsert)['reason']
/** What keeps revisions: every content type the console edits, and a course's lessons. */
export type RevisionOwner = ContentType | 'lessons'
export type Snapshot = Record<string, string>

/** A revision's number in an address (`?compare=`) or the Restore form. */
export const revisionNumber = z.coerce.number().int().min(1).max(1_000_000)
export const restoreRevisionForm = z.object({ intent: z.literal('restore'), number: revisionNumber })

/** Editor values that describe the save rather than the item. */
const notKept = new Set(['id', 'version', 'createdAt', 'updatedAt', 'views', 'likes', 'commentCount', 'searchVector'])
export const snapshotOf = (values: Record<string, string>): Snapshot =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !notKept.has(key)))

/** Equal fields, whatever their order (the database keeps its own). */
const sameSnapshot = (a: Snapshot, b: Snapshot) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

const ofItem = (type: RevisionOwner, id: string) => and(eq(contentRevisions.contentType, type), eq(contentRevisions.contentId, id))

/**
 * Adds a revision of an item (the caller holds the item's row lock, so numbers do not clash)
 * and drops the oldest unpublished ones past the newest 25. Returns its number.
 */
export async function recordRevision(
  tx: Tx,
  { type, id, actorId, reason, isPublished, values, now = new Date() }: { type: RevisionOwner; id: string; actorId: string | null; reason: RevisionReason; isPublished: boolean; values: Record<string, string>; now?: Date },
) {
  const [last] = await tx.select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)` }).from(contentRevisions).where(ofItem(type, id))
  const number = Number(last?.number ?? 0) + 1
  await tx.insert(contentRevisions).values({ contentType: type, contentId: id, number, actorId, reason, isPublished, snapshot: snapshotOf(values), createdAt: now })
  const newest = tx.select({ number: contentRevisions.number }).from(contentRevisions).where(ofItem(type, id)).orderBy(desc(contentRevisions.number)).limit(KEPT_REVISIONS)
  await tx.delete(contentRevisions).where(and(ofItem(type, id), eq(contentRevisions.isPublished, false), notInArray(contentRevisions.number, newest)))
  return number
}

/**
 * Keeps what the editor holds while it is open: a new revision when the newest is not an
 * autosave from the last 10 minutes, otherwise that autosave is brought up to date. Nothing
 * is written when the text equals the newest revision. The item itself is not changed.
 */
export async function autosaveRevision(db: Db, { type, id, actorId, values, now = new Date() }: { type: ContentType; id: string; actorId: string; values: Record<string, string>; now?: Date }) {
  const snapshot = snapshotOf(values)
  return db.transaction(async (tx) => {
    // One autosave at a time per item: the newest revision's row is the lock.
    const [newest] = await tx.select({ id: contentRevisions.id, reason: contentRevisions.reason, createdAt: contentRevisions.createdAt, snapshot: contentRevisions.snapshot, number: contentRevisions.number })
      .from(contentRevisions).where(ofItem(type, id)).orderBy(desc(contentRevisions.number)).limit(1).for('update')
    if (newest && sameSnapshot(newest.snapshot, snapshot)) return { outcome: 'unchanged' as const, number: newest.number }
    if (newest?.reason === 'autosave' && now.getTime() - newest.createdAt.getTime() < AUTOSAVE_INTERVAL_MS) {
      await tx.update(contentRevisions).set({ snapshot, actorId }).where(eq(contentRevisions.id, newest.id))
      return { outcome: 'updated' as const, number: newest.number }
    }
    const number = await recordRevision(tx, { type, id, actorId, reason: 'autosave', isPublished: false, values, now })
    return { outcome: 'added' as const, number }
  })
}

/** An item's revisions, newest first, with who saved each. */
export async function listRevisions(db: Db, type: RevisionOwner, id: string) {
  return db.select({ number: contentRevisions.number, reason: contentRevisions.reason, isPublished: contentRevisions.isPublished, createdAt: contentRevisions.createdAt, actorName: users.name })
    .from(contentRevisions).leftJoin(users, eq(users.id, contentRevisions.actorId)).where(ofItem(type, id)).orderBy(desc(contentRevisions.number))
}

/** One revision with its values, or null. */
export async function getRevision(db: Pick<Db, 'select'>, type: RevisionOwner, id: string, number: number) {
  const [row] = await db.select({ number: contentRevisions.number, reason: contentRevisions.reason, isPublished: contentRevisions.isPublished, createdAt: contentRevisions.createdAt, snapshot: contentRevisions.snapshot, actorName: users.name })
    .from(contentRevisions).leftJoin(users, eq(users.id, contentRevisions.actorId)).where(and(ofItem(type, id), eq(contentRevisions.number, number)))
  return row ?? null
}

/** Removes an item's revisions when the item is deleted. */
export async function dropRevisions(db: Tx, type: RevisionOwner, id: string) {
  await db.delete(contentRevisions).where(ofItem(type, id))
}

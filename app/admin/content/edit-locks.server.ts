import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { editLocks, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { notify } from '../../notifications/notifications.server'
import { editPath, typeInfo, type ContentType } from './content-types'
import type { Tx } from './rows.server'

/** An edit lock lasts this long unless the open editor renews it. */
export const LOCK_SECONDS = 150

export type LockView =
  /** The person asking holds the lock. */
  | { state: 'held'; expiresAt: string }
  /** Someone else has the item open. */
  | { state: 'locked'; holder: string; expiresAt: string }
  /** Someone took it over from the person asking. */
  | { state: 'taken'; holder: string; expiresAt: string }

type Person = { id: string; name: string }
type Item = { type: ContentType; id: string }
const ofItem = ({ type, id }: Item) => and(eq(editLocks.contentType, type), eq(editLocks.contentId, id))
const until = (now: Date) => new Date(now.getTime() + LOCK_SECONDS * 1000)

async function liveLock(tx: Tx, item: Item, now: Date, { forUpdate = false } = {}) {
  const query = tx.select({ holderId: editLocks.holderId, holder: users.name, expiresAt: editLocks.expiresAt, takenFromId: editLocks.takenFromId, since: editLocks.updatedAt })
    .from(editLocks).innerJoin(users, eq(users.id, editLocks.holderId)).where(and(ofItem(item), gt(editLocks.expiresAt, now)))
  const [row] = forUpdate ? await query.for('update', { of: editLocks }) : await query
  return row ?? null
}

async function hold(tx: Tx, item: Item, user: Person, now: Date, takenFromId: string | null = null): Promise<LockView> {
  const expiresAt = until(now)
  await tx.insert(editLocks).values({ contentType: item.type, contentId: item.id, holderId: user.id, expiresAt, takenFromId, updatedAt: now })
    .onConflictDoUpdate({ target: [editLocks.contentType, editLocks.contentId], set: { holderId: user.id, expiresAt, takenFromId, updatedAt: now } })
  return { state: 'held', expiresAt: expiresAt.toISOString() }
}

/**
 * The editor opened or is still open (renewed about every minute): the person keeps or takes
 * a free lock. When someone else holds it, they are told who — and whether that person took
 * it over from them, in which case it is not taken back.
 */
export async function claimLock(db: Db, item: Item, user: Person, now = new Date()): Promise<LockView> {
  return db.transaction(async (tx) => {
    const lock = await liveLock(tx, item, now, { forUpdate: true })
    if (lock && lock.holderId !== user.id) {
      return { state: lock.takenFromId === user.id ? 'taken' : 'locked', holder: lock.holder, expiresAt: lock.expiresAt.toISOString() }
    }
    // A renewal keeps whom the lock was taken from, so they keep being told.
    return hold(tx, item, user, now, lock?.takenFromId ?? null)
  })
}

/** An editor or admin takes the item over from whoever holds it; the holder is told. */
export async function takeOverLock(db: Db, item: Item, user: Person, now = new Date()): Promise<LockView> {
  const result = await db.transaction(async (tx) => {
    const lock = await liveLock(tx, item, now, { forUpdate: true })
    const from = lock && lock.holderId !== user.id ? lock.holderId : null
    return { view: await hold(tx, item, user, now, from), from }
  })
  if (result.from) {
    const noun = typeInfo[item.type].noun
    await notify(db, { userId: result.from, type: 'warning', title: `${user.name} took over editing`, message: `${user.name} is now editing the ${noun} you had open. Your unsaved text stays in your editor; the next save is refused.`, link: editPath(item.type, item.id) })
  }
  return result.view
}

/** The editor was closed: the lock goes if the person still holds it. */
export async function releaseLock(db: Db, item: Item, user: Person) {
  await db.delete(editLocks).where(and(ofItem(item), eq(editLocks.holderId, user.id)))
}

/** Saving needs the lock when someone else holds it: their save is the one that counts. */
export async function assertLockHolder(tx: Tx, { type, id, actor, now }: Item & { actor: Person; now: Date }) {
  const lock = await liveLock(tx, { type, id }, now)
  if (lock && lock.holderId !== actor.id) {
    throw new AppError('conflict', 409, 'admin.error.lockedBy', { values: { name: lock.holder, noun: typeInfo[type].noun, time: lock.since.toISOString().slice(11, 16) } })
  }
}

/** Removes an item's lock when the item is deleted. */
export async function dropLock(tx: Tx, item: Item) {
  await tx.delete(editLocks).where(ofItem(item))
}

import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { scimUsers, users } from '../../db/schema'
import { isUuid } from '../../lib/uuid'
import { seatCompanyMember } from '../company-accounts.server'
import { welcomeMember } from '../invitations.server'
import { recordWorkspaceChange } from '../workspaces.server'
import { resourceChanges, type UserChanges } from './scim-attributes'
import { ScimError, userNotFound } from './scim-errors'
import { patchChanges } from './scim-patch'
import { releaseSeat, scimRefusalOf } from './scim-seats.server'
import { nameAfter } from './scim-user'
import { getScimUser, type ScimContext } from './users.server'

/** PUT /Users/:id: the resource as sent; a left-out `externalId` is cleared, a left-out `active` stays. */
export function replaceScimUser(db: Db, context: ScimContext, id: string, body: unknown, now = new Date()) {
  const changes = resourceChanges(body)
  return changeScimUser(db, context, id, { ...changes, externalId: changes.externalId ?? null }, now)
}

/** PATCH /Users/:id with a PatchOp message. */
export function patchScimUser(db: Db, context: ScimContext, id: string, body: unknown, now = new Date()) {
  return changeScimUser(db, context, id, patchChanges(body), now)
}

/**
 * Applies changes in one transaction, with the User's row locked. `active: false` takes the
 * person's seat (their Enterprise access ends on their next request) and keeps the row;
 * `active: true` gives them a seat again, under the workspace's lock (409 when none is free).
 * The address cannot change: it is the account's identity at the company domain.
 */
async function changeScimUser(db: Db, context: ScimContext, id: string, changes: UserChanges, now: Date) {
  if (!isUuid(id)) throw userNotFound()
  const { workspaceId } = context
  const newMemberId = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: scimUsers.userId, externalId: scimUsers.externalId, isActive: scimUsers.isActive, email: users.email, name: users.name })
        .from(scimUsers)
        .innerJoin(users, eq(users.id, scimUsers.userId))
        .where(and(eq(scimUsers.id, id), eq(scimUsers.workspaceId, workspaceId)))
        .for('update', { of: scimUsers })
      if (!row) throw userNotFound()
      if (changes.userName !== undefined && changes.userName.toLowerCase() !== row.email.toLowerCase()) {
        throw new ScimError(400, 'userName cannot be changed: delete the user and provision the new address instead.', 'mutability')
      }
      const name = nameAfter(row.name, changes)
      if (name !== row.name) await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, row.userId))
      // Both directions are applied even when the row already says so: a seat an Admin took or
      // gave by hand follows the provider again.
      const released = changes.active === false && (await releaseSeat(tx, { workspaceId, userId: row.userId }))
      const joined = changes.active === true && (await seatCompanyMember(tx, { workspaceId, userId: row.userId, now }))
      const isActive = changes.active ?? row.isActive
      const externalId = changes.externalId === undefined ? row.externalId : changes.externalId
      if (name === row.name && isActive === row.isActive && externalId === row.externalId && !released && !joined) return null
      await tx.update(scimUsers).set({ isActive, externalId, updatedAt: now }).where(eq(scimUsers.id, id))
      const action = isActive === row.isActive ? 'scim.user_updated' : isActive ? 'scim.user_reactivated' : 'scim.user_deactivated'
      await recordWorkspaceChange(tx, { actorId: null, workspaceId, action, details: { scimId: id, userId: row.userId } })
      return joined ? row.userId : null
    })
    .catch(async (error: unknown) => {
      throw await scimRefusalOf(db, workspaceId, error)
    })
  if (newMemberId) await welcomeMember(db, { workspaceId, userId: newMemberId })
  return getScimUser(db, context, id)
}

/** DELETE /Users/:id: the User goes, and with it the person's seat (their account stays theirs). */
export async function deleteScimUser(db: Db, { workspaceId }: ScimContext, id: string) {
  if (!isUuid(id)) throw userNotFound()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: scimUsers.userId })
      .from(scimUsers)
      .where(and(eq(scimUsers.id, id), eq(scimUsers.workspaceId, workspaceId)))
      .for('update')
    if (!row) throw userNotFound()
    await releaseSeat(tx, { workspaceId, userId: row.userId })
    await tx.delete(scimUsers).where(eq(scimUsers.id, id))
    await recordWorkspaceChange(tx, { actorId: null, workspaceId, action: 'scim.user_deleted', details: { scimId: id, userId: row.userId } })
  }).catch(async (error: unknown) => {
    throw await scimRefusalOf(db, workspaceId, error)
  })
}

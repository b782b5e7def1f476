import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import { workspaceMembers, workspaces } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { seatsOf } from '../workspaces.server'
import { ScimError } from './scim-errors'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Takes a provisioned person's seat inside the caller's transaction, when they hold one:
 * their Enterprise access ends on their next request. The rule of `removeMember` holds here
 * too (the last Admin and the member the workspace is billed to stay), with the member rows
 * locked while the Admins are counted. Returns whether a seat was freed.
 */
export async function releaseSeat(tx: Tx, { workspaceId, userId }: { workspaceId: string; userId: string }) {
  const members = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for('update')
  const member = members.find((row) => row.userId === userId)
  if (!member) return false
  if (member.role === 'admin' && members.filter((row) => row.role === 'admin').length === 1) {
    throw new ScimError(409, 'This person is the workspace’s last Admin: make another member an Admin before deactivating or deleting them.', 'mutability')
  }
  const [workspace] = await tx.select({ billingUserId: workspaces.billingUserId }).from(workspaces).where(eq(workspaces.id, workspaceId))
  if (workspace?.billingUserId === userId) {
    throw new ScimError(409, 'The workspace’s subscription is billed to this person, so they stay a member while it lasts and cannot be deactivated or deleted.', 'mutability')
  }
  await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
  return true
}

/**
 * A refusal from the workspace's seat rules or the database, as the SCIM error a provider
 * understands; anything else is returned unchanged (to be answered or logged as it is).
 */
export async function scimRefusalOf(db: Db, workspaceId: string, error: unknown) {
  if (error instanceof AppError && error.key === 'answers.workspace.noFreeSeat') {
    return new ScimError(409, `No free seat: the workspace uses all ${await seatsOf(db, workspaceId)} seats.`)
  }
  if (error instanceof AppError && error.key === 'answers.workspace.leaveFirst') {
    return new ScimError(409, 'This person already belongs to another workspace and must leave it before this one can give them a seat.')
  }
  // Two requests for the same person at once: the one that lost finds them taken.
  const constraint = violatedUniqueConstraint(error)
  if (constraint === 'scim_users_external_key') return new ScimError(409, 'Another user of this workspace has this externalId.', 'uniqueness')
  if (constraint !== null) return new ScimError(409, 'A user with this userName is already provisioned in this workspace.', 'uniqueness')
  return error
}

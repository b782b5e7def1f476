import type { Db } from '../../db/client.server'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import { AppError } from '../../lib/app-error'
import { removeMemberLocked, seatsOf } from '../workspaces.server'
import { ScimError } from './scim-errors'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Takes a provisioned person's seat inside the caller's transaction, when they hold one: their
 * Enterprise access ends on their next request. The workspace's rule for removing members holds
 * (the last Admin and the member it is billed to stay). Returns whether a seat was freed.
 */
export const releaseSeat = (tx: Tx, member: { workspaceId: string; userId: string }) => removeMemberLocked(tx, member)

/**
 * A refusal from the workspace's seat rules or the database, as the SCIM error a provider
 * understands; anything else is returned unchanged (to be answered or logged as it is).
 */
export async function scimRefusalOf(db: Db, workspaceId: string, error: unknown) {
  if (error instanceof AppError && error.key === 'answers.workspace.noFreeSeat') {
    return new ScimError(409, `No free seat: the workspace uses all ${await seatsOf(db, workspaceId)} seats.`)
  }
  if (error instanceof AppError && error.key === 'answers.workspace.lastAdmin') {
    return new ScimError(409, 'This person is the workspace’s last Admin: make another member an Admin before deactivating or deleting them.', 'mutability')
  }
  if (error instanceof AppError && error.key === 'answers.workspace.ownerStays') {
    return new ScimError(409, 'The workspace’s subscription is billed to this person, so they stay a member while it lasts and cannot be deactivated or deleted.', 'mutability')
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

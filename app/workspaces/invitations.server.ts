import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { users, workspaceInvitations, workspaceMembers, workspaces, type WorkspaceRole } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { workspaceInvitationEmail } from '../email/templates'
import { AppError } from '../lib/app-error'
import { hashSecret } from '../lib/secret-hash.server'
import { invitedAddress, isInvitedAddress, newInvitationToken } from '../lib/invitations.server'
import { notify } from '../notifications/notifications.server'
import { memberCount, recordWorkspaceChange, seatsOf } from './workspaces.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]


export const invitationLink = (token: string) => `${getConfig().SITE_URL}/workspace/join?token=${encodeURIComponent(token)}`

async function mailInvitation(db: Db, { workspaceId, email, token, inviterName }: { workspaceId: string; email: string; token: string; inviterName: string }) {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId))
  await sendEmail(db, { to: email, kind: 'workspace-invitation', ...workspaceInvitationEmail(getConfig().SITE_NAME, { workspace: workspace?.name ?? 'a workspace', inviterName, url: invitationLink(token) }) })
}

/**
 * Invites an address to the workspace by e-mail: a single-use link valid for 7 days. A full
 * workspace refuses, as does an address that is already a member. Inviting an address again
 * replaces its earlier, unused invitation. Returns the link's token (only its hash is kept).
 */
export async function inviteMember(
  db: Db,
  { workspaceId, actor, email, role = 'user', now = new Date() }: { workspaceId: string; actor: { id: string; name: string }; email: string; role?: WorkspaceRole; now?: Date },
) {
  const address = invitedAddress(email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) throw new AppError('invalid_input', 400, 'answers.workspace.emailInvalid', { field: 'email' })
  const { token, tokenHash, expiresAt } = newInvitationToken(now)
  await db.transaction(async (tx) => {
    const [seats, used] = await Promise.all([seatsOf(tx, workspaceId), memberCount(tx, workspaceId)])
    if (used >= seats) throw new AppError('not_allowed', 409, 'answers.workspace.seatsFull', { values: { used, seats }, field: 'email' })
    const [member] = await tx
      .select({ id: users.id })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${users.email}) = ${address}`))
    if (member) throw new AppError('conflict', 409, 'answers.workspace.alreadyMember', { field: 'email' })
    // An earlier invitation still open for this address stops working: the new link replaces it.
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: now })
      .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.email, address), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
    await tx.insert(workspaceInvitations).values({ workspaceId, email: address, role, tokenHash, invitedBy: actor.id, createdAt: now, expiresAt })
    await recordWorkspaceChange(tx, { actorId: actor.id, workspaceId, action: 'invite', details: { role } })
  })
  await mailInvitation(db, { workspaceId, email: address, token, inviterName: actor.name })
  return { token }
}

/** Withdraws an open invitation; false when it was already used, withdrawn or belongs elsewhere. */
export async function revokeInvitation(db: Db, { workspaceId, actorId, invitationId, now = new Date() }: { workspaceId: string; actorId: string; invitationId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(workspaceInvitations)
      .set({ revokedAt: now })
      .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
      .returning({ id: workspaceInvitations.id })
    if (rows.length > 0) await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'revoke', details: { invitationId } })
    return rows.length > 0
  })
}

/** Open invitations (not used, not withdrawn), newest first, with whether each has expired. */
export async function listInvitations(db: Db, workspaceId: string, now = new Date()) {
  const rows = await db
    .select({ id: workspaceInvitations.id, email: workspaceInvitations.email, role: workspaceInvitations.role, createdAt: workspaceInvitations.createdAt, expiresAt: workspaceInvitations.expiresAt })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
    .orderBy(desc(workspaceInvitations.createdAt))
  return rows.map((row) => ({ ...row, isExpired: row.expiresAt <= now }))
}

/** An invitation as its link shows it before accepting, or null when the link does not work (any more). */
export async function readInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: workspaceInvitations.id, email: workspaceInvitations.email, workspaceName: workspaces.name, role: workspaceInvitations.role })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(and(eq(workspaceInvitations.tokenHash, hashSecret(token)), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt), gt(workspaceInvitations.expiresAt, now)))
  return row ?? null
}

/** The refusal for a link that no longer works: expired, already used or withdrawn. */
export const invitationGone = () =>
  new AppError('not_found', 404, 'answers.workspace.invitationGone')

/** The refusal for a member signed in with another address than the one invited. */
export const invitationForOther = (email: string) =>
  new AppError('not_allowed', 403, 'answers.workspace.invitationOtherEmail', { values: { email } })

/**
 * Adds a member inside the caller's transaction. The workspace row is locked while seats are
 * counted, so parallel joins (invitations or the company domain) never fill more seats than
 * the plan has. Refused when the member already belongs to a workspace or no seat is free.
 */
export async function addMemberLocked(tx: Tx, { workspaceId, userId, role, now }: { workspaceId: string; userId: string; role: WorkspaceRole; now: Date }) {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update')
  const [elsewhere] = await tx.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId))
  if (elsewhere) throw new AppError('conflict', 409, 'answers.workspace.leaveFirst')
  const [seats, used] = await Promise.all([seatsOf(tx, workspaceId), memberCount(tx, workspaceId)])
  if (used >= seats) throw new AppError('not_allowed', 409, 'answers.workspace.noFreeSeat')
  await tx.insert(workspaceMembers).values({ workspaceId, userId, role, joinedAt: now })
}

/** A new member is welcomed in the bell. */
export async function welcomeMember(db: Db, { userId, workspaceId }: { userId: string; workspaceId: string }) {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId))
  await notify(db, { userId, type: 'success', title: `Welcome to ${workspace?.name ?? 'the workspace'}`, message: 'You now have Enterprise access as a member of the workspace.', link: '/workspace' })
}

/**
 * Accepts an invitation for the signed-in member whose address it was sent to, taking a seat
 * under the workspace's lock (`addMemberLocked`). The link works once.
 */
export async function acceptInvitation(db: Db, { token, user, now = new Date() }: { token: string; user: { id: string; email: string }; now?: Date }) {
  const workspaceId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, hashSecret(token)))
      .for('update')
    if (!invitation || invitation.revokedAt || invitation.acceptedAt || invitation.expiresAt <= now) throw invitationGone()
    if (!isInvitedAddress(invitation, user.email)) throw invitationForOther(invitation.email)
    await addMemberLocked(tx, { workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role, now })
    await tx.update(workspaceInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(workspaceInvitations.id, invitation.id))
    await recordWorkspaceChange(tx, { actorId: user.id, workspaceId: invitation.workspaceId, action: 'join', details: { role: invitation.role } })
    return invitation.workspaceId
  })
  await welcomeMember(db, { userId: user.id, workspaceId })
  return workspaceId
}

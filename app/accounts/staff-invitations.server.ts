import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.server'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { staffInvitations, users } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { staffInvitationEmail } from '../email/templates'
import { AppError } from '../lib/app-error'
import { invitedAddress, isInvitedAddress, newInvitationToken } from '../lib/invitations.server'
import { hashSecret } from '../lib/secret-hash.server'
import { notify } from '../notifications/notifications.server'
import { roleLabels, type StaffRole } from './roles'

/** Where an invitation's link leads: the page that accepts it, outside the console. */
export const staffInvitationLink = (token: string) => `${getConfig().SITE_URL}/staff/join?token=${encodeURIComponent(token)}`

export const staffInvitationGone = () => new AppError('not_found', 404, 'admin.error.staffInvitationGone')

export const staffInvitationForOther = (email: string) => new AppError('not_allowed', 403, 'admin.error.staffInvitationOtherEmail', { values: { email } })

/**
 * Invites an address (checked by the form) to the staff in a role: a single-use link, valid for
 * 7 days, e-mailed. Inviting the same address again replaces its earlier, unused link. An
 * address whose account already holds that role is refused, as is one of an admin (inviting
 * cannot lower an admin). Audited; returns the token (only its hash is kept).
 */
export async function inviteStaff(
  db: Db,
  { email, role, actor, now = new Date() }: { email: string; role: StaffRole; actor: { id: string; name: string }; now?: Date },
) {
  const address = invitedAddress(email)
  const [account] = await db.select({ role: users.role }).from(users).where(sql`lower(${users.email}) = ${address}`)
  if (account?.role === role) throw new AppError('conflict', 409, 'admin.error.staffAlreadyInRole', { values: { role: roleLabels[role] } })
  if (account?.role === 'admin') throw new AppError('not_allowed', 409, 'admin.error.staffInviteAdmin')
  const { token, tokenHash, expiresAt } = newInvitationToken(now)
  const invitationId = await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, address), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    const [row] = await tx.insert(staffInvitations).values({ email: address, role, tokenHash, invitedBy: actor.id, createdAt: now, expiresAt }).returning({ id: staffInvitations.id })
    await recordAudit(tx, { actorId: actor.id, action: 'staff.invited', targetType: 'staff_invitation', targetId: row!.id, details: { role } })
    return row!.id
  })
  const site = getConfig().SITE_NAME
  await sendEmail(db, { to: address, kind: 'staff-invitation', ...staffInvitationEmail(site, { role: roleLabels[role], inviterName: actor.name, url: staffInvitationLink(token) }) })
  return { token, invitationId }
}

/** The invitations not yet accepted, withdrawn or expired, newest first, for the console. */
export async function listOpenStaffInvitations(db: Db, now = new Date()) {
  return db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, invitedBy: users.name, createdAt: staffInvitations.createdAt, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt))
}

/** Withdraws an open invitation: its link stops working. Audited. */
export async function withdrawStaffInvitation(db: Db, { id, actor, now = new Date() }: { id: string; actor: { id: string }; now?: Date }) {
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .returning({ id: staffInvitations.id })
    if (!withdrawn.length) throw staffInvitationGone()
    await recordAudit(tx, { actorId: actor.id, action: 'staff.invitation_withdrawn', targetType: 'staff_invitation', targetId: id })
  })
}

/** An open invitation as its link shows it, or null when the link does not work (any more). */
export async function readStaffInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, inviterName: users.name })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(eq(staffInvitations.tokenHash, hashSecret(token)), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
  return row ? { ...row, role: row.role as StaffRole } : null
}

/**
 * Accepts the invitation for the signed-in member it was sent to: they take its role (an admin
 * keeps theirs: an invitation never lowers one). The link works once. The change is audited as
 * the account's role change, and the inviter is told in the bell. Returns the role taken.
 */
export async function acceptStaffInvitation(db: Db, { token, user, now = new Date() }: { token: string; user: { id: string; email: string; name: string }; now?: Date }) {
  const accepted = await db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, hashSecret(token))).for('update')
    if (!invitation || invitation.revokedAt || invitation.acceptedAt || invitation.expiresAt <= now) throw staffInvitationGone()
    if (!isInvitedAddress(invitation, user.email)) throw staffInvitationForOther(invitation.email)
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, user.id)).for('update')
    if (account?.role === 'admin') throw new AppError('not_allowed', 409, 'admin.error.staffInviteAdmin')
    const role = invitation.role as StaffRole
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, user.id))
    await tx.update(staffInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(staffInvitations.id, invitation.id))
    await recordAudit(tx, { actorId: user.id, action: 'user.role_changed', targetType: 'user', targetId: user.id, details: { from: account?.role, to: role, invitationId: invitation.id } })
    return { role, invitedBy: invitation.invitedBy }
  })
  if (accepted.invitedBy) {
    await notify(db, {
      userId: accepted.invitedBy,
      type: 'success',
      title: 'Invitation accepted',
      message: `${user.name} joined the newsroom as ${roleLabels[accepted.role]}.`,
      link: `/admin/users/${user.id}`,
    })
  }
  return accepted.role
}

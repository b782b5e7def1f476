import { and, eq, gt, isNull } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { advertiserInvitations, advertiserMembers, advertisers } from '../../db/schema'
import { sendEmail } from '../../email/mailer.server'
import { advertiserInvitationEmail } from '../../email/templates'
import { AppError } from '../../lib/app-error'
import { hashSecret } from '../../lib/secret-hash.server'
import { invitedAddress, isInvitedAddress, newInvitationToken } from '../../lib/invitations.server'


export const advertiserInvitationLink = (token: string) => `${getConfig().SITE_URL}/advertiser/join?token=${encodeURIComponent(token)}`

/**
 * Invites an address (checked by the form) to an advertiser's portal: a single-use link,
 * valid for 7 days, e-mailed.
 * Inviting the same address again replaces its earlier, unused link. Returns the token (only
 * its hash is kept).
 */
export async function inviteAdvertiserContact(
  db: Db,
  { advertiserId, email, actor, now = new Date() }: { advertiserId: string; email: string; actor: { id: string; name: string }; now?: Date },
) {
  const address = invitedAddress(email)
  const [advertiser] = await db.select({ name: advertisers.name }).from(advertisers).where(eq(advertisers.id, advertiserId))
  if (!advertiser) throw new AppError('not_found', 404, 'answers.advertiser.notFound')
  const { token, tokenHash, expiresAt } = newInvitationToken(now)
  await db.transaction(async (tx) => {
    await tx
      .update(advertiserInvitations)
      .set({ revokedAt: now })
      .where(and(eq(advertiserInvitations.advertiserId, advertiserId), eq(advertiserInvitations.email, address), isNull(advertiserInvitations.acceptedAt), isNull(advertiserInvitations.revokedAt)))
    await tx.insert(advertiserInvitations).values({ advertiserId, email: address, tokenHash, invitedBy: actor.id, createdAt: now, expiresAt })
  })
  const site = getConfig().SITE_NAME
  await sendEmail(db, { to: address, kind: 'advertiser-invitation', ...advertiserInvitationEmail(site, { advertiser: advertiser.name, inviterName: actor.name, url: advertiserInvitationLink(token) }) })
  return { token }
}

/** An open invitation as its link shows it, or null when the link does not work (any more). */
export async function readAdvertiserInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: advertiserInvitations.id, email: advertiserInvitations.email, advertiser: advertisers.name })
    .from(advertiserInvitations)
    .innerJoin(advertisers, eq(advertisers.id, advertiserInvitations.advertiserId))
    .where(and(eq(advertiserInvitations.tokenHash, hashSecret(token)), isNull(advertiserInvitations.acceptedAt), isNull(advertiserInvitations.revokedAt), gt(advertiserInvitations.expiresAt, now)))
  return row ?? null
}

export const advertiserInvitationGone = () => new AppError('not_found', 404, 'answers.advertiser.invitationGone')

/**
 * Accepts the invitation for the signed-in member it was sent to: they become a portal account
 * of the advertiser. The link works once. Returns the advertiser's id.
 */
export async function acceptAdvertiserInvitation(db: Db, { token, user, now = new Date() }: { token: string; user: { id: string; email: string }; now?: Date }) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(advertiserInvitations).where(eq(advertiserInvitations.tokenHash, hashSecret(token))).for('update')
    if (!invitation || invitation.revokedAt || invitation.acceptedAt || invitation.expiresAt <= now) throw advertiserInvitationGone()
    if (!isInvitedAddress(invitation, user.email)) {
      throw new AppError('not_allowed', 403, 'answers.advertiser.invitationOtherEmail', { values: { email: invitation.email } })
    }
    await tx.insert(advertiserMembers).values({ advertiserId: invitation.advertiserId, userId: user.id, joinedAt: now }).onConflictDoNothing()
    await tx.update(advertiserInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(advertiserInvitations.id, invitation.id))
    return invitation.advertiserId
  })
}

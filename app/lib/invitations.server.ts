import { randomBytes } from 'node:crypto'
import { hashSecret } from './secret-hash.server'

/** An invitation link works for a week. */
const INVITATION_LIFETIME_MS = 7 * 86_400_000

/** Invitations keep addresses lower-cased and trimmed. */
export const invitedAddress = (email: string) => email.trim().toLowerCase()

/** Whether an invitation was sent to this member's address. */
export const isInvitedAddress = (invitation: { email: string }, email: string) => invitation.email === invitedAddress(email)

/** A new invitation link's token (handed out once, in the e-mail), the hash kept in its place, and when it expires. */
export function newInvitationToken(now: Date) {
  const token = randomBytes(24).toString('base64url')
  return { token, tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) }
}

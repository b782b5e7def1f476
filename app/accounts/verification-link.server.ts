import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { sendEmail } from '../email/mailer.server'
import { emailVerificationEmail } from '../email/templates'

/** How long a verification link works. */
export const VERIFICATION_LINK_HOURS = 24

/** The e-mail with a member's signed verification link (sent at registration and on request). */
export async function sendVerificationLink(db: Db, user: { email: string; name: string }, token: string) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const url = `${SITE_URL.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`
  await sendEmail(db, { to: user.email, kind: 'email-verification', ...emailVerificationEmail(SITE_NAME, user.name, url, VERIFICATION_LINK_HOURS) })
}

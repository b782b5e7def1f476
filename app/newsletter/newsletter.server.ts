import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { newsletterSubscriptions } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { newsletterConfirmEmail } from '../email/templates'

export type SubscribeResult = { status: 'pending' } | { status: 'already-subscribed' }

const newToken = () => randomBytes(24).toString('base64url')

function links(token: string) {
  const { SITE_URL } = getConfig()
  return {
    confirm: `${SITE_URL}/newsletter/confirm?token=${token}`,
    unsubscribe: `${SITE_URL}/newsletter/unsubscribe?token=${token}`,
  }
}

/**
 * Double opt-in: stores the address (inactive, all preferences on) and e-mails a confirmation
 * link. An address that is already confirmed is reported as such; a pending or unsubscribed
 * one gets a fresh confirmation e-mail.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeResult> {
  const [existing] = await db
    .select({ isActive: newsletterSubscriptions.isActive, token: newsletterSubscriptions.token })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
  if (existing?.isActive) return { status: 'already-subscribed' }
  let token = existing?.token
  if (!token) {
    token = newToken()
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({ email, token, isActive: false })
      .onConflictDoNothing()
      .returning({ token: newsletterSubscriptions.token })
    // A concurrent request for the same address won the insert: treat it as the same sign-up.
    if (inserted.length === 0) return subscribe(db, email)
  }
  const { SITE_NAME } = getConfig()
  const { confirm, unsubscribe } = links(token)
  await sendEmail(db, { to: email, kind: 'newsletter-confirm', ...newsletterConfirmEmail(SITE_NAME, confirm, unsubscribe) })
  return { status: 'pending' }
}

export async function confirmSubscription(db: Db, token: string) {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ isActive: true, confirmedAt: new Date(), unsubscribedAt: null })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email })
  return updated[0]?.email ?? null
}

export async function unsubscribe(db: Db, token: string) {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email })
  return updated[0]?.email ?? null
}

/** The one-click unsubscribe address for a subscriber (every newsletter e-mail carries it). */
export function unsubscribeUrl(token: string) {
  return links(token).unsubscribe
}

import { randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { newsletterSubscriptions } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { newsletterConfirmEmail } from '../email/templates'

/** The sign-up form's answer: shown under the field, green when `ok`. */
export type NewsletterResult = { ok: boolean; message: string }

type SubscribeResult = { status: 'pending' } | { status: 'already-subscribed' }

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
 * one gets a fresh confirmation e-mail, at most once a minute. The database decides which
 * request sends it (the unique address, then a conditional update of `subscribed_at`), so
 * simultaneous sign-ups for one address send one e-mail, on any number of instances; the
 * others are answered as duplicates.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeResult> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email, token: newToken(), isActive: false })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ token: newsletterSubscriptions.token })
  const token = inserted?.token ?? (await claimResend(db, email))
  if (!token) return { status: 'already-subscribed' }
  const { SITE_NAME } = getConfig()
  const { confirm, unsubscribe } = links(token)
  await sendEmail(db, { to: email, kind: 'newsletter-confirm', ...newsletterConfirmEmail(SITE_NAME, confirm, unsubscribe) })
  return { status: 'pending' }
}

/** The token of an inactive address whose last sign-up is over a minute old, marking this one as its last; else null. */
async function claimResend(db: Db, email: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ subscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        eq(newsletterSubscriptions.isActive, false),
        lt(newsletterSubscriptions.subscribedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .returning({ token: newsletterSubscriptions.token })
  return row?.token ?? null
}

export async function confirmSubscription(db: Db, token: string) {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ isActive: true, confirmedAt: new Date(), unsubscribedAt: null })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ email: newsletterSubscriptions.email })
  return updated[0]?.email ?? null
}

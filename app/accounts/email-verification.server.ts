import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { users } from '../db/schema'
import { readerAnswer } from '../i18n/reader-message.server'
import { AppError } from '../lib/app-error'
import { hitRateLimit } from '../lib/rate-limit.server'
import { getAuth } from './auth.server'
import { VERIFICATION_LINK_HOURS } from './verification-link.server'

/** Links a member may ask for again: three an hour (each registration sends the first one). */
const resendRule = { limit: 3, windowSeconds: 60 * 60 }

/**
 * A signed-in member asks for a new link: refused when the address is verified already, and
 * past three an hour. The message to show, in the reader's language.
 */
export async function resendVerificationLink(db: Db, request: Request, userId: string) {
  // The member is signed in: no unverified row means the address is verified already.
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)))
  if (!user) throw new AppError('conflict', 409, 'answers.auth.alreadyVerified')
  const limit = await hitRateLimit(db, `verify-email:${user.id}`, resendRule)
  if (!limit.allowed) throw new AppError('not_allowed', 429, 'answers.auth.tooManyVerificationLinks', { values: { minutes: Math.ceil(limit.retryAfterSeconds / 60) } })
  await getAuth().api.sendVerificationEmail({ body: { email: user.email }, headers: request.headers })
  return readerAnswer('answers.auth.verificationSent', { email: user.email, hours: VERIFICATION_LINK_HOURS })
}

export type VerificationOutcome = 'verified' | 'expired' | 'invalid'

/**
 * Checks a verification link's token (signed, for one address, for 24 hours) and marks the
 * address verified. Opening a link again after it worked says "verified" again.
 */
export async function verifyEmailToken(token: string): Promise<VerificationOutcome> {
  if (!token || token.length > 2000) return 'invalid'
  const response = await getAuth().api.verifyEmail({ query: { token }, asResponse: true })
  if (response.ok) return 'verified'
  const body = (await response.json().catch(() => null)) as { code?: string } | null
  return body?.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid'
}

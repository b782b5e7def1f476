import { randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { ssoSignInAttempts, type SsoProtocol } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { hashSecret } from '../../lib/secret-hash.server'
import { getConfig } from '../../config.server'

/** How long a sign-in may stay at the identity provider before its answer is refused. */
export const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000

/** The cookie that ties an OIDC answer to the browser that started the sign-in (login CSRF). */
export const BINDING_COOKIE = 'lumen_sso_binding'

export type SsoAttempt = typeof ssoSignInAttempts.$inferSelect

/** A new browser binding: the cookie's value (handed to the browser) and the hash kept with the attempt. */
export function newBrowserBinding() {
  const value = randomBytes(24).toString('base64url')
  const secure = getConfig().SITE_URL.startsWith('https://') ? '; Secure' : ''
  return {
    hash: hashSecret(value),
    cookie: `${BINDING_COOKIE}=${value}; Path=/sso; Max-Age=${ATTEMPT_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  }
}

/** Clears the binding cookie once the answer has been read. */
export const clearBindingCookie = () => `${BINDING_COOKIE}=; Path=/sso; Max-Age=0; HttpOnly; SameSite=Lax`

export function bindingFrom(cookieHeader: string | null) {
  const match = new RegExp(`(?:^|;\\s*)${BINDING_COOKIE}=([A-Za-z0-9_-]+)`).exec(cookieHeader ?? '')
  return match?.[1] ?? null
}

/** Records a sign-in sent to the provider; stale ones are swept on the way. */
export async function recordAttempt(
  db: Db,
  attempt: { id: string; workspaceId: string; protocol: SsoProtocol; browserBindingHash?: string; codeVerifier?: string; nonce?: string; returnTo: string; testedBy?: string | null },
  now = new Date(),
) {
  await db.delete(ssoSignInAttempts).where(lt(ssoSignInAttempts.expiresAt, now))
  await db.insert(ssoSignInAttempts).values({ ...attempt, createdAt: now, expiresAt: new Date(now.getTime() + ATTEMPT_LIFETIME_MS) })
}

/**
 * Takes a recorded attempt out, once: a second answer for the same attempt (a replay) finds
 * nothing. An unknown or expired attempt, one of another workspace, or one started in another
 * browser is refused as a state mismatch.
 */
export async function consumeAttempt(db: Db, { id, workspaceId, protocol, binding, now = new Date() }: { id: string; workspaceId: string; protocol: SsoProtocol; binding?: string | null; now?: Date }) {
  const [attempt] = await db
    .delete(ssoSignInAttempts)
    .where(and(eq(ssoSignInAttempts.id, id), eq(ssoSignInAttempts.workspaceId, workspaceId), eq(ssoSignInAttempts.protocol, protocol), gt(ssoSignInAttempts.expiresAt, now)))
    .returning()
  if (!attempt) throw new AppError('invalid_input', 400, 'answers.sso.stateMismatch')
  if (attempt.browserBindingHash && !sameHash(attempt.browserBindingHash, binding ? hashSecret(binding) : '')) {
    throw new AppError('invalid_input', 400, 'answers.sso.stateMismatch')
  }
  return attempt
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

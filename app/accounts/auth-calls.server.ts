import type { Db } from '../db/client.server'
import { failureLimit, hitRateLimit, rateLimitRules, type RateLimitRule } from '../lib/rate-limit.server'
import { hashSecret } from '../lib/secret-hash.server'
import { getAuth } from './auth.server'
import { readerAnswer, refusalText } from '../i18n/reader-message.server'
import { ssoRequiredRefusal } from '../workspaces/sso/connections.server'

type AuthResult =
  | { ok: true; cookies: string[]; needsSecondFactor?: boolean }
  | { ok: false; status: number; message: string; retryAfterSeconds?: number }

/** Turns the auth library's HTTP response into cookies to forward or a message to show. */
async function toResult(response: Response, fallback: string): Promise<AuthResult> {
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() }
  const body = (await response.json().catch(() => null)) as { message?: string } | null
  return { ok: false, status: response.status >= 500 ? 400 : response.status, message: body?.message || fallback }
}

const tooManyAttempts = (seconds: number): AuthResult => ({
  ok: false,
  status: 429,
  message: readerAnswer('answers.auth.tooManyAttempts', { minutes: Math.ceil(seconds / 60) }),
  retryAfterSeconds: seconds,
})

/** The refusal of a password for an address whose workspace requires single sign-on (decision 57), or null. */
async function ssoOnlyAnswer(db: Db, email: string): Promise<AuthResult | null> {
  const refusal = await ssoRequiredRefusal(db, email)
  return refusal ? { ok: false, status: refusal.status, message: refusalText(refusal) } : null
}

/**
 * E-mail sign-in, limited per client address and per account *from that address*: guesses
 * from elsewhere cannot lock the owner out of their own address. The same message answers an
 * unknown e-mail and a wrong password.
 */
export async function signIn(
  db: Db,
  request: Request,
  input: { email: string; password: string; rememberMe: boolean; clientIp: string },
): Promise<AuthResult> {
  for (const [key, rule] of [
    [`login:ip:${input.clientIp}`, rateLimitRules.login],
    [`login:account:${input.email.toLowerCase()}:${input.clientIp}`, rateLimitRules.loginAccount],
  ] as const) {
    const limit = await hitRateLimit(db, key, rule)
    if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds)
  }
  const ssoOnly = await ssoOnlyAnswer(db, input.email)
  if (ssoOnly) return ssoOnly
  const response = await getAuth().api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
    headers: request.headers,
    asResponse: true,
  })
  const body = response.ok ? ((await response.clone().json().catch(() => null)) as { twoFactorRedirect?: boolean } | null) : null
  const result = await toResult(response, readerAnswer('answers.auth.loginFailed'))
  if (!result.ok && result.status !== 429) return { ok: false, status: 401, message: readerAnswer('answers.auth.invalidCredentials') }
  // With two-factor on, the password step only sets a short-lived cookie for the code step.
  return result.ok && body?.twoFactorRedirect ? { ...result, needsSecondFactor: true } : result
}

export async function signUp(
  db: Db,
  request: Request,
  input: { name: string; email: string; password: string; clientIp: string },
): Promise<AuthResult> {
  const limit = await hitRateLimit(db, `register:ip:${input.clientIp}`, rateLimitRules.register)
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds)
  const ssoOnly = await ssoOnlyAnswer(db, input.email)
  if (ssoOnly) return ssoOnly
  const response = await getAuth().api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  })
  const result = await toResult(response, readerAnswer('answers.auth.registrationFailed'))
  if (!result.ok && response.status === 422) {
    return {
      ok: false,
      status: 400,
      message: readerAnswer('answers.auth.registrationRefused'),
    }
  }
  return result
}

export async function signOut(request: Request): Promise<string[]> {
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true })
  return response.headers.getSetCookie()
}

/**
 * Reset e-mails to one address from every requester together: far above what one requester may
 * ask for (`resetTarget`), so only many addresses acting together can reach it, and then the
 * requester is told that nothing was sent.
 */
export const resetMailboxRule: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

/**
 * Sends the reset e-mail when the address has an account; the answer never says which. Limited
 * per requesting address, and per requesting address and target: requests from elsewhere never
 * use up the owner's own. Keys carry a hash of the target address, never the address itself.
 */
export async function requestPasswordReset(db: Db, input: { email: string; clientIp: string }): Promise<AuthResult> {
  const target = hashSecret(input.email.toLowerCase())
  for (const [key, rule] of [
    [`reset:ip:${input.clientIp}`, rateLimitRules.reset],
    [`reset:target:${input.clientIp}:${target}`, rateLimitRules.resetTarget],
  ] as const) {
    const limit = await hitRateLimit(db, key, rule)
    if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds)
  }
  const mailbox = await hitRateLimit(db, `reset:mailbox:${target}`, resetMailboxRule)
  if (!mailbox.allowed) {
    const minutes = Math.ceil(mailbox.retryAfterSeconds / 60)
    return { ok: false, status: 429, message: readerAnswer('answers.auth.resetMailboxBusy', { minutes }), retryAfterSeconds: mailbox.retryAfterSeconds }
  }
  await getAuth().api.requestPasswordReset({ body: { email: input.email, redirectTo: '/reset-password' } })
  return { ok: true, cookies: [] }
}

/**
 * Sets a new password with the e-mailed token. Wrong or expired tokens count against the
 * requesting address (`resetTokenFailures`); past the limit every attempt from it is refused
 * before the token is looked at, so guessing stops while the owner's link works from elsewhere.
 */
export async function resetPassword(db: Db, input: { token: string; password: string; clientIp: string }): Promise<AuthResult> {
  const failures = failureLimit(db, `reset-token:ip:${input.clientIp}`, rateLimitRules.resetTokenFailures)
  const limit = await failures.check()
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds)
  const response = await getAuth().api.resetPassword({
    body: { token: input.token, newPassword: input.password },
    asResponse: true,
  })
  if (!response.ok) {
    const body = (await response.clone().json().catch(() => null)) as { code?: string } | null
    if (body?.code === 'INVALID_TOKEN') await failures.fail()
  }
  const result = await toResult(response, readerAnswer('answers.auth.resetLinkInvalid'))
  return result.ok ? result : { ...result, message: readerAnswer('answers.auth.resetLinkInvalid') }
}

export async function changePassword(
  request: Request,
  input: { currentPassword: string; password: string },
): Promise<AuthResult> {
  const response = await getAuth().api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  })
  const result = await toResult(response, readerAnswer('answers.auth.passwordChangeFailed'))
  if (!result.ok && /invalid password/i.test(result.message)) return { ...result, status: 400, message: readerAnswer('answers.auth.currentPasswordWrong') }
  return result
}

/** Appends Set-Cookie headers to a response init. */
export function withCookies(cookies: string[], headers = new Headers()) {
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/** Starts authenticator-app set-up: returns the otpauth:// URI and one-time backup codes. */
export async function startTwoFactorSetup(request: Request, password: string) {
  const response = await getAuth().api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true })
  const body = (await response.json().catch(() => null)) as { totpURI?: string; backupCodes?: string[]; message?: string } | null
  if (!response.ok || !body?.totpURI) {
    return { ok: false as const, message: /password/i.test(body?.message ?? '') ? readerAnswer('answers.auth.passwordWrong') : body?.message || readerAnswer('answers.auth.twoFactorSetupFailed') }
  }
  return { ok: true as const, totpURI: body.totpURI, backupCodes: body.backupCodes ?? [], cookies: response.headers.getSetCookie() }
}

/**
 * Checks an authenticator code: during set-up (signed in) it turns two-factor on; during
 * sign-in (after the password) it completes the sign-in and returns the session cookies.
 */
export async function verifyTwoFactorCode(request: Request, code: string, { isBackupCode = false, trustDevice = false } = {}): Promise<AuthResult> {
  const api = getAuth().api
  const response = isBackupCode
    ? await api.verifyBackupCode({ body: { code, trustDevice }, headers: request.headers, asResponse: true })
    : await api.verifyTOTP({ body: { code, trustDevice }, headers: request.headers, asResponse: true })
  const result = await toResult(response, readerAnswer('answers.auth.codeInvalid'))
  return result.ok ? result : { ...result, status: result.status === 429 ? 429 : 400, message: result.status === 429 ? result.message : readerAnswer('answers.auth.codeInvalid') }
}

export async function disableTwoFactor(request: Request, password: string): Promise<AuthResult> {
  const response = await getAuth().api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true })
  const result = await toResult(response, readerAnswer('answers.auth.twoFactorOffFailed'))
  return result.ok ? result : { ...result, status: 400, message: /password/i.test(result.message) ? readerAnswer('answers.auth.passwordWrong') : result.message }
}

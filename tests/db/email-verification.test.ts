import { and, eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { signUp } from '../../app/accounts/auth-calls.server'
import { getConfig } from '../../app/config.server'
import { emails, users } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { resolveAuthSecret } from '../../app/lib/auth-secret.server'
import { action as profileAction, loader as profileLoader } from '../../app/routes/profile'
import { loader as verifyLoader } from '../../app/routes/verify-email'
import { answerStatus, routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/** Registers with a password as the form does; the member's address, id and session cookie. */
async function register() {
  const email = `verify-${uniqueSuffix()}@example.com`
  const result = await signUp(db, new Request('http://localhost/register', { method: 'POST' }), { name: 'Vera Fied', email, password: 'Orbit!Lamp42', clientIp: `ip-${uniqueSuffix()}` })
  if (!result.ok) throw new Error(result.message)
  const [user] = await db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.email, email))
  return { email, user: user!, cookie: result.cookies.map((c) => c.split(';')[0]).join('; ') }
}

const linksTo = async (email: string) =>
  (await db.select({ text: emails.text }).from(emails).where(and(eq(emails.to, email), eq(emails.kind, 'email-verification')))).map((mail) => /\/verify-email\?token=([^\s]+)/.exec(mail.text)![1]!)

const open = async (token: string) => {
  const answer = (await verifyLoader(routeArgs(`/verify-email?token=${token}`, {}))) as unknown as { data: { outcome: string }; init: { status: number } | null }
  return { outcome: answer.data.outcome, status: answer.init?.status ?? 200 }
}
const verified = async (id: string) => (await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, id)))[0]!.emailVerified

describe('e-mail verification', () => {
  it('registration sends a signed link; opening it verifies the address, and the profile says so', async () => {
    const { email, user, cookie } = await register()
    expect(user.emailVerified).toBe(false)
    const profile = (await profileLoader(routeArgs('/profile', {}, { cookie }))) as { profile: { emailVerified: boolean } }
    expect(profile.profile.emailVerified).toBe(false)
    const [token] = await linksTo(email)
    expect(await open(token!)).toEqual({ outcome: 'verified', status: 200 })
    expect(await verified(user.id)).toBe(true)
    // Opening it again still says verified.
    expect(await open(token!)).toEqual({ outcome: 'verified', status: 200 })
  })

  it('refuses an altered, a foreign or an expired link with 400, and verifies nothing', async () => {
    const { email, user } = await register()
    const [token] = await linksTo(email)
    const [head, payload, signature] = token!.split('.')
    const altered = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`
    expect(await open(altered)).toEqual({ outcome: 'invalid', status: 400 })
    expect(await open('not-a-token')).toEqual({ outcome: 'invalid', status: 400 })
    const foreign = await new SignJWT({ email }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('another-site-secret-of-32-characters!!'))
    expect(await open(foreign)).toEqual({ outcome: 'invalid', status: 400 })
    const secret = new TextEncoder().encode(resolveAuthSecret(getConfig()))
    const expired = await new SignJWT({ email, userId: user.id }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400).setExpirationTime(Math.floor(Date.now() / 1000) - 86_400).sign(secret)
    expect(await open(expired)).toEqual({ outcome: 'expired', status: 400 })
    expect(await verified(user.id)).toBe(false)
  })

  it('a member asks for a new link from the profile, three an hour; a verified address needs none', async () => {
    const { email, cookie } = await register()
    const ask = () => profileAction(routeArgs('/profile', {}, { cookie, form: { intent: 'send-verification' } }))
    for (let i = 0; i < 3; i++) {
      const sent = (await ask()) as { ok: boolean; message: string }
      expect(sent).toMatchObject({ ok: true, message: `We sent a new verification link to ${email}. It works for 24 hours.` })
    }
    expect(await linksTo(email)).toHaveLength(4)
    const refused = await ask()
    expect(answerStatus(refused)).toBe(429)
    expect((refused as { data: { message: string } }).data.message).toMatch(/^You asked for several links already/)
    expect(await linksTo(email)).toHaveLength(4)

    const member = await signedInMember(db)
    const already = await profileAction(routeArgs('/profile', {}, { cookie: member.cookie, form: { intent: 'send-verification' } }))
    expect(answerStatus(already)).toBe(409)
    expect((already as { data: { message: string } }).data.message).toBe('Your e-mail address is already verified.')
  })
})

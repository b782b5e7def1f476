import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../app/accounts/auth-calls.server'
import { getUser } from '../../app/accounts/session.server'
import { adminAudit, ssoSignInAttempts, users, workspaceSsoConnections } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { saveSsoSettings, serviceProviderValues, setSsoSwitches } from '../../app/workspaces/sso/connections.server'
import { beginSso, finishOidc, TESTED_PATH } from '../../app/workspaces/sso/flow.server'
import { workspaceAccessOf } from '../../app/workspaces/entitlement.server'
import { loader as callbackLoader } from '../../app/routes/sso.$workspaceId.oidc.callback'
import { action as loginAction } from '../../app/routes/login'
import { ensurePlans } from '../support/billing'
import { startOidcProvider, type OidcProvider } from '../support/oidc-provider'
import { answerStatus, routeArgs } from '../support/route-args'
import { openTestDb } from '../support/test-db'
import { fillSeats, workspaceWithVerifiedDomain } from '../support/workspace-sso'

const { db } = await openTestDb()
/** Where the test's requests come to (SITE_URL is not set in tests). */
const origin = 'http://localhost'
const providers: OidcProvider[] = []
beforeAll(() => ensurePlans(db))
afterAll(() => Promise.all(providers.map((provider) => provider.close())))

/** A workspace with a verified domain and its own OpenID provider, set up, tested and switched on (unless `untested`). */
async function oidcWorkspace({ untested = false } = {}) {
  const company = await workspaceWithVerifiedDomain(db)
  const clientSecret = `secret-${uniqueSuffix()}`
  const provider = await startOidcProvider({ clientId: 'lumen', clientSecret, redirectUris: [serviceProviderValues(company.workspaceId, origin).redirectUri] })
  providers.push(provider)
  if (!untested) await configure(company.workspaceId, company.owner.id, provider, clientSecret)
  return { ...company, provider }
}

async function configure(workspaceId: string, adminId: string, provider: OidcProvider, clientSecret: string) {
  await saveSsoSettings(db, { workspaceId, actorId: adminId, input: { protocol: 'oidc', issuer: provider.issuer, clientId: 'lumen', clientSecret } })
  const test = await start(workspaceId, { testedBy: adminId })
  const answer = await finish(workspaceId, await provider.signIn(test.url, 'tester@example.org'), test.binding)
  expect(answer.headers.get('location')).toBe(TESTED_PATH)
  await setSsoSwitches(db, { workspaceId, actorId: adminId, isEnabled: true, isSsoRequired: false })
}

async function start(workspaceId: string, options: { testedBy?: string; returnTo?: string; loginHint?: string } = {}) {
  const response = await beginSso(db, { workspaceId, origin, returnTo: options.returnTo ?? '/', ...options })
  return { url: response.headers.get('location')!, binding: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' }
}

/** The provider's redirect back, as the browser (with `cookie`) brings it to the site. */
function finish(workspaceId: string, callbackUrl: string, cookie: string) {
  const { pathname, search } = new URL(callbackUrl)
  return finishOidc(db, { workspaceId, request: new Request(`http://localhost${pathname}${search}`, { headers: cookie ? { Cookie: cookie } : {} }), clientIp: '203.0.113.9' })
}

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('lumen.session_token='))?.split(';')[0]

describe('single sign-on with OpenID Connect', () => {
  it('a workspace Admin tests the connection, then an employee signs in: created, verified and seated just in time, with Enterprise access', async () => {
    const { workspaceId, domain, provider } = await oidcWorkspace()
    const [connection] = await db.select().from(workspaceSsoConnections).where(eq(workspaceSsoConnections.workspaceId, workspaceId))
    expect(connection).toMatchObject({ isEnabled: true, testedEmail: 'tester@example.org' })
    expect(connection!.oidcClientSecretSealed).not.toContain('secret-')

    const email = `dana.fox@${domain}`
    provider.name(email, 'Dana Fox')
    const sent = await start(workspaceId, { returnTo: '/news', loginHint: email })
    const authorization = new URL(sent.url)
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({ code_challenge_method: 'S256', login_hint: email, scope: 'openid email profile', response_type: 'code' })
    expect(authorization.searchParams.get('state')).toBeTruthy()
    expect(authorization.searchParams.get('nonce')).toBeTruthy()
    const answer = await finish(workspaceId, await provider.signIn(sent.url, email), sent.binding)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/news')
    const member = await getUser(new Request('http://localhost/', { headers: { Cookie: sessionCookie(answer)! } }))
    expect(member).toMatchObject({ email, name: 'Dana Fox', subscriptionTier: 'enterprise', workspace: { workspaceId, role: 'user' } })
    const [account] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email))
    expect(account?.emailVerified).toBe(true)
    const actions = await db.select({ action: adminAudit.action, details: adminAudit.details }).from(adminAudit).where(eq(adminAudit.targetId, workspaceId))
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['workspace.sso.configured', 'workspace.sso.tested', 'workspace.sso.switched', 'workspace.join']))
    expect(actions.find((row) => row.action === 'workspace.join')?.details).toMatchObject({ by: 'sso', protocol: 'oidc' })

    // A second sign-in finds the same account and seat.
    const again = await start(workspaceId)
    const second = await finish(workspaceId, await provider.signIn(again.url, email), again.binding)
    expect(second.status).toBe(302)
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  it('a full workspace refuses a new employee with a clear message and creates no account', async () => {
    const { workspaceId, domain, provider } = await oidcWorkspace()
    await fillSeats(db, workspaceId)
    const email = `late.joiner@${domain}`
    const sent = await start(workspaceId)
    await expect(finish(workspaceId, await provider.signIn(sent.url, email), sent.binding)).rejects.toMatchObject({ status: 409, key: 'answers.workspace.noFreeSeat' })
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([])
  })

  it('refuses an answer with an unknown state, from another browser, used twice, or with another nonce; and an address outside the domain', async () => {
    const { workspaceId, domain, provider } = await oidcWorkspace()
    const email = `sam@${domain}`
    const sent = await start(workspaceId)
    const callback = await provider.signIn(sent.url, email)
    const forged = new URL(callback)
    forged.searchParams.set('state', 'not-the-state')
    await expect(finish(workspaceId, forged.href, sent.binding)).rejects.toMatchObject({ status: 400, key: 'answers.sso.stateMismatch' })
    // Another browser (without the binding cookie) cannot complete it.
    await expect(finish(workspaceId, callback, '')).rejects.toMatchObject({ status: 400, key: 'answers.sso.stateMismatch' })

    const fresh = await start(workspaceId)
    const ok = await provider.signIn(fresh.url, email)
    expect((await finish(workspaceId, ok, fresh.binding)).status).toBe(302)
    await expect(finish(workspaceId, ok, fresh.binding)).rejects.toMatchObject({ status: 400, key: 'answers.sso.stateMismatch' })

    const mixed = await start(workspaceId)
    const mixedAnswer = await provider.signIn(mixed.url, email)
    await db.update(ssoSignInAttempts).set({ nonce: 'another-nonce' }).where(eq(ssoSignInAttempts.workspaceId, workspaceId))
    await expect(finish(workspaceId, mixedAnswer, mixed.binding)).rejects.toMatchObject({ status: 400, key: 'answers.sso.nonceMismatch' })

    const outsider = await start(workspaceId)
    await expect(finish(workspaceId, await provider.signIn(outsider.url, 'eve@elsewhere.example'), outsider.binding)).rejects.toMatchObject({ status: 403, key: 'answers.sso.outsideDomain' })

    // Through the route, a refusal is a 400 page that says why.
    const page = await callbackLoader(routeArgs(new URL(forged).pathname + new URL(forged).search, { workspaceId }, { cookie: sent.binding }))
    expect(answerStatus(page)).toBe(400)
    expect((page as unknown as { data: { message: string } }).data.message).toMatch(/did not start in this browser/)
  })

  it('the sign-in page sends a company address to its provider; "Require SSO" refuses passwords at the domain', async () => {
    const { workspaceId, domain, owner } = await oidcWorkspace()
    const started = await loginAction(routeArgs('/login?redirect=/education', {}, { form: { intent: 'sso', email: `Lee@${domain.toUpperCase()}` } })).then(
      () => null,
      (response: Response) => response,
    )
    expect(started?.status).toBe(302)
    expect(started?.headers.get('location')).toMatch(/\/auth\?/)
    const unknown = await loginAction(routeArgs('/login', {}, { form: { intent: 'sso', email: 'someone@no-sso.example' } }))
    expect(answerStatus(unknown)).toBe(400)

    const password = 'Correct-Horse-7!'
    const employee = await createUser(db, { email: `pat@${domain}`, password })
    const attempt = () => signIn(db, new Request('http://localhost/login', { method: 'POST' }), { email: employee.email, password, rememberMe: false, clientIp: `ip-${uniqueSuffix()}` })
    expect((await attempt()).ok).toBe(true)
    await setSsoSwitches(db, { workspaceId, actorId: owner.id, isEnabled: true, isSsoRequired: true })
    expect(await attempt()).toMatchObject({ ok: false, status: 403, message: expect.stringMatching(/requires single sign-on/) })
    expect(await workspaceAccessOf(db, employee.id)).toBeNull()
  })

  it('sign-in cannot be switched on before a passing test, nor without a verified domain', async () => {
    const { workspaceId, owner, provider } = await oidcWorkspace({ untested: true })
    await saveSsoSettings(db, { workspaceId, actorId: owner.id, input: { protocol: 'oidc', issuer: provider.issuer, clientId: 'lumen', clientSecret: 'whatever' } })
    await expect(setSsoSwitches(db, { workspaceId, actorId: owner.id, isEnabled: true, isSsoRequired: false })).rejects.toMatchObject({ status: 409, key: 'answers.sso.testFirst' })
    await expect(beginSso(db, { workspaceId, origin, returnTo: '/' })).rejects.toMatchObject({ status: 403, key: 'answers.sso.notEnabled' })
    await expect(saveSsoSettings(db, { workspaceId, actorId: owner.id, input: { protocol: 'oidc', issuer: 'http://idp.example.com', clientId: 'x', clientSecret: 'y' } })).rejects.toMatchObject({ status: 400, field: 'issuer' })
  })
})


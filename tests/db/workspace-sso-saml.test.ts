import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getUser } from '../../app/accounts/session.server'
import { users, workspaceSsoConnections } from '../../app/db/schema'
import { saveSsoSettings, serviceProviderValues, setSsoSwitches } from '../../app/workspaces/sso/connections.server'
import { beginSso, finishSaml, TESTED_PATH } from '../../app/workspaces/sso/flow.server'
import { loader as metadataLoader } from '../../app/routes/sso.$workspaceId.saml.metadata'
import { action as acsAction } from '../../app/routes/sso.saml.acs.$workspaceId'
import { ensurePlans } from '../support/billing'
import { answerStatus, routeArgs } from '../support/route-args'
import { authnRequestId, IDP_ENTITY_ID, IDP_SIGN_IN_URL, idpKeys, samlResponse, strangerKeys, type AssertionFacts } from '../support/saml-idp'
import { openTestDb } from '../support/test-db'
import { fillSeats, workspaceWithVerifiedDomain } from '../support/workspace-sso'

const { db } = await openTestDb()
/** Where the test's requests come to (SITE_URL is not set in tests). */
const origin = 'http://localhost'
beforeAll(() => ensurePlans(db))

/** A workspace whose SAML provider is set up; tested and switched on unless `untested`. */
async function samlWorkspace({ untested = false } = {}) {
  const company = await workspaceWithVerifiedDomain(db)
  const { workspaceId, owner } = company
  await saveSsoSettings(db, { workspaceId, actorId: owner.id, input: { protocol: 'saml', entryPoint: IDP_SIGN_IN_URL, idpEntityId: IDP_ENTITY_ID, certificate: idpKeys.cert } })
  const sp = serviceProviderValues(workspaceId, origin)
  const answer = (facts: Partial<AssertionFacts> & { email: string }) => samlResponse({ audience: sp.entityId, recipient: sp.acsUrl, ...facts })
  if (!untested) {
    const test = await beginSso(db, { workspaceId, origin, returnTo: '/', testedBy: owner.id })
    const tested = await post(workspaceId, answer({ email: `admin@${company.domain}`, inResponseTo: authnRequestId(test.headers.get('location')!) }))
    expect(tested.headers.get('location')).toBe(TESTED_PATH)
    await setSsoSwitches(db, { workspaceId, actorId: owner.id, isEnabled: true, isSsoRequired: false })
  }
  return { ...company, sp, answer }
}

const post = (workspaceId: string, samlResponseValue: string) =>
  finishSaml(db, { workspaceId, samlResponse: samlResponseValue, request: new Request('http://localhost/sso/saml/acs', { method: 'POST' }), clientIp: '198.51.100.4' })

const sessionOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('lumen.session_token='))?.split(';')[0] ?? ''

describe('single sign-on with SAML 2.0', () => {
  it('a sign-in started here comes back with a signed assertion: the employee is created and seated just in time', async () => {
    const { workspaceId, domain, answer } = await samlWorkspace()
    const [connection] = await db.select({ testedEmail: workspaceSsoConnections.testedEmail }).from(workspaceSsoConnections).where(eq(workspaceSsoConnections.workspaceId, workspaceId))
    expect(connection?.testedEmail).toBe(`admin@${domain}`)
    const sent = await beginSso(db, { workspaceId, origin, returnTo: '/education' })
    const location = new URL(sent.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(IDP_SIGN_IN_URL)
    const email = `maya.lind@${domain}`
    const response = await post(workspaceId, answer({ email, name: 'Maya Lind', inResponseTo: authnRequestId(location.href) }))
    expect(response.headers.get('location')).toBe('/education')
    const member = await getUser(new Request('http://localhost/', { headers: { Cookie: sessionOf(response) } }))
    expect(member).toMatchObject({ email, name: 'Maya Lind', subscriptionTier: 'enterprise', workspace: { workspaceId } })
  })

  it('accepts a response the provider starts (no request), signed as a whole, once: a replay is refused', async () => {
    const { workspaceId, domain, answer } = await samlWorkspace()
    const response = answer({ email: `ivo@${domain}`, sign: 'response' })
    expect((await post(workspaceId, response)).status).toBe(302)
    await expect(post(workspaceId, response)).rejects.toMatchObject({ status: 400, key: 'answers.sso.replayed' })
  })

  it('refuses unsigned, tampered, foreign-signed, expired, wrong-audience, wrong-recipient and unknown-request answers', async () => {
    const { workspaceId, domain, answer, sp } = await samlWorkspace()
    const email = `kim@${domain}`
    const refusals: [Partial<AssertionFacts>, string][] = [
      [{ sign: 'none' }, 'answers.sso.unsigned'],
      [{ tamper: (xml) => xml.replaceAll(email, `boss@${domain}`) }, 'answers.sso.unsigned'],
      [{ keys: strangerKeys }, 'answers.sso.unsigned'],
      [{ notOnOrAfter: new Date(Date.now() - 10 * 60_000) }, 'answers.sso.expired'],
      [{ audience: 'https://another-service.example/saml' }, 'answers.sso.wrongAudience'],
      [{ recipient: `${sp.acsUrl}-elsewhere` }, 'answers.sso.wrongRecipient'],
      [{ inResponseTo: '_never-sent' }, 'answers.sso.stateMismatch'],
      [{ issuer: 'https://idp.someone-else.example' }, 'answers.sso.wrongIssuer'],
    ]
    for (const [facts, key] of refusals) {
      const outcome = await post(workspaceId, answer({ email, ...facts })).then(() => 'accepted', (error: { key: string }) => error.key)
      expect([Object.keys(facts)[0], outcome]).toEqual([Object.keys(facts)[0], key])
    }
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([])
    // The ACS URL answers a refusal with its status and a page that says why.
    const page = await acsAction(routeArgs(`/sso/saml/acs/${workspaceId}`, { workspaceId }, { form: { SAMLResponse: answer({ email, audience: 'urn:other' }) } }))
    expect(answerStatus(page)).toBe(400)
    expect((page as unknown as { data: { message: string } }).data.message).toMatch(/wrong audience/)
  })

  it('a full workspace refuses with a clear message; outsiders to the domain are refused', async () => {
    const { workspaceId, domain, answer } = await samlWorkspace()
    await expect(post(workspaceId, answer({ email: 'guest@gmail.example' }))).rejects.toMatchObject({ status: 403, key: 'answers.sso.outsideDomain' })
    await fillSeats(db, workspaceId)
    await expect(post(workspaceId, answer({ email: `one.too.many@${domain}` }))).rejects.toMatchObject({ status: 409, key: 'answers.workspace.noFreeSeat' })
  })

  it('the service provider metadata names the entity ID and ACS URL; settings refuse a certificate that is not one', async () => {
    const { workspaceId, owner, sp } = await samlWorkspace({ untested: true })
    const metadata = (await metadataLoader(routeArgs(`/sso/${workspaceId}/saml/metadata`, { workspaceId }))) as Response
    const xml = await metadata.text()
    expect(metadata.headers.get('content-type')).toMatch(/samlmetadata\+xml/)
    expect(xml).toContain(`entityID="${sp.entityId}"`)
    expect(xml).toContain(`Location="${sp.acsUrl}"`)
    await expect(saveSsoSettings(db, { workspaceId, actorId: owner.id, input: { protocol: 'saml', entryPoint: IDP_SIGN_IN_URL, idpEntityId: IDP_ENTITY_ID, certificate: 'not a certificate' } })).rejects.toMatchObject({ status: 400, field: 'certificate' })
  })
})

import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getConfig } from '../../app/config.server'
import { scimUsers, workspaceMembers, workspaces } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import { workspaceAccessOf } from '../../app/workspaces/entitlement.server'
import { scimRouter } from '../../app/workspaces/scim/router.server'
import { createScimToken, listScimTokens, revokeScimToken } from '../../app/workspaces/scim/tokens.server'
import { memberCount, seatsOf, workspaceChanges } from '../../app/workspaces/workspaces.server'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()
let server: http.Server
let base: string

beforeAll(async () => {
  await ensurePlans(db)
  const app = express()
  // Each test names its own client address (X-Forwarded-For), so wrong tokens count per test.
  app.set('trust proxy', true)
  app.use('/scim/v2', scimRouter())
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

/** An Enterprise workspace with a verified domain and a SCIM token; its billing member has an address at the domain. */
async function provisioned() {
  const domain = `co-${uniqueSuffix()}.example`
  const owner = await createUser(db, { email: `owner@${domain}` })
  const workspaceId = await enterpriseWorkspaceOf(db, owner, `Company ${uniqueSuffix()}`)
  await db.update(workspaces).set({ domain, domainVerifiedAt: new Date() }).where(eq(workspaces.id, workspaceId))
  const { token } = await createScimToken(db, { workspaceId, actorId: owner.id, label: 'Microsoft Entra ID' })
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json', 'x-forwarded-for': ip, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
  }
  const create = (local: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `${local}@${domain}`, name: { givenName: 'Ada', familyName: 'Lovelace' }, active: true, ...extra })
  return { domain, owner, workspaceId, token, call, create }
}

const scimError = (status: number, scimType?: string) => ({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status), ...(scimType ? { scimType } : {}), detail: expect.any(String) })
const entraPatch = (operations: unknown[]) => ({ schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: operations })
const actionsOf = async (workspaceId: string) => (await workspaceChanges(db, workspaceId)).map((change) => change.action)

describe('SCIM tokens', () => {
  it('are shown once, stored as a hash with a prefix, labelled, revocable and audited', async () => {
    const { workspaceId, owner, token, call } = await provisioned()
    expect(token).toMatch(/^scim_[\w-]{43}$/)
    const [listed] = await listScimTokens(db, workspaceId)
    expect(listed).toEqual({ id: expect.any(String), label: 'Microsoft Entra ID', prefix: token.slice(0, 12), createdAt: expect.any(Date), lastUsedAt: null, revokedAt: null })
    await expect(createScimToken(db, { workspaceId, actorId: owner.id, label: ' ' })).rejects.toMatchObject({ status: 400, key: 'answers.workspace.scimLabel', field: 'label' })
    expect((await call('GET', '/ServiceProviderConfig')).status).toBe(200)
    expect((await listScimTokens(db, workspaceId))[0]!.lastUsedAt).toBeInstanceOf(Date)

    expect(await revokeScimToken(db, { workspaceId, actorId: owner.id, tokenId: listed!.id })).toBe(true)
    expect(await revokeScimToken(db, { workspaceId, actorId: owner.id, tokenId: listed!.id })).toBe(false)
    const revoked = await call('GET', '/Users')
    expect(revoked.status).toBe(401)
    expect(revoked.body).toEqual(scimError(401))
    const changes = await workspaceChanges(db, workspaceId)
    expect(changes.filter((change) => change.action.startsWith('workspace.scim.token'))).toEqual([
      expect.objectContaining({ action: 'workspace.scim.token_revoked', details: { tokenId: listed!.id, label: 'Microsoft Entra ID' } }),
      expect.objectContaining({ action: 'workspace.scim.token_created', details: { tokenId: listed!.id, label: 'Microsoft Entra ID' } }),
    ])
  })

  it('a missing or wrong token is refused with 401 in SCIM format, and guessing stops at the limit', async () => {
    const { call } = await provisioned()
    const missing = await call('GET', '/Users', undefined, { authorization: '' })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(missing.headers.get('content-type')).toMatch(/^application\/scim\+json/)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const limit = rateLimitRules.apiKeyFailures.limit * getConfig().RATE_LIMIT_FACTOR
    for (let attempt = 0; attempt < limit; attempt++) {
      const wrong = await call('GET', '/Users', undefined, { authorization: `Bearer scim_wrong${attempt}` })
      expect(wrong.status).toBe(401)
      expect(wrong.body).toEqual(scimError(401))
    }
    // Past the limit even the right token is refused from this address, so the answer tells a guesser nothing.
    const limited = await call('GET', '/Users')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body).toEqual(scimError(429))
  })
})

describe('SCIM Users', () => {
  it('are created with a seat, found by userName (any case) or externalId, and audited', async () => {
    const { workspaceId, domain, call, create } = await provisioned()
    const created = await create('ada', { externalId: 'entra-1', displayName: 'Ada Lovelace' })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    expect(created.headers.get('location')).toBe(created.body.meta.location)
    expect(created.body.meta.location).toMatch(new RegExp(`^https?://[^/]+/scim/v2/Users/${id}$`))
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      externalId: 'entra-1',
      userName: `ada@${domain}`,
      name: { formatted: 'Ada Lovelace', givenName: 'Ada', familyName: 'Lovelace' },
      displayName: 'Ada Lovelace',
      emails: [{ value: `ada@${domain}`, primary: true, type: 'work' }],
      active: true,
      meta: { resourceType: 'User', created: expect.any(String), lastModified: expect.any(String) },
    })
    const [row] = await db.select({ userId: scimUsers.userId }).from(scimUsers).where(eq(scimUsers.id, id))
    expect(await workspaceAccessOf(db, row!.userId)).toMatchObject({ workspaceId, isActive: true })
    expect(await memberCount(db, workspaceId)).toBe(2)

    const found = await call('GET', `/Users?filter=${encodeURIComponent(`userName eq "ADA@${domain.toUpperCase()}"`)}`)
    expect(found.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, itemsPerPage: 1, startIndex: 1, Resources: [{ id }] })
    const byExternalId = await call('GET', `/Users?filter=${encodeURIComponent('externalId eq "entra-1"')}`)
    expect(byExternalId.body.Resources.map((user: { id: string }) => user.id)).toEqual([id])
    const none = await call('GET', `/Users?filter=${encodeURIComponent(`userName eq "nobody@${domain}"`)}`)
    expect(none.body).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] })
    const unsupported = await call('GET', `/Users?filter=${encodeURIComponent('displayName co "Ada"')}`)
    expect(unsupported.status).toBe(400)
    expect(unsupported.body).toEqual(scimError(400, 'invalidFilter'))
    expect(await actionsOf(workspaceId)).toContain('workspace.scim.user_created')
    const [audit] = (await workspaceChanges(db, workspaceId)).filter((change) => change.action === 'workspace.scim.user_created')
    expect(audit!.details).toEqual({ scimId: id, userId: row!.userId })
  })

  it('are refused outside the verified domain, without a verified domain, and when already provisioned', async () => {
    const { workspaceId, create } = await provisioned()
    const outside = await create('ada', { userName: 'ada@elsewhere.example' })
    expect(outside.status).toBe(400)
    expect(outside.body).toEqual(scimError(400, 'invalidValue'))
    expect((await create('grace')).status).toBe(201)
    const again = await create('GRACE')
    expect(again.status).toBe(409)
    expect(again.body).toEqual(scimError(409, 'uniqueness'))
    await db.update(workspaces).set({ domainVerifiedAt: null }).where(eq(workspaces.id, workspaceId))
    const unverified = await create('linus')
    expect(unverified.status).toBe(400)
    expect(unverified.body.detail).toMatch(/verify/)
  })

  it('deactivated the way Entra ID does it lose their seat and Enterprise at once, and get both back when reactivated', async () => {
    const { workspaceId, call, create } = await provisioned()
    const { body: user } = await create('ada')
    const [row] = await db.select({ userId: scimUsers.userId }).from(scimUsers).where(eq(scimUsers.id, user.id))
    const off = await call('PATCH', `/Users/${user.id}`, entraPatch([{ op: 'Replace', path: 'active', value: 'False' }]))
    expect(off.status).toBe(200)
    expect(off.body.active).toBe(false)
    expect(await workspaceAccessOf(db, row!.userId)).toBeNull()
    expect(await memberCount(db, workspaceId)).toBe(1)
    expect((await call('GET', `/Users/${user.id}`)).body.active).toBe(false)

    const on = await call('PATCH', `/Users/${user.id}`, entraPatch([{ op: 'replace', value: { active: true, 'name.givenName': 'Augusta' } }]))
    expect(on.body).toMatchObject({ active: true, name: { givenName: 'Augusta', familyName: 'Lovelace' } })
    expect(await workspaceAccessOf(db, row!.userId)).toMatchObject({ workspaceId })
    expect(await actionsOf(workspaceId)).toEqual(expect.arrayContaining(['workspace.scim.user_deactivated', 'workspace.scim.user_reactivated']))
  })

  it('are replaced with PUT (userName stays), and deleted with their membership', async () => {
    const { workspaceId, domain, call, create } = await provisioned()
    const { body: user } = await create('ada', { externalId: 'old' })
    const replaced = await call('PUT', `/Users/${user.id}`, { userName: `ada@${domain}`, displayName: 'Ada King', active: true })
    expect(replaced.body).toMatchObject({ displayName: 'Ada King', active: true })
    expect(replaced.body.externalId).toBeUndefined()
    const renamed = await call('PUT', `/Users/${user.id}`, { userName: `countess@${domain}` })
    expect(renamed.body).toEqual(scimError(400, 'mutability'))

    const deleted = await call('DELETE', `/Users/${user.id}`)
    expect(deleted.status).toBe(204)
    expect(await db.select().from(scimUsers).where(eq(scimUsers.id, user.id))).toEqual([])
    expect(await memberCount(db, workspaceId)).toBe(1)
    const gone = await call('GET', `/Users/${user.id}`)
    expect(gone.status).toBe(404)
    expect(gone.body).toEqual(scimError(404))
    expect(await actionsOf(workspaceId)).toEqual(expect.arrayContaining(['workspace.scim.user_updated', 'workspace.scim.user_deleted']))
  })

  it('keep the rule of removing members: the member the workspace is billed to cannot be deactivated', async () => {
    const { owner, workspaceId, create, call } = await provisioned()
    const { status, body } = await create('owner')
    expect(status).toBe(201)
    const refused = await call('PATCH', `/Users/${body.id}`, entraPatch([{ op: 'Replace', path: 'active', value: 'False' }]))
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual(scimError(409, 'mutability'))
    expect(await workspaceAccessOf(db, owner.id)).toMatchObject({ workspaceId, role: 'admin' })
    const deleted = await call('DELETE', `/Users/${body.id}`)
    expect(deleted.status).toBe(409)
    expect(deleted.body).toEqual(scimError(409, 'mutability'))
  })

  it('never fill more seats than the workspace has, however many are created at once', async () => {
    const { workspaceId, create } = await provisioned()
    for (let i = 0; i < 6; i++) expect((await create(`early${i}`)).status).toBe(201)
    const seats = await seatsOf(db, workspaceId)
    expect(seats - (await memberCount(db, workspaceId))).toBe(3)
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create(`late${i}`)))
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 201, 409, 409, 409])
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.detail).toBe(`No free seat: the workspace uses all ${seats} seats.`)
    expect(await memberCount(db, workspaceId)).toBe(seats)
    expect(await db.select({ id: scimUsers.id }).from(scimUsers).where(and(eq(scimUsers.workspaceId, workspaceId), eq(scimUsers.isActive, true)))).toHaveLength(9)
    expect(await db.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))).toHaveLength(seats)
  })
})

describe('the SCIM endpoints', () => {
  it('describe themselves, and answer unknown paths, methods and bodies in SCIM format', async () => {
    const { call } = await provisioned()
    const config = await call('GET', '/ServiceProviderConfig')
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false }, authenticationSchemes: [{ type: 'oauthbearertoken' }] })
    expect((await call('GET', '/ResourceTypes')).body.Resources).toEqual([expect.objectContaining({ id: 'User', endpoint: '/Users' })])
    expect((await call('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User')).body.attributes.map((a: { name: string }) => a.name)).toContain('userName')
    for (const path of ['/Groups', '/Groups/1']) expect(await call('GET', path)).toMatchObject({ status: 404, body: { ...scimError(404), detail: expect.stringMatching(/^Groups are not supported/) } })
    expect(await call('POST', '/Schemas/x', {})).toMatchObject({ status: 405, body: scimError(405) })
    expect(await call('GET', '/Nothing')).toMatchObject({ status: 404, body: scimError(404) })
    expect(await call('DELETE', '/Users')).toMatchObject({ status: 405, body: scimError(405) })
    expect(await call('POST', '/Users', '{"userName": ')).toMatchObject({ status: 400, body: scimError(400, 'invalidSyntax') })
    expect(await call('GET', '/Users/not-a-uuid')).toMatchObject({ status: 404, body: scimError(404) })
  })
})

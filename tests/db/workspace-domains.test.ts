import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getConfig, parseConfig, setConfig } from '../../app/config.server'
import { adminAudit, notifications, workspaces } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { domainRecord, MISSES_BEFORE_UNVERIFIED, recheckWorkspaceDomains, verifyWorkspaceDomain } from '../../app/workspaces/domain-verification.server'
import { joinableWorkspaces, joinByDomain, updateDomainSettings } from '../../app/workspaces/settings.server'
import { ensurePlans } from '../support/billing'
import { startDnsServer, type DnsServer } from '../support/dns-server'
import { openTestDb } from '../support/test-db'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()
let dns: DnsServer

beforeAll(async () => {
  await ensurePlans(db)
  dns = await startDnsServer()
  setConfig(parseConfig({ ...process.env, DNS_RESOLVER: dns.address }))
})
afterAll(async () => {
  setConfig(undefined)
  await dns.close()
})

const DAY = 86_400_000
/** A workspace whose Admin claimed `domain` with joining by it on; its id, Admin and record. */
async function claiming(domain: string) {
  const owner = await createUser(db)
  const workspaceId = await enterpriseWorkspaceOf(db, owner, `Company ${uniqueSuffix()}`)
  await updateDomainSettings(db, { workspaceId, actorId: owner.id, domain, allowDomainJoin: true })
  const [row] = await db.select({ token: workspaces.domainToken }).from(workspaces).where(eq(workspaces.id, workspaceId))
  return { workspaceId, owner, record: domainRecord(domain, row!.token!) }
}
const stateOf = async (workspaceId: string) =>
  (await db.select({ verifiedAt: workspaces.domainVerifiedAt, failures: workspaces.domainCheckFailures, token: workspaces.domainToken }).from(workspaces).where(eq(workspaces.id, workspaceId)))[0]!
const domainName = () => `co-${uniqueSuffix()}.example`

describe('verified workspace domains', () => {
  it('a domain is verified by its TXT record, asked of the configured DNS server; only then can colleagues join by it', async () => {
    expect(getConfig().DNS_RESOLVER).toEqual([dns.address])
    const domain = domainName()
    const { workspaceId, owner, record } = await claiming(domain)
    expect(record).toMatchObject({ name: `_lumen-verification.${domain}`, value: expect.stringMatching(/^lumen-verification=[\w-]{24}$/) })
    const colleague = await createUser(db, { email: `ada@${domain}` })
    expect(await joinableWorkspaces(db, colleague.id)).toEqual([])
    await expect(joinByDomain(db, { user: colleague, workspaceId })).rejects.toMatchObject({ status: 403 })

    await expect(verifyWorkspaceDomain(db, { workspaceId, actorId: owner.id })).rejects.toMatchObject({ status: 400, key: 'answers.workspace.domainRecordMissing', values: record })
    expect(dns.questions).toContain(record.name)
    // A record with another value proves nothing.
    dns.records.set(record.name, ['lumen-verification=someone-else', 'v=spf1 -all'])
    await expect(verifyWorkspaceDomain(db, { workspaceId, actorId: owner.id })).rejects.toMatchObject({ status: 400 })
    dns.records.set(record.name, ['v=spf1 -all', record.value])
    const at = new Date('2031-03-01T10:00:00Z')
    expect(await verifyWorkspaceDomain(db, { workspaceId, actorId: owner.id, now: at })).toEqual(at)
    expect(await joinableWorkspaces(db, colleague.id)).toEqual([expect.objectContaining({ id: workspaceId })])
    // An unverified address at the domain still cannot join.
    const unverified = await createUser(db, { email: `bob@${domain}`, emailVerified: false })
    expect(await joinableWorkspaces(db, unverified.id)).toEqual([])
    await joinByDomain(db, { user: colleague, workspaceId })
    const [audit] = await db.select({ details: adminAudit.details }).from(adminAudit).where(and(eq(adminAudit.targetId, workspaceId), eq(adminAudit.action, 'workspace.domain_verified')))
    expect(audit).toEqual({ details: { domain } })
  })

  it('a verified domain belongs to one workspace: a second claim is refused when it tries to verify', async () => {
    const domain = domainName()
    const first = await claiming(domain)
    dns.records.set(first.record.name, [first.record.value])
    await verifyWorkspaceDomain(db, { workspaceId: first.workspaceId, actorId: first.owner.id })
    const second = await claiming(domain)
    dns.records.set(second.record.name, [first.record.value, second.record.value])
    await expect(verifyWorkspaceDomain(db, { workspaceId: second.workspaceId, actorId: second.owner.id })).rejects.toMatchObject({ status: 409, key: 'answers.workspace.domainTaken', values: { domain } })
    expect((await stateOf(second.workspaceId)).verifiedAt).toBeNull()
  })

  it('a new domain starts again unverified with a new record', async () => {
    const domain = domainName()
    const { workspaceId, owner, record } = await claiming(domain)
    dns.records.set(record.name, [record.value])
    await verifyWorkspaceDomain(db, { workspaceId, actorId: owner.id })
    const before = await stateOf(workspaceId)
    await updateDomainSettings(db, { workspaceId, actorId: owner.id, domain: domainName(), allowDomainJoin: true })
    const after = await stateOf(workspaceId)
    expect(after.verifiedAt).toBeNull()
    expect(after.token).not.toBe(before.token)
  })

  it('is checked again each day: three misses in a row unverify it and tell its Admins; a record found again resets the count', async () => {
    const domain = domainName()
    const { workspaceId, owner, record } = await claiming(domain)
    dns.records.set(record.name, [record.value])
    const start = new Date('2031-05-01T08:00:00Z')
    await verifyWorkspaceDomain(db, { workspaceId, actorId: owner.id, now: start })
    // Checked today already: nothing to do.
    await recheckWorkspaceDomains(db, { now: new Date(start.getTime() + DAY / 2) })
    expect((await stateOf(workspaceId)).failures).toBe(0)

    dns.records.delete(record.name)
    await recheckWorkspaceDomains(db, { now: new Date(start.getTime() + 1.1 * DAY) })
    expect(await stateOf(workspaceId)).toMatchObject({ failures: 1, verifiedAt: start })
    dns.records.set(record.name, [record.value])
    await recheckWorkspaceDomains(db, { now: new Date(start.getTime() + 2.2 * DAY) })
    expect((await stateOf(workspaceId)).failures).toBe(0)

    dns.records.delete(record.name)
    for (let miss = 1; miss <= MISSES_BEFORE_UNVERIFIED; miss++) await recheckWorkspaceDomains(db, { now: new Date(start.getTime() + (2.2 + 1.1 * miss) * DAY) })
    expect((await stateOf(workspaceId)).verifiedAt).toBeNull()
    const told = await db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, owner.id))
    expect(told.map((n) => n.title)).toContain(`${domain} is no longer verified`)
    const colleague = await createUser(db, { email: `cy@${domain}` })
    expect(await joinableWorkspaces(db, colleague.id)).toEqual([])
  })
})

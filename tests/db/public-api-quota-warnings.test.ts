import { EventEmitter } from 'node:events'
import { and, eq, inArray, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../app/public-api/keys.server'
import { quotaWarningDue, sendQuotaWarning, warnAfterAnswer } from '../../app/public-api/quota-warnings.server'
import { countRequest } from '../../app/public-api/quota.server'
import { apiKeys, apiMonthlyUsage, emails, workspaceMembers } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

/** A workspace with two Admins and one User, and a key. */
async function workspace(name = 'Signal Desk') {
  const owner = await createUser(db)
  const workspaceId = await enterpriseWorkspaceOf(db, owner, name)
  const [secondAdmin, user] = [await createUser(db), await createUser(db)]
  await db.insert(workspaceMembers).values([
    { workspaceId, userId: secondAdmin.id, role: 'admin' },
    { workspaceId, userId: user.id, role: 'user' },
  ])
  await createApiKey(db, { workspaceId, actorId: owner.id, name: 'Intranet feed' })
  const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId))
  return { workspaceId, keyId: key!.id, admins: [owner.email, secondAdmin.email].sort(), user: user.email }
}

type Workspace = Awaited<ReturnType<typeof workspace>>

/** One API request as the router handles it: counted, then the warning it calls for. */
async function request(ws: Workspace, { now, limit }: { now: Date; limit: number }) {
  const quota = await countRequest(db, { workspaceId: ws.workspaceId, keyId: ws.keyId, endpoint: 'listArticles', now, limit })
  return { quota, warning: await sendQuotaWarning(db, { workspaceId: ws.workspaceId, quota }) }
}

async function warningsTo(ws: Workspace) {
  const rows = await db
    .select({ to: emails.to, kind: emails.kind, subject: emails.subject, text: emails.text, html: emails.html })
    .from(emails)
    .where(and(inArray(emails.to, [...ws.admins, ws.user]), like(emails.kind, 'api-quota-%')))
  return rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.to.localeCompare(b.to))
}

const warnedAt = async (ws: Workspace, month: string) =>
  (await db.select({ warnedAt: apiMonthlyUsage.warnedAt }).from(apiMonthlyUsage).where(and(eq(apiMonthlyUsage.workspaceId, ws.workspaceId), eq(apiMonthlyUsage.month, month))))[0]?.warnedAt

describe('quota warnings', () => {
  it('e-mail each Admin, not Users, once on reaching 80% and once more on reaching 100%', async () => {
    const ws = await workspace()
    const now = new Date('2035-03-14T10:00:00Z')
    for (let n = 1; n <= 7; n++) expect((await request(ws, { now, limit: 10 })).warning, `request ${n}`).toBeNull()
    expect(await warningsTo(ws)).toEqual([])

    expect((await request(ws, { now, limit: 10 })).warning, 'the 8th request of 10').toBe(80)
    let sent = await warningsTo(ws)
    expect(sent.map((e) => [e.kind, e.to])).toEqual(ws.admins.map((to) => ['api-quota-80', to]))
    expect(sent[0]!.subject).toBe('Signal Desk has used 80% of its API quota for this month')
    expect(sent[0]!.text).toContain('has used 8 of its 10 API requests for this month (80%)')
    expect(sent[0]!.text).toContain('starts again on 1 April 2035 (00:00 UTC)')
    expect(sent[0]!.text).toMatch(/https?:\/\/[^\s]+\/workspace\/api/)
    expect(sent[0]!.html).toContain('/workspace/api')
    expect(await warnedAt(ws, '2035-03-01')).toBe(80)

    expect((await request(ws, { now, limit: 10 })).warning, 'the 9th').toBeNull()
    expect(await warningsTo(ws)).toHaveLength(2)

    const tenth = await request(ws, { now, limit: 10 })
    expect(tenth.quota).toMatchObject({ allowed: true, remaining: 0 })
    expect(tenth.warning).toBe(100)
    sent = await warningsTo(ws)
    expect(sent.map((e) => [e.kind, e.to])).toEqual([...ws.admins.map((to) => ['api-quota-100', to]), ...ws.admins.map((to) => ['api-quota-80', to])])
    const full = sent.find((e) => e.kind === 'api-quota-100')!
    expect(full.subject).toBe('Signal Desk has used its whole API quota for this month')
    expect(full.text).toContain('has used 10 of its 10 API requests for this month (100%)')
    expect(full.text).toContain('refused with 429 (quota_exceeded) until the quota starts again on 1 April 2035')

    // Refused requests past the quota send nothing more.
    for (let n = 0; n < 3; n++) expect((await request(ws, { now, limit: 10 })).quota.allowed).toBe(false)
    expect(await warningsTo(ws)).toHaveLength(4)
    expect(sent.some((e) => e.to === ws.user)).toBe(false)
  })

  it('send one e-mail per Admin and level when concurrent requests cross the thresholds', async () => {
    const ws = await workspace('Night Shift')
    const now = new Date('2035-05-20T08:00:00Z')
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(ws, { now, limit: 25 })))
    expect(answers.filter((a) => a.quota.allowed)).toHaveLength(25)
    const warnedAt80 = answers.filter((a) => a.warning === 80).length
    expect(warnedAt80).toBeLessThanOrEqual(1)
    expect(answers.filter((a) => a.warning === 100)).toHaveLength(1)
    const sent = await warningsTo(ws)
    // Whether 80% was claimed before 100% depends on the order requests ran in: never twice,
    // and each level claimed is one e-mail to each Admin.
    expect(sent.filter((e) => e.kind === 'api-quota-100').map((e) => e.to)).toEqual(ws.admins)
    expect(sent.filter((e) => e.kind === 'api-quota-80').map((e) => e.to)).toEqual(warnedAt80 === 1 ? ws.admins : [])
    expect(await warnedAt(ws, '2035-05-01')).toBe(100)
  })

  it('send one e-mail per Admin when concurrent claims race at 80%', async () => {
    const ws = await workspace('Race Desk')
    const now = new Date('2035-06-02T08:00:00Z')
    for (let n = 0; n < 16; n++) await countRequest(db, { workspaceId: ws.workspaceId, keyId: ws.keyId, endpoint: 'listArticles', now, limit: 20 })
    // Sixteen of twenty: every instance saw 80% reached and nothing claimed yet.
    const quota = await countRequest(db, { workspaceId: ws.workspaceId, keyId: ws.keyId, endpoint: 'listArticles', now, limit: 20 })
    expect(quota).toMatchObject({ used: 17, warnedAt: 0 })
    const claims = await Promise.all(Array.from({ length: 12 }, () => sendQuotaWarning(db, { workspaceId: ws.workspaceId, quota })))
    expect(claims.filter((level) => level === 80)).toHaveLength(1)
    expect((await warningsTo(ws)).map((e) => [e.kind, e.to])).toEqual(ws.admins.map((to) => ['api-quota-80', to]))
  })

  it('start over in a new month', async () => {
    const ws = await workspace('Monthly Desk')
    const july = new Date('2035-07-31T23:59:30Z')
    for (let n = 0; n < 5; n++) await request(ws, { now: july, limit: 5 })
    expect((await warningsTo(ws)).map((e) => e.kind)).toEqual(['api-quota-100', 'api-quota-100', 'api-quota-80', 'api-quota-80'])
    expect(await warnedAt(ws, '2035-07-01')).toBe(100)

    const august = new Date('2035-08-01T00:00:10Z')
    const first = await request(ws, { now: august, limit: 5 })
    expect(first.quota).toMatchObject({ allowed: true, used: 1, warnedAt: 0, month: '2035-08-01' })
    for (let n = 0; n < 3; n++) await request(ws, { now: august, limit: 5 })
    const sent = await warningsTo(ws)
    expect(sent.filter((e) => e.kind === 'api-quota-80')).toHaveLength(4)
    expect(sent.find((e) => e.kind === 'api-quota-80' && e.text.includes('1 September 2035'))).toBeTruthy()
    expect(await warnedAt(ws, '2035-08-01')).toBe(80)
  })
})

describe('warnAfterAnswer', () => {
  it('claims and sends only once the answer has gone', async () => {
    const ws = await workspace('After Desk')
    const now = new Date('2035-09-10T12:00:00Z')
    for (let n = 0; n < 3; n++) await countRequest(db, { workspaceId: ws.workspaceId, keyId: ws.keyId, endpoint: 'listArticles', now, limit: 4 })
    const quota = await countRequest(db, { workspaceId: ws.workspaceId, keyId: ws.keyId, endpoint: 'listArticles', now, limit: 4 })
    const res = new EventEmitter()
    warnAfterAnswer(res, db, { workspaceId: ws.workspaceId, quota, route: '/api/v1/articles' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await warningsTo(ws), 'nothing before the answer is sent').toEqual([])
    res.emit('close')
    await expect.poll(async () => (await warningsTo(ws)).length).toBe(2)
  })

  it('does nothing below the thresholds or once the level was sent', () => {
    expect(quotaWarningDue({ used: 7, limit: 10, warnedAt: 0 })).toBeNull()
    expect(quotaWarningDue({ used: 8, limit: 10, warnedAt: 0 })).toBe(80)
    expect(quotaWarningDue({ used: 9, limit: 10, warnedAt: 80 })).toBeNull()
    expect(quotaWarningDue({ used: 10, limit: 10, warnedAt: 80 })).toBe(100)
    expect(quotaWarningDue({ used: 10, limit: 10, warnedAt: 0 })).toBe(100)
    expect(quotaWarningDue({ used: 10, limit: 10, warnedAt: 100 })).toBeNull()
    expect(quotaWarningDue({ used: 7_999, limit: 10_000, warnedAt: 0 })).toBeNull()
    expect(quotaWarningDue({ used: 8_000, limit: 10_000, warnedAt: 0 })).toBe(80)
    const res = new EventEmitter()
    warnAfterAnswer(res, db, { workspaceId: '00000000-0000-0000-0000-000000000000', quota: { used: 1, limit: 10, warnedAt: 0, month: '2035-09-01' }, route: '/api/v1/articles' })
    expect(res.listenerCount('close')).toBe(0)
  })
})

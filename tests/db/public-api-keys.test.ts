import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkApiKey, createApiKey, listApiKeys, revokeApiKey } from '../../app/public-api/keys.server'
import { countRequest } from '../../app/public-api/quota.server'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { apiDailyUsage, apiKeys } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()
beforeAll(() => ensurePlans(db))

async function workspace(now = new Date()) {
  const owner = await createUser(db)
  const workspaceId = await enterpriseWorkspaceOf(db, owner, 'Signal Desk', now)
  return { owner, workspaceId }
}

describe('API keys', () => {
  it('are shown once, stored as a hash, act for their workspace, and stop at once when revoked', async () => {
    const { owner, workspaceId } = await workspace()
    const { key, prefix } = await createApiKey(db, { workspaceId, actorId: owner.id, name: 'Intranet feed' })
    expect(key).toMatch(/^lum_[A-Za-z0-9_-]{40}$/)
    expect(prefix).toBe(key.slice(0, 12))
    const [stored] = await db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId))
    expect(stored!.keyHash).not.toContain(key.slice(4))
    expect(JSON.stringify(stored)).not.toContain(key)
    expect(await checkApiKey(db, key)).toMatchObject({ ok: true, workspaceId })
    expect((await listApiKeys(db, workspaceId))[0]).toMatchObject({ name: 'Intranet feed', prefix, revokedAt: null })
    expect((await listApiKeys(db, workspaceId))[0]!.lastUsedAt).not.toBeNull()

    expect(await revokeApiKey(db, { workspaceId, actorId: owner.id, keyId: stored!.id })).toBe(true)
    expect(await checkApiKey(db, key)).toMatchObject({ ok: false, status: 401, code: 'invalid_key' })
    expect(await checkApiKey(db, 'lum_not-a-key')).toMatchObject({ ok: false, status: 401 })
    expect(await checkApiKey(db, null)).toMatchObject({ ok: false, status: 401 })
  })

  it('are refused with 403 once the workspace’s subscription has ended', async () => {
    const start = new Date('2033-01-05T12:00:00Z')
    const { owner, workspaceId } = await workspace(start)
    const { key } = await createApiKey(db, { workspaceId, actorId: owner.id, name: 'Dashboard' })
    await cancelLocal(db, { userId: owner.id, now: new Date('2033-01-06T12:00:00Z') })
    await runBillingCycle(db, { now: new Date('2033-02-20T12:00:00Z') })
    expect(await checkApiKey(db, key)).toMatchObject({ ok: false, status: 403, code: 'subscription_inactive' })
  })
})

describe('the monthly quota', () => {
  it('lets exactly the limit through when requests arrive at once, then answers with the reset time', async () => {
    const { owner, workspaceId } = await workspace()
    await createApiKey(db, { workspaceId, actorId: owner.id, name: 'Load test' })
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId))
    const now = new Date('2034-06-30T23:59:00Z')
    const answers = await Promise.all(Array.from({ length: 60 }, () => countRequest(db, { workspaceId, keyId: key!.id, endpoint: 'listArticles', now, limit: 50 })))
    expect(answers.filter((a) => a.allowed)).toHaveLength(50)
    expect(answers.filter((a) => !a.allowed).every((a) => a.remaining === 0 && a.resetSeconds === 60)).toBe(true)
    expect(answers.filter((a) => a.allowed).map((a) => a.remaining).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i))
    const [daily] = await db.select().from(apiDailyUsage).where(eq(apiDailyUsage.keyId, key!.id))
    expect(daily).toMatchObject({ day: '2034-06-30', endpoint: 'listArticles', requests: 50 })
    // A new month starts again.
    expect(await countRequest(db, { workspaceId, keyId: key!.id, endpoint: 'listArticles', now: new Date('2034-07-01T00:00:00Z'), limit: 50 })).toMatchObject({ allowed: true, remaining: 49 })
  })
})

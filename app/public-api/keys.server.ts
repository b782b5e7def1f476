import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { apiKeys, users, workspaces } from '../db/schema'
import { AppError } from '../lib/app-error'
import { failureLimit, rateLimitRules } from '../lib/rate-limit.server'
import { hashSecret } from '../lib/secret-hash.server'
import { noteUseByTheMinute } from '../lib/last-use.server'
import { recordWorkspaceChange } from '../workspaces/workspaces.server'

const KEY_PREFIX = 'lum_'
const billing = alias(users, 'key_billing')

/**
 * Creates a key for the workspace and returns it whole, the only time it is shown: `lum_`
 * and 40 random characters. Only its hash is stored; the first 8 characters name it.
 */
export async function createApiKey(db: Db, { workspaceId, actorId, name }: { workspaceId: string; actorId: string; name: string }) {
  const trimmed = name.trim()
  if (trimmed.length < 1 || trimmed.length > 60) throw new AppError('invalid_input', 400, 'answers.workspace.keyName', { field: 'name' })
  const key = `${KEY_PREFIX}${randomBytes(30).toString('base64url')}`
  const prefix = key.slice(0, KEY_PREFIX.length + 8)
  await db.transaction(async (tx) => {
    const [created] = await tx.insert(apiKeys).values({ workspaceId, name: trimmed, prefix, keyHash: hashSecret(key), createdBy: actorId }).returning({ id: apiKeys.id })
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'api_key.create', details: { keyId: created!.id, name: trimmed, prefix } })
  })
  return { key, prefix }
}

/** Revokes a key of the workspace; the next request with it, on any instance, is refused. */
export async function revokeApiKey(db: Db, { workspaceId, actorId, keyId, now = new Date() }: { workspaceId: string; actorId: string; keyId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix })
    if (rows.length > 0) await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'api_key.revoke', details: { keyId, ...rows[0] } })
    return rows.length > 0
  })
}

export async function listApiKeys(db: Db, workspaceId: string) {
  return db
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt))
}

export type KeyCheck =
  | { ok: true; keyId: string; workspaceId: string }
  | { ok: false; status: 401 | 403; code: 'invalid_key' | 'subscription_inactive'; message: string }

export type LimitedKeyCheck = KeyCheck | { ok: false; status: 429; code: 'too_many_invalid_keys'; message: string; retryAfterSeconds: number }

/**
 * Who a request's key acts for. Read from the database on every request, so a revocation or
 * the workspace's subscription ending counts at once on every instance.
 */
export async function checkApiKey(db: Db, key: string | null, now = new Date()): Promise<KeyCheck> {
  if (!key || !key.startsWith(KEY_PREFIX) || key.length > 100) {
    return { ok: false, status: 401, code: 'invalid_key', message: 'Send a valid API key as "Authorization: Bearer lum_…". Workspace Admins create keys in Workspace → API.' }
  }
  const [row] = await db
    .select({ keyId: apiKeys.id, workspaceId: apiKeys.workspaceId, revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt, tier: billing.subscriptionTier })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .innerJoin(billing, eq(billing.id, workspaces.billingUserId))
    .where(eq(apiKeys.keyHash, hashSecret(key)))
  if (!row || row.revokedAt) return { ok: false, status: 401, code: 'invalid_key', message: 'This API key is unknown or has been revoked.' }
  if (row.tier !== 'enterprise') {
    return { ok: false, status: 403, code: 'subscription_inactive', message: 'API access comes with Enterprise, and this workspace’s Enterprise subscription has ended.' }
  }
  await noteUseByTheMinute(db, apiKeys, { id: row.keyId, lastUsedAt: row.lastUsedAt }, now)
  return { ok: true, keyId: row.keyId, workspaceId: row.workspaceId }
}

/**
 * `checkApiKey` for a request from `clientIp`: unknown or revoked keys count against the
 * address (`apiKeyFailures`), and past the limit every request from it is refused before its
 * key is looked up, so keys cannot be guessed. Valid keys never count, and a request without
 * any key is no guess.
 */
export async function checkApiKeyFrom(db: Db, key: string | null, clientIp: string, now = new Date()): Promise<LimitedKeyCheck> {
  const failures = failureLimit(db, `api-key:ip:${clientIp}`, rateLimitRules.apiKeyFailures)
  const limit = await failures.check(now)
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60)
    return {
      ok: false,
      status: 429,
      code: 'too_many_invalid_keys',
      message: `Too many requests with an unknown or revoked API key came from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  const result = await checkApiKey(db, key, now)
  if (!result.ok && result.code === 'invalid_key' && key) await failures.fail(now)
  return result
}

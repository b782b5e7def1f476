import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { scimTokens } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { failureLimit, rateLimitRules } from '../../lib/rate-limit.server'
import { hashSecret } from '../../lib/secret-hash.server'
import { noteUseByTheMinute } from '../../lib/last-use.server'
import { recordWorkspaceChange } from '../workspaces.server'

const TOKEN_PREFIX = 'scim_'
const PREFIX_LENGTH = 12

/**
 * Creates a SCIM token for the workspace's identity provider and returns it whole, the only
 * time it is shown: `scim_` and 32 random bytes. Only its hash is stored; its first 12
 * characters name it in the list.
 */
export async function createScimToken(db: Db, { workspaceId, actorId, label }: { workspaceId: string; actorId: string; label: string }) {
  const trimmed = label.trim()
  if (trimmed.length < 1 || trimmed.length > 60) throw new AppError('invalid_input', 400, 'answers.workspace.scimLabel', { field: 'label' })
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const prefix = token.slice(0, PREFIX_LENGTH)
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(scimTokens).values({ workspaceId, label: trimmed, prefix, tokenHash: hashSecret(token), createdBy: actorId }).returning({ id: scimTokens.id })
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'scim.token_created', details: { tokenId: created!.id, label: trimmed } })
    return created!.id
  })
  return { id, token, prefix }
}

/** Revokes a token of the workspace; its next request, on any instance, is refused. False when it was not open. */
export async function revokeScimToken(db: Db, { workspaceId, actorId, tokenId, now = new Date() }: { workspaceId: string; actorId: string; tokenId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(scimTokens)
      .set({ revokedAt: now })
      .where(and(eq(scimTokens.id, tokenId), eq(scimTokens.workspaceId, workspaceId), isNull(scimTokens.revokedAt)))
      .returning({ label: scimTokens.label })
    if (rows.length > 0) await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'scim.token_revoked', details: { tokenId, label: rows[0]!.label } })
    return rows.length > 0
  })
}

export async function listScimTokens(db: Db, workspaceId: string) {
  return db
    .select({ id: scimTokens.id, label: scimTokens.label, prefix: scimTokens.prefix, createdAt: scimTokens.createdAt, lastUsedAt: scimTokens.lastUsedAt, revokedAt: scimTokens.revokedAt })
    .from(scimTokens)
    .where(eq(scimTokens.workspaceId, workspaceId))
    .orderBy(desc(scimTokens.createdAt))
}

/**
 * The workspace a token provisions, or null when it is unknown or revoked. Read on every
 * request, so a revocation counts at once on every instance.
 */
export async function workspaceOfScimToken(db: Db, token: string, now = new Date()) {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null
  const [row] = await db
    .select({ id: scimTokens.id, workspaceId: scimTokens.workspaceId, revokedAt: scimTokens.revokedAt, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(eq(scimTokens.tokenHash, hashSecret(token)))
  if (!row || row.revokedAt) return null
  await noteUseByTheMinute(db, scimTokens, row, now)
  return row.workspaceId
}

export type ScimTokenCheck = { ok: true; workspaceId: string } | { ok: false; status: 401 | 429; detail: string; retryAfterSeconds?: number }

/**
 * `workspaceOfScimToken` for a request from `clientIp`: wrong tokens count against the address
 * and past the limit every request from it is refused before its token is looked up, so tokens
 * cannot be guessed. The limit is the API keys': both are bearer secrets of a company's systems.
 */
export async function checkScimTokenFrom(db: Db, token: string | null, clientIp: string, now = new Date()): Promise<ScimTokenCheck> {
  const failures = failureLimit(db, `scim-token:ip:${clientIp}`, rateLimitRules.apiKeyFailures)
  const limit = await failures.check(now)
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60)
    const detail = `Too many requests with an unknown or revoked SCIM token came from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    return { ok: false, status: 429, detail, retryAfterSeconds: limit.retryAfterSeconds }
  }
  if (!token) return { ok: false, status: 401, detail: 'Send the workspace’s SCIM token as "Authorization: Bearer scim_…". A workspace Admin creates one for the identity provider.' }
  const workspaceId = await workspaceOfScimToken(db, token, now)
  if (workspaceId) return { ok: true, workspaceId }
  await failures.fail(now)
  return { ok: false, status: 401, detail: 'This SCIM token is unknown or has been revoked.' }
}

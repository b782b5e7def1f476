import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { sessions, users, workspaceMembers, workspaces } from '../db/schema'
import { bellOf, bellSql, type Bell } from '../notifications/notifications.server'
import { effectiveTier, ownTierOf } from '../workspaces/entitlement.server'
import { isRole } from './roles'
import type { WorkspaceAccess } from '../workspaces/entitlement.server'
import type { Role } from './roles'

/** The signed-in member as every loader and action sees them (`getUser`). */
export interface SessionUser {
  id: string
  name: string
  email: string
  image: string | null
  role: Role
  /** The tier in force: the member's own, or Enterprise from their workspace (app/workspaces/entitlement.server.ts). */
  subscriptionTier: 'free' | 'premium' | 'enterprise'
  /** The tier of the member's own subscription. */
  ownTier: 'free' | 'premium' | 'enterprise'
  /** The member's workspace and role in it, if any. */
  workspace: WorkspaceAccess | null
  /** The id (not the token) of the session this request belongs to. */
  sessionId: string
}

/** What reading a session needs of the auth library: its secret, cookie name and session lifetimes. */
export interface SessionRules {
  secret: string
  cookieName: string
  /** The signed cookie of a session kept only while the browser is open: such a session is never extended. */
  dontRememberCookieName: string
  /** Seconds a session lives, and after how many it is extended on use. */
  expiresIn: number
  updateAge: number
}

const billing = alias(users, 'session_workspace_billing')

/** The session, its member, their workspace and their bell in one statement, prepared once per database (named on PostgreSQL). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>()
function prepare(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      isSuspended: users.isSuspended,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      workspaceRole: workspaceMembers.role,
      billingId: billing.id,
      billingTier: billing.subscriptionTier,
      bell: bellSql(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .leftJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(billing, eq(billing.id, workspaces.billingUserId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('lumen_session_read')
}

/** The value of one cookie in a Cookie header, URL-decoded; null when absent or malformed. */
function cookieValue(header: string, name: string) {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at === -1 || part.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

/** The session token of a signed cookie value (`token.signature`, HMAC-SHA256 in base64), or null when the signature is wrong. */
export function verifiedToken(value: string, secret: string) {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'))
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}

/**
 * A page request's signed-in member in one prepared statement (session, account, workspace and
 * the bell together), with the cookie's signature checked here: the common case of every
 * signed-in page.
 * Answers `undefined` when the auth library must decide (no such session, an expired one whose
 * cookie it clears, or one due to be extended, which it extends and sends again, as it does
 * for every session not marked "don't remember me"); `null` for a forged cookie or a
 * suspended account.
 */
export async function readSessionQuickly(db: Db, rules: SessionRules, cookieHeader: string, now = Date.now()): Promise<{ user: SessionUser; bell: Bell } | null | undefined> {
  const value = cookieValue(cookieHeader, rules.cookieName)
  if (!value) return undefined
  const token = verifiedToken(value, rules.secret)
  if (!token) return null
  let statement = prepared.get(db)
  if (!statement) prepared.set(db, (statement = prepare(db)))
  const [row] = await statement.execute({ token })
  if (!row) return undefined
  const expiresAt = row.expiresAt.getTime()
  const dontRemember = cookieValue(cookieHeader, rules.dontRememberCookieName)
  const isExtended = !(dontRemember && verifiedToken(dontRemember, rules.secret))
  const dueForExtension = isExtended && expiresAt - rules.expiresIn * 1000 + rules.updateAge * 1000 <= now
  if (expiresAt <= now || dueForExtension) return undefined
  if (row.isSuspended) return null
  const ownTier = ownTierOf(row.subscriptionTier)
  const workspace =
    row.workspaceId && row.workspaceName && row.workspaceRole && row.billingId
      ? { workspaceId: row.workspaceId, name: row.workspaceName, role: row.workspaceRole, isActive: row.billingTier === 'enterprise' }
      : null
  const user: SessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image ?? null,
    role: isRole(row.role) ? row.role : 'user',
    subscriptionTier: effectiveTier(ownTier, workspace),
    ownTier,
    workspace,
    sessionId: row.sessionId,
  }
  return { user, bell: bellOf(row.bell) }
}

import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { ownerSetupLinks, users } from '../db/schema'
import { hashSecret } from '../lib/secret-hash.server'
import { adminAccountInput, insertAdminAccount, OperatorRefusal } from './operator-accounts.server'

/** How long the set-up link printed at start-up works. */
export const ownerSetupLifetimeMs = 60 * 60 * 1000

/** The set-up page's address for a token. */
export const ownerSetupPath = (token: string) => `/setup/${token}`

async function adminExists(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return Boolean(admin)
}

/**
 * At start-up: while the site has no admin, replaces any earlier set-up link with a new one and
 * returns its token (for the start-up log, the only place it is shown); once an admin exists,
 * removes any link left and returns null.
 */
export async function openOwnerSetup(db: Db, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.delete(ownerSetupLinks)
    if (await adminExists(tx)) return null
    const token = randomBytes(32).toString('base64url')
    await tx.insert(ownerSetupLinks).values({ tokenHash: hashSecret(token), createdAt: now, expiresAt: new Date(now.getTime() + ownerSetupLifetimeMs) })
    return token
  })
}

/** The set-up link `token` names, while it still works at `now`. */
const liveLink = (token: string, now: Date) => and(eq(ownerSetupLinks.tokenHash, hashSecret(token)), gt(ownerSetupLinks.expiresAt, now))

/** Whether `token` is a set-up link that still works: unused, unexpired, and no admin yet. */
export async function ownerSetupIsOpen(db: Db, token: string, now = new Date()) {
  const [link] = await db.select({ tokenHash: ownerSetupLinks.tokenHash }).from(ownerSetupLinks).where(liveLink(token, now))
  return Boolean(link) && !(await adminExists(db))
}

/**
 * Creates the owner (the first admin) through a set-up link, once: the link is removed in the
 * same transaction, so two submissions at once create one account. A used, expired or unknown
 * link, or a site that has an admin by now, is refused.
 */
export async function claimOwnerSetup(db: Db, token: string, input: { name: string; email: string; password: string }, now = new Date()) {
  const account = await adminAccountInput(input)
  return db.transaction(async (tx) => {
    const claimed = await tx.delete(ownerSetupLinks).where(liveLink(token, now)).returning({ tokenHash: ownerSetupLinks.tokenHash })
    if (claimed.length === 0 || (await adminExists(tx))) throw new OperatorRefusal(ownerSetupClosed)
    return insertAdminAccount(tx, account, 'setup_link')
  })
}

/** What a used or expired link says. */
export const ownerSetupClosed = 'This set-up link has been used or has expired. Restart the server for a new one, or create an admin with "npm run admin -- create <email> <name>".'

import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { type z } from 'zod'
import { recordAudit } from '../audit/audit.server'
import type { Db } from '../db/client.server'
import { accounts, sessions, users } from '../db/schema'
import { credentialAccount, insertPerson } from './account-rows.server'
import { englishText } from '../i18n/english-text'
import type { TextKey } from '../i18n/text-keys'
import { normalizedEmail } from '../lib/validation'
import { meetsPasswordRules, newPassword, personName } from './account-forms'

/**
 * What the site's operator does from a shell (`npm run admin`), for a database with no admin to
 * do it in the console: create an admin or set a new password (promotion and demotion are the
 * console's own, in app/admin/people/shell-roles.server.ts). Each
 * change is audited with no actor (the shell), and a refusal is an `OperatorRefusal` whose
 * message says what to do instead.
 */
export class OperatorRefusal extends Error {
  override name = 'OperatorRefusal'
}

const refuse = (text: string): never => {
  throw new OperatorRefusal(text)
}

/** The first message of a failed zod parse, in English (the shell's language). */
function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) refuse(englishText(result.error.issues[0]!.message as TextKey))
  return result.data as T
}

/** A password for an account made at the shell: 20 random characters that meet the site's rules. */
export function generatedPassword() {
  for (;;) {
    const candidate = `${randomBytes(15).toString('base64url')}!7a`
    if (meetsPasswordRules(candidate)) return candidate
  }
}

/** The account that uses `email`; refused when none does. */
export async function userByEmail(db: Db, email: string) {
  const address = parsed(normalizedEmail, email)
  const [user] = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.email, address)).limit(1)
  return user ?? refuse('No account uses that address.')
}

/** The checked name, address and password of a new admin account, the password already hashed. */
export async function adminAccountInput(input: { name: string; email: string; password: string }) {
  return {
    name: parsed(personName, input.name),
    email: parsed(normalizedEmail, input.email),
    passwordHash: await hashPassword(parsed(newPassword, input.password)),
  }
}

/**
 * Inserts an admin account that can sign in at once, inside the caller's transaction, and
 * audits it as `how` (the shell, or the owner's set-up link).
 */
export async function insertAdminAccount(tx: Db, account: Awaited<ReturnType<typeof adminAccountInput>>, how: 'shell' | 'setup_link') {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1)
  if (taken) refuse('An account already uses that address: promote it instead.')
  const { id } = await insertPerson(tx, { id: randomUUID(), name: account.name, email: account.email, emailVerified: true, role: 'admin' }, account.passwordHash)
  await recordAudit(tx, { actorId: null, action: 'user.admin_created', targetType: 'user', targetId: id, details: { by: how } })
  return { id, email: account.email }
}

/** Creates an admin account that can sign in at once with `password`. */
export async function createAdminAccount(db: Db, input: { name: string; email: string; password: string }) {
  const account = await adminAccountInput(input)
  return db.transaction((tx) => insertAdminAccount(tx, account, 'shell'))
}

/**
 * Gives the account with `email` a new password (adding e-mail sign-in when it had none) and ends
 * its sessions, so whoever held the old password is signed out everywhere.
 */
export async function resetPasswordByEmail(db: Db, email: string, chosenPassword: string) {
  const user = await userByEmail(db, email)
  const password = await hashPassword(parsed(newPassword, chosenPassword))
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id })
    if (updated.length === 0) await tx.insert(accounts).values(credentialAccount(user.id, password))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await recordAudit(tx, { actorId: null, action: 'user.password_reset', targetType: 'user', targetId: user.id, details: { by: 'shell' } })
  })
  return { id: user.id }
}

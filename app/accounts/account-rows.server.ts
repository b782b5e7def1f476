import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.server'
import { accounts, notificationPreferences, users } from '../db/schema'

/** The e-mail/password sign-in of `userId`, with the password already hashed. */
export const credentialAccount = (userId: string, passwordHash: string) => ({
  id: randomUUID(),
  accountId: userId,
  providerId: 'credential',
  userId,
  password: passwordHash,
})

/**
 * Inserts a person with their notification preferences and, given a password hash, e-mail
 * sign-in; returns the row as stored. Accounts made outside the sign-up form (the demo, tests,
 * the shell, the owner's set-up link) all come through here.
 */
export async function insertPerson(db: Db, values: typeof users.$inferInsert, passwordHash?: string) {
  const [user] = await db.insert(users).values(values).returning()
  await db.insert(notificationPreferences).values({ userId: user!.id })
  if (passwordHash) await db.insert(accounts).values(credentialAccount(user!.id, passwordHash))
  return user!
}

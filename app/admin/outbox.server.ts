import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { emails } from '../db/schema'

/** The newest e-mails the site sent or kept, for the outbox on the settings page. */
export async function listEmails(db: Db, { limit = 25 } = {}) {
  return db
    .select({ id: emails.id, to: emails.to, subject: emails.subject, kind: emails.kind, status: emails.status, transport: emails.transport, createdAt: emails.createdAt })
    .from(emails)
    .orderBy(desc(emails.createdAt))
    .limit(limit)
}

export async function getEmail(db: Db, id: string) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id))
  return row ?? null
}

import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, emails, newsletterSubscriptions, users } from '../db/schema'

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

/** Headline figures read from the database. */
export async function getSiteCounts(db: Db) {
  const [[userCount], [articleCount], [subscriberCount]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(articles).where(eq(articles.status, 'published')),
    db.select({ n: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.isActive, true)),
  ])
  return { users: userCount!.n, articles: articleCount!.n, subscribers: subscriberCount!.n }
}

import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { containsPattern } from './subscribers.server'

export interface EditionCopy {
  id: string
  email: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  error: string | null
  sentAt: Date | null
  /** The message in the outbox (`emails`), once the copy was sent or tried. */
  emailId: string | null
}

/**
 * An edition's copies whose address contains `q` (any case), failed ones first, at most
 * `limit`, and how many match: whether a reader got it, and the message they were sent. A
 * copy's message is the outbox e-mail to its address with the edition's subject and kind,
 * written after the edition started.
 */
export async function editionCopies(db: Db, editionId: string, { q = '', limit = 20 }: { q?: string; limit?: number } = {}) {
  const search = q ? sql`and d.email ilike ${containsPattern(q)}` : sql``
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select d.id, d.email, d.status, d.attempts, d.error, d.sent_at,
        (select m.id from emails m
          where m.to = d.email and m.subject = e.subject and m.kind = 'newsletter-' || replace(e.kind, '_', '-')
            and m.created_at >= coalesce(e.started_at, e.created_at)
          order by m.created_at desc limit 1) as email_id
      from newsletter_deliveries d join newsletter_editions e on e.id = d.edition_id
      where d.edition_id = ${editionId}::uuid ${search}
      order by d.status = 'failed' desc, lower(d.email), d.id
      limit ${limit}`),
    db.execute(sql`select count(*)::int as n from newsletter_deliveries d where d.edition_id = ${editionId}::uuid ${search}`),
  ])
  type Row = { id: string; email: string; status: EditionCopy['status']; attempts: number; error: string | null; sent_at: Date | string | null; email_id: string | null }
  const copies: EditionCopy[] = (rows as unknown as { rows: Row[] }).rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    attempts: Number(row.attempts),
    error: row.error,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    emailId: row.email_id,
  }))
  return { copies, total: Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) }
}

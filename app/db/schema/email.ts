import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, uuidPk, inList } from './columns'

export const emailStatuses = ['stored', 'sent', 'failed'] as const

/** Every e-mail the site sends; with the outbox transport this is where they are read. */
export const emails = pgTable(
  'emails',
  {
    id: uuidPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    /** Extra headers sent with it (a newsletter's List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    transport: text('transport').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('emails_status_check', inList('status', emailStatuses)),
    check('emails_transport_check', inList('transport', ['outbox', 'smtp'])),
    index('emails_created_idx').on(t.createdAt.desc()),
    index('emails_to_idx').on(t.to, t.createdAt.desc()),
  ],
)

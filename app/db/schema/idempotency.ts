import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * The first answer to a form submitted with an idempotency key, so a repeat of the same
 * submission (a retry after a timeout, a second click) gets that answer without a second
 * write. Rows are scoped to the form and its sender and expire after a day
 * (app/lib/idempotency.server.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Which form: contact, advertising, newsletter, comment. */
    form: text('form').notNull(),
    /** Who sent it: `user:<id>` or `client:<address>`. */
    owner: text('owner').notNull(),
    /** SHA-256 of the key, the address and the submitted values. */
    keyHash: text('key_hash').notNull(),
    /** The answer's HTTP status; null while the first request is still running. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.form, t.owner, t.keyHash] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

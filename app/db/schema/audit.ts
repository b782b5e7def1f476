import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { createdAt, uuidPk } from './columns'

/**
 * Every change an admin makes to users, content and settings, and a workspace admin to their
 * workspace, written by recordAudit (app/audit/audit.server.ts) in the change's transaction.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuidPk(),
    actorId: userRefOrNull('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc()),
    index('admin_audit_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
)

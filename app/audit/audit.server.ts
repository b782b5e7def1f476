import type { Db } from '../db/client.server'
import { adminAudit } from '../db/schema'

type AuditEntry = {
  actorId: string | null
  action: string
  targetType: string
  targetId?: string | null
  details?: Record<string, unknown>
}

/**
 * Records one change in the audit log; call it in the same transaction as the change itself.
 * The admin console, the newsletter, site settings and workspaces all write entries, so the log
 * has its own folder rather than living inside the admin console.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry) {
  await db.insert(adminAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  })
}

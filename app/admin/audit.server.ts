import type { Db } from '../db/client.server'
import { adminAudit } from '../db/schema'

type AuditEntry = {
  actorId: string | null
  action: string
  targetType: string
  targetId?: string | null
  details?: Record<string, unknown>
}

/** Records one admin change; call it in the same transaction as the change itself. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry) {
  await db.insert(adminAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  })
}

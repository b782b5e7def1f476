import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { adminAudit, users } from '../../db/schema'
import { recordAudit } from '../../audit/audit.server'
import { publish } from '../../lib/bus.server'
import type { Audience, AnnouncementInput } from './schemas'

const ANNOUNCEMENT_ACTION = 'announcement.sent'

/**
 * Puts an announcement in the notification bell of every member of the audience (all, or one
 * tier; suspended accounts are left out) with one INSERT … SELECT, and audits it with the
 * number of recipients, in one transaction.
 */
export async function sendAnnouncement(db: Db, input: AnnouncementInput & { actorId: string }) {
  const sent = await db.transaction(async (tx) => {
    const tier = input.audience === 'all' ? sql`` : sql` and subscription_tier = ${input.audience}`
    const result = (await tx.execute(sql`
      with sent as (
        insert into notifications (user_id, title, message, type, link)
        select id, ${input.title}, ${input.message}, 'info', ${input.link}
        from users
        where not is_suspended${tier}
        returning 1
      )
      select count(*)::int as recipients from sent
    `)) as unknown as { rows: { recipients: number }[] }
    const recipients = Number(result.rows[0]?.recipients ?? 0)
    await recordAudit(tx, {
      actorId: input.actorId,
      action: ANNOUNCEMENT_ACTION,
      targetType: 'announcement',
      details: { audience: input.audience, title: input.title, message: input.message, link: input.link, recipients },
    })
    return { recipients }
  })
  // Open pages of every member show it at once (server-sent events).
  if (sent.recipients > 0) await publish({ topic: 'notification', userId: null })
  return sent
}

interface AnnouncementDetails {
  audience: Audience
  title: string
  message: string
  link: string | null
  recipients: number
}

/** Past announcements, newest first, from the audit log. */
export async function listAnnouncements(db: Db, { limit = 50 } = {}) {
  const rows = await db
    .select({ id: adminAudit.id, details: adminAudit.details, createdAt: adminAudit.createdAt, actorName: users.name })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(and(eq(adminAudit.action, ANNOUNCEMENT_ACTION), eq(adminAudit.targetType, 'announcement')))
    .orderBy(desc(adminAudit.createdAt))
    .limit(limit)
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt, actorName: row.actorName, ...(row.details as unknown as AnnouncementDetails) }))
}

/** How many members each audience reaches now (suspended accounts are left out). */
export async function audienceSizes(db: Db): Promise<Record<Audience, number>> {
  const rows = await db
    .select({ tier: users.subscriptionTier, n: count() })
    .from(users)
    .where(eq(users.isSuspended, false))
    .groupBy(users.subscriptionTier)
  const byTier = Object.fromEntries(rows.map((row) => [row.tier, row.n]))
  const free = byTier.free ?? 0
  const premium = byTier.premium ?? 0
  const enterprise = byTier.enterprise ?? 0
  return { all: free + premium + enterprise, free, premium, enterprise }
}

import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { supportTickets, users } from '../db/schema'
import { sendEmail } from '../email/mailer.server'
import { layout } from '../email/templates'
import { dueAtSql, NEAR_DUE_MINUTES } from './queue.server'

/**
 * Warns each assignee once when a ticket they hold comes within 30 minutes of its due time, and
 * once more when the time has passed (the queue flags both). A reply or a stopped clock resets
 * the warnings. Returns how many e-mails went out.
 */
export async function sendDueAlerts(db: Db, now = new Date()) {
  const near = new Date(now.getTime() + NEAR_DUE_MINUTES * 60_000)
  const due = await db
    .select({ id: supportTickets.id, number: supportTickets.number, subject: supportTickets.subject, dueAlert: supportTickets.dueAlert, dueAt: dueAtSql, email: users.email, name: users.name })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.assigneeId))
    .where(and(inArray(supportTickets.status, ['new', 'open']), isNotNull(supportTickets.assigneeId), ne(supportTickets.dueAlert, 'breached'), sql`${dueAtSql} < ${near}`))
  const site = getConfig().SITE_URL.replace(/\/$/, '')
  let sent = 0
  for (const ticket of due) {
    const level = new Date(ticket.dueAt) <= now ? 'breached' : 'near'
    if (level === ticket.dueAlert) continue
    // Claimed first, so a second run of the job never mails the same warning twice.
    const claimed = await db.update(supportTickets).set({ dueAlert: level }).where(and(eq(supportTickets.id, ticket.id), eq(supportTickets.dueAlert, ticket.dueAlert))).returning({ id: supportTickets.id })
    if (claimed.length === 0) continue
    const subject = level === 'breached' ? `Overdue: ticket #${ticket.number}` : `Due within ${NEAR_DUE_MINUTES} minutes: ticket #${ticket.number}`
    await sendEmail(db, {
      to: ticket.email,
      kind: 'support-due-alert',
      subject,
      ...layout(getConfig().SITE_NAME, [`Hi ${ticket.name},`, `${subject}: “${ticket.subject}”. It was due ${new Date(ticket.dueAt).toISOString().replace('T', ' ').slice(0, 16)} UTC.`], { label: 'Open the ticket', url: `${site}/admin/support/${ticket.number}` }),
    })
    sent++
  }
  return sent
}

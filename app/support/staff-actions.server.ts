import { and, eq, ilike, inArray, or, desc } from 'drizzle-orm'
import { permissionMatrix } from '../accounts/permissions'
import { recordAudit } from '../audit/audit.server'
import type { Db } from '../db/client.server'
import { supportSavedReplies, supportTickets, users, workspaces } from '../db/schema'
import { containsPattern } from '../lib/like-pattern'
import { addStaffReply, setTicketStatus, ticketMissing, type TicketStatus } from './tickets.server'
import { sendStaffReply, supportDomain } from './support-mail.server'
import type { TicketPriority } from './targets'

type Staff = { id: string; name: string }

/** A staff reply, e-mailed to the customer in the ticket's thread, and the ticket moved to `status`. */
export async function replyToTicket(db: Db, { ticketId, staff, body, status, now = new Date() }: { ticketId: string; staff: Staff; body: string; status: TicketStatus; now?: Date }) {
  const { ticket, messageId } = await addStaffReply(db, { ticketId, staff, body, status, domain: supportDomain(), now })
  await sendStaffReply(db, ticket, { messageId, body, staffName: staff.name })
  if (ticket.status !== status) await recordAudit(db, { actorId: staff.id, action: 'support.status', targetType: 'support_ticket', targetId: ticketId, details: { from: ticket.status, to: status } })
}

/** The staff who can be assigned tickets (every role that works the desk: support and admins), by name. */
export function supportStaff(db: Db) {
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.role, [...permissionMatrix.support])).orderBy(users.name)
}

/**
 * Changes what staff set on a ticket — status, priority, assignee, tags — each with its audit
 * entry when it changed. An assignee must be one of the staff.
 */
export async function updateTicket(
  db: Db,
  { ticketId, actorId, status, priority, assigneeId, tags, now = new Date() }: { ticketId: string; actorId: string; status: TicketStatus; priority: TicketPriority; assigneeId: string | null; tags: string[]; now?: Date },
) {
  const [current] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId))
  if (!current) throw ticketMissing()
  if (assigneeId && !(await supportStaff(db)).some((s) => s.id === assigneeId)) return { error: 'Choose a member of staff.' }
  if (current.status !== status) await setTicketStatus(db, { ticketId, status, now })
  await db.update(supportTickets).set({ priority, assigneeId, tags, updatedAt: now }).where(eq(supportTickets.id, ticketId))
  const changes = [
    current.status !== status ? { action: 'support.status', details: { from: current.status, to: status } } : null,
    current.priority !== priority ? { action: 'support.priority', details: { from: current.priority, to: priority } } : null,
    current.assigneeId !== assigneeId ? { action: 'support.assign', details: { from: current.assigneeId, to: assigneeId } } : null,
    current.tags.join(',') !== tags.join(',') ? { action: 'support.tags', details: { tags } } : null,
  ].filter((c) => c !== null)
  for (const change of changes) await recordAudit(db, { actorId, targetType: 'support_ticket', targetId: ticketId, ...change })
  return { error: null }
}

/** Saved replies, newest first; with a search, those whose title or text contain it. */
export function listSavedReplies(db: Db, search = '') {
  const pattern = containsPattern(search.trim())
  return db
    .select({ id: supportSavedReplies.id, title: supportSavedReplies.title, body: supportSavedReplies.body })
    .from(supportSavedReplies)
    .where(search.trim() ? or(ilike(supportSavedReplies.title, pattern), ilike(supportSavedReplies.body, pattern)) : undefined)
    .orderBy(desc(supportSavedReplies.updatedAt))
    .limit(100)
}

export async function saveSavedReply(db: Db, { actorId, title, body }: { actorId: string; title: string; body: string }) {
  const [row] = await db.insert(supportSavedReplies).values({ title, body, createdBy: actorId }).returning({ id: supportSavedReplies.id })
  await recordAudit(db, { actorId, action: 'support.saved_reply.create', targetType: 'support_saved_reply', targetId: row!.id, details: { title } })
}

export async function deleteSavedReply(db: Db, { actorId, id }: { actorId: string; id: string }) {
  const rows = await db.delete(supportSavedReplies).where(and(eq(supportSavedReplies.id, id))).returning({ id: supportSavedReplies.id })
  if (rows.length > 0) await recordAudit(db, { actorId, action: 'support.saved_reply.delete', targetType: 'support_saved_reply', targetId: id })
  return rows.length > 0
}

/** A saved reply's text for a ticket: {name}, {plan} and {ticket} filled in. */
export function fillSavedReply(body: string, ticket: { requesterName: string; plan: string; number: number }) {
  const plan = ticket.plan === 'visitor' ? 'Free' : ticket.plan[0]!.toUpperCase() + ticket.plan.slice(1)
  return body.replaceAll('{name}', ticket.requesterName).replaceAll('{plan}', plan).replaceAll('{ticket}', `#${ticket.number}`)
}

/** Names a member of staff as a workspace's support contact (or none); false when they are not staff or the workspace is gone. */
export async function setSupportContact(db: Db, { workspaceId, contactId, actorId }: { workspaceId: string; contactId: string | null; actorId: string }) {
  if (contactId && !(await supportStaff(db)).some((s) => s.id === contactId)) return false
  const rows = await db.update(workspaces).set({ supportContactId: contactId }).where(eq(workspaces.id, workspaceId)).returning({ id: workspaces.id })
  if (rows.length === 0) return false
  await recordAudit(db, { actorId, action: 'workspace.support_contact', targetType: 'workspace', targetId: workspaceId, details: { contactId } })
  return true
}

/** The name of a workspace's named support contact, as its members see it (null when none). */
export async function supportContactOf(db: Db, contactId: string | null) {
  if (!contactId) return null
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, contactId))
  return row?.name ?? null
}

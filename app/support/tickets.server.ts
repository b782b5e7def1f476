import { randomUUID } from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { supportMessages, supportTickets, users, workspaceMembers, workspaces } from '../db/schema'
import type { contactCategories } from '../db/inbox-choices'
import { AppError } from '../lib/app-error'
import { effectiveTierSql } from '../workspaces/entitlement.server'
import { addBusinessDays, addBusinessMinutes, businessMinutesBetween } from './business-time'
import { priorityForPlan, type TicketPlan } from './targets'
import { readSupportTargets } from './targets.server'
import { type ticketStatuses } from '../db/schema/support-vocabulary'
import { notify } from '../notifications/notifications.server'

export type TicketStatus = (typeof ticketStatuses)[number]
type Category = (typeof contactCategories)[number]
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const ticketMissing = () => new AppError('not_found', 404, 'answers.support.ticketNotFound')

/** A new RFC 5322 Message-ID on the desk's domain, for a message sent or stored in a thread. */
export const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`

const requester = alias(users, 'requester')
/** A column of the requester written with its table: drizzle leaves a one-table query's columns bare. */
const requesterColumn = (name: string) => sql.raw(`"requester"."${name}"`)

/**
 * Who asks: the member signed in, or the member whose address wrote (a visitor otherwise), with
 * the plan in force for them (a workspace's Enterprise counts) and their workspace's named
 * support contact.
 */
async function findRequester(db: Pick<Db, 'select'>, { userId, email }: { userId?: string | null; email: string }) {
  // Qualified by an alias: the subqueries below have `id` columns of their own.
  const [row] = await db
    .select({
      id: requester.id,
      name: requester.name,
      email: requester.email,
      tier: effectiveTierSql(requesterColumn('id'), requesterColumn('subscription_tier')),
      supportContactId: sql<string | null>`(select w.support_contact_id from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id where m.user_id = ${requesterColumn('id')})`,
    })
    .from(requester)
    .where(userId ? eq(requester.id, userId) : sql`lower(${requester.email}) = ${email.trim().toLowerCase()}`)
  return row ?? null
}

export interface NewTicket {
  email: string
  name: string
  /** The member writing while signed in (their account decides the plan, not the typed address). */
  userId?: string | null
  category: Category
  subject: string
  body: string
  via: 'web' | 'email'
  /** The Message-ID of the e-mail that opened it. */
  messageId?: string | null
  now?: Date
}

/**
 * Opens a ticket with its first message. Its priority follows the requester's plan at this
 * moment (Enterprise urgent, Premium high, others normal); its due times are the plan's
 * targets counted on the support calendar; a member of a workspace with a named contact is
 * assigned to that person.
 */
export async function openTicket(db: Db, input: NewTicket) {
  const now = input.now ?? new Date()
  // On the site only a signed-in account counts (a typed address proves nothing); by e-mail, the sender's address.
  const requester = input.userId || input.via === 'email' ? await findRequester(db, { userId: input.userId, email: input.email }) : null
  const plan: TicketPlan = requester ? (requester.tier as TicketPlan) : 'visitor'
  const target = (await readSupportTargets(db))[plan]
  const firstResponseDueAt = addBusinessMinutes(now, target.firstResponseMinutes)
  const resolutionDueAt = addBusinessDays(now, target.resolutionDays)
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        requesterId: requester?.id ?? null,
        requesterEmail: requester?.email ?? input.email.trim().toLowerCase(),
        requesterName: input.name.trim() || requester?.name || input.email,
        plan,
        category: input.category,
        subject: input.subject.trim().slice(0, 200) || '(no subject)',
        priority: priorityForPlan(plan),
        assigneeId: requester?.supportContactId ?? null,
        firstResponseDueAt,
        resolutionDueAt,
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportTickets.id, number: supportTickets.number, plan: supportTickets.plan, priority: supportTickets.priority, requesterEmail: supportTickets.requesterEmail, requesterName: supportTickets.requesterName, subject: supportTickets.subject })
    await tx.insert(supportMessages).values({ ticketId: ticket!.id, position: 1, kind: 'customer', authorId: requester?.id ?? null, authorName: ticket!.requesterName, body: input.body, via: input.via, messageId: input.messageId ?? null, createdAt: now })
    return { ...ticket!, firstResponseDueAt, resolutionDueAt }
  })
}

/** The ticket row for an update, locked so that concurrent changes apply one after the other. */
async function lockTicket(tx: Tx, ticketId: string) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update')
  if (!row) throw ticketMissing()
  return row
}

type TicketRow = Awaited<ReturnType<typeof lockTicket>>

/** Adds a message at the end of a locked ticket's thread. */
async function appendMessage(tx: Tx, message: Omit<typeof supportMessages.$inferInsert, 'position'>) {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${supportMessages.position}), 0)`.mapWith(Number) }).from(supportMessages).where(eq(supportMessages.ticketId, message.ticketId))
  await tx.insert(supportMessages).values({ ...message, position: (last?.position ?? 0) + 1 })
}

/**
 * The changes a move to `status` makes: entering pending stops the clock; leaving it moves the
 * due times on by the business time it was pending; resolving and closing stamp their time.
 */
function statusChange(ticket: TicketRow, status: TicketStatus, now: Date) {
  const change: Partial<typeof supportTickets.$inferInsert> = { status, updatedAt: now, lastActivityAt: now }
  if (ticket.status === status) return change
  if (status === 'pending') change.pendingSince = now
  if (ticket.status === 'pending' && ticket.pendingSince) {
    const paused = businessMinutesBetween(ticket.pendingSince, now)
    change.pendingSince = null
    change.dueAlert = ''
    change.resolutionDueAt = addBusinessMinutes(ticket.resolutionDueAt, paused)
    if (!ticket.firstRespondedAt) change.firstResponseDueAt = addBusinessMinutes(ticket.firstResponseDueAt, paused)
  }
  if (status === 'resolved') change.resolvedAt = now
  if (status === 'closed') change.closedAt = now
  if (status === 'open' || status === 'new') Object.assign(change, { resolvedAt: null, closedAt: null })
  return change
}

/** Moves a ticket to another status (the clock rules of `statusChange`); returns the row before. */
export async function setTicketStatus(db: Db, { ticketId, status, now = new Date() }: { ticketId: string; status: TicketStatus; now?: Date }) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId)
    await tx.update(supportTickets).set(statusChange(ticket, status, now)).where(eq(supportTickets.id, ticketId))
    return ticket
  })
}

/**
 * A staff reply: added to the thread with its own Message-ID, counted as the first response if
 * it is one, and the ticket moves to `status` (pending by default: the customer's turn).
 */
export async function addStaffReply(
  db: Db,
  { ticketId, staff, body, status = 'pending', domain, now = new Date() }: { ticketId: string; staff: { id: string; name: string }; body: string; status?: TicketStatus; domain: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId)
    const messageId = newMessageId(domain)
    await appendMessage(tx, { ticketId, kind: 'staff', authorId: staff.id, authorName: staff.name, body, via: 'web', messageId, createdAt: now })
    await tx
      .update(supportTickets)
      .set({ ...statusChange(ticket, status, now), firstRespondedAt: ticket.firstRespondedAt ?? now, assigneeId: ticket.assigneeId ?? staff.id, dueAlert: '' })
      .where(eq(supportTickets.id, ticketId))
    // The member's bell says so too, live on an open page (the e-mail goes after the commit).
    if (ticket.requesterId) {
      await notify(tx, { userId: ticket.requesterId, type: 'info', title: `New reply to request #${ticket.number}`, message: `${staff.name} replied to “${ticket.subject}”.`, link: `/support/tickets/${ticket.number}`, createdAt: now })
    }
    return { ticket, messageId }
  })
}

/** A note only staff see; it changes nothing else. */
export async function addInternalNote(db: Db, { ticketId, staff, body, now = new Date() }: { ticketId: string; staff: { id: string; name: string }; body: string; now?: Date }) {
  await db.transaction(async (tx) => {
    await lockTicket(tx, ticketId)
    await appendMessage(tx, { ticketId, kind: 'note', authorId: staff.id, authorName: staff.name, body, createdAt: now })
  })
}

/**
 * The customer answers (on the site or by e-mail): added to the thread; a pending or resolved
 * ticket opens again (and its clock runs again). A closed ticket is not reopened: the caller
 * opens a follow-up ticket instead (false).
 */
export async function addCustomerReply(
  db: Db,
  { ticketId, body, via, authorId = null, authorName, messageId = null, now = new Date() }: {
    ticketId: string
    body: string
    via: 'web' | 'email'
    authorId?: string | null
    /** Who wrote, when not the requester (a colleague in copy). */
    authorName?: string
    messageId?: string | null
    now?: Date
  },
) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId)
    if (ticket.status === 'closed' || ticket.status === 'spam') return false
    await appendMessage(tx, { ticketId, kind: 'customer', authorId: authorId ?? (authorName ? null : ticket.requesterId), authorName: authorName ?? ticket.requesterName, body, via, messageId, createdAt: now })
    const reopen = ticket.status === 'pending' || ticket.status === 'resolved'
    await tx.update(supportTickets).set(reopen ? statusChange(ticket, 'open', now) : { lastActivityAt: now, updatedAt: now }).where(eq(supportTickets.id, ticketId))
    // The agent working the ticket hears of the answer at once.
    if (ticket.assigneeId) {
      await notify(tx, { userId: ticket.assigneeId, type: 'info', title: `Customer replied on #${ticket.number}`, message: `${authorName ?? ticket.requesterName} answered “${ticket.subject}”.`, link: `/admin/support/${ticket.number}`, createdAt: now })
    }
    return true
  })
}

/** Resolved tickets close after this many days without a reply. */
export const AUTO_CLOSE_DAYS = 7

/** Closes resolved tickets the customer left unanswered for a week; returns how many. */
export async function closeQuietResolvedTickets(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - AUTO_CLOSE_DAYS * 86_400_000)
  const closed = await db
    .update(supportTickets)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(supportTickets.status, 'resolved'), lte(supportTickets.resolvedAt, before)))
    .returning({ id: supportTickets.id })
  return closed.length
}

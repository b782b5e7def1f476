import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { supportMessages, supportTickets } from '../db/schema'
import { assignee, ticketColumns } from './queue.server'
import { isTicketToken } from './reply-address.server'
import { ticketMissing } from './tickets.server'

/** One ticket by its number, with its assignee's name and the due time that matters now. */
async function ticketByNumber(db: Db, number: number) {
  const [row] = await db
    .select({
      ...ticketColumns,
      requesterId: supportTickets.requesterId,
      assigneeId: supportTickets.assigneeId,
      tags: supportTickets.tags,
      firstResponseDueAt: supportTickets.firstResponseDueAt,
      resolutionDueAt: supportTickets.resolutionDueAt,
      firstRespondedAt: supportTickets.firstRespondedAt,
      rating: supportTickets.rating,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .where(eq(supportTickets.number, number))
  return row ?? null
}

/** A ticket's thread, oldest first; without staff notes for the customer. */
function thread(db: Db, ticketId: string, { withNotes }: { withNotes: boolean }) {
  return db
    .select({ id: supportMessages.id, kind: supportMessages.kind, authorName: supportMessages.authorName, body: supportMessages.body, via: supportMessages.via, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), withNotes ? undefined : ne(supportMessages.kind, 'note')))
    .orderBy(asc(supportMessages.position))
}

/** The ticket and its whole thread, notes included, for staff; 404 when there is none. */
export async function staffTicket(db: Db, number: number) {
  const ticket = await ticketByNumber(db, number)
  if (!ticket) throw ticketMissing()
  return { ticket, messages: await thread(db, ticket.id, { withNotes: true }) }
}

/**
 * The ticket as its customer sees it: the member who opened it (signed in), or anyone holding
 * its signed link. Anything else answers as a missing ticket (404), so numbers cannot be probed.
 */
export async function customerTicket(db: Db, { number, userId, token }: { number: number; userId: string | null; token: string | null }) {
  const ticket = await ticketByNumber(db, number)
  const isOwner = ticket && userId !== null && ticket.requesterId === userId
  const hasLink = ticket && token !== null && isTicketToken(token, ticket)
  if (!ticket || (!isOwner && !hasLink) || ticket.status === 'spam') throw ticketMissing()
  const { requesterEmail: _email, assigneeId: _assigneeId, tags: _tags, ...shown } = ticket
  return { ticket: shown, messages: await thread(db, ticket.id, { withNotes: false }) }
}

import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { supportTickets } from '../db/schema'

/** The customer's one-click rating of a resolved ticket (5: solved, 1: not solved), once; false when it cannot be rated. */
export async function rateTicket(db: Db, { ticketId, rating }: { ticketId: string; rating: 1 | 5 }) {
  const rows = await db
    .update(supportTickets)
    .set({ rating, updatedAt: new Date() })
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.status, 'resolved'), isNull(supportTickets.rating)))
    .returning({ id: supportTickets.id })
  return rows.length > 0
}

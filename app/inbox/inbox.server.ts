import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../db/client.server'
import { adProposals } from '../db/schema'
import { openRequestFromSite } from '../support/requests.server'
import type { adProposalSchema, contactSchema } from './inbox-forms'

/** A contact message becomes a support ticket; the page shows its number and when the reply is due. */
export async function saveContactMessage(db: Db, input: z.infer<typeof contactSchema>, who: { userId: string | null }) {
  const ticket = await openRequestFromSite(db, { email: input.email, name: input.name, userId: who.userId, category: input.category, subject: input.subject, body: input.message })
  return { ticketNumber: ticket.number, replyBy: ticket.firstResponseDueAt.toISOString(), plan: ticket.plan }
}

export async function saveAdProposal(db: Db, input: z.infer<typeof adProposalSchema>) {
  const [row] = await db.insert(adProposals).values(input).returning({ id: adProposals.id })
  return row!.id
}

/** One advertising proposal, for booking a campaign from it; null when there is none. */
export async function findProposal(db: Db, id: string) {
  const [row] = await db
    .select({ id: adProposals.id, fullName: adProposals.fullName, companyName: adProposals.companyName, email: adProposals.email, monthlyBudget: adProposals.monthlyBudget, advertisementType: adProposals.advertisementType })
    .from(adProposals)
    .where(eq(adProposals.id, id))
  return row ?? null
}

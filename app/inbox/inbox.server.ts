import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../db/client.server'
import { adProposals, contactMessages } from '../db/schema'
import type { adProposalSchema, contactSchema } from './inbox-forms'

export async function saveContactMessage(db: Db, input: z.infer<typeof contactSchema>) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id })
  return row!.id
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

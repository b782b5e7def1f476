import { desc } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adProposals, contactMessages } from '../db/schema'

/** The newest contact messages and advertising proposals, for the admin inbox. */
export async function listInbox(db: Db, { limit = 10 } = {}) {
  const [messages, proposals] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        category: contactMessages.category,
        isHandled: contactMessages.isHandled,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit),
    db
      .select({
        id: adProposals.id,
        fullName: adProposals.fullName,
        email: adProposals.email,
        companyName: adProposals.companyName,
        monthlyBudget: adProposals.monthlyBudget,
        advertisementType: adProposals.advertisementType,
        isHandled: adProposals.isHandled,
        createdAt: adProposals.createdAt,
      })
      .from(adProposals)
      .orderBy(desc(adProposals.createdAt))
      .limit(limit),
  ])
  return { messages, proposals }
}

import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adProposals, contactMessages } from '../db/schema'
import { recordAudit } from '../audit/audit.server'

/** Contact messages and advertising proposals for the admin inbox: unhandled first, newest first. */
export async function listInbox(db: Db, { limit = 10 } = {}) {
  const [messages, proposals] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        category: contactMessages.category,
        message: contactMessages.message,
        isHandled: contactMessages.isHandled,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .orderBy(contactMessages.isHandled, desc(contactMessages.createdAt))
      .limit(limit),
    db
      .select({
        id: adProposals.id,
        fullName: adProposals.fullName,
        email: adProposals.email,
        companyName: adProposals.companyName,
        monthlyBudget: adProposals.monthlyBudget,
        advertisementType: adProposals.advertisementType,
        goals: adProposals.goals,
        isHandled: adProposals.isHandled,
        createdAt: adProposals.createdAt,
      })
      .from(adProposals)
      .orderBy(adProposals.isHandled, desc(adProposals.createdAt))
      .limit(limit),
  ])
  return { messages, proposals }
}

export const inboxKinds = ['message', 'proposal'] as const
type InboxKind = (typeof inboxKinds)[number]

/** Marks a contact message or proposal handled (or not) with an audit entry; false if it is gone. */
export async function setInboxHandled(db: Db, input: { actorId: string; kind: InboxKind; id: string; isHandled: boolean }) {
  const table = input.kind === 'message' ? contactMessages : adProposals
  return db.transaction(async (tx) => {
    const updated = await tx.update(table).set({ isHandled: input.isHandled }).where(eq(table.id, input.id)).returning({ id: table.id })
    if (updated.length === 0) return false
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.isHandled ? 'inbox.handled' : 'inbox.reopened',
      targetType: input.kind === 'message' ? 'contact_message' : 'ad_proposal',
      targetId: input.id,
    })
    return true
  })
}

import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { adProposals } from '../db/schema'
import { recordAudit } from '../audit/audit.server'

/** Advertising proposals for the admin inbox: unhandled first, newest first. Contact messages are support tickets (Admin → Support). */
export async function listInbox(db: Db, { limit = 10 } = {}) {
  const proposals = await db
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
    .limit(limit)
  return { proposals }
}

export const inboxKinds = ['proposal'] as const
type InboxKind = (typeof inboxKinds)[number]

/** Marks a proposal handled (or not) with an audit entry; false if it is gone. */
export async function setInboxHandled(db: Db, input: { actorId: string; kind: InboxKind; id: string; isHandled: boolean }) {
  return db.transaction(async (tx) => {
    const updated = await tx.update(adProposals).set({ isHandled: input.isHandled }).where(eq(adProposals.id, input.id)).returning({ id: adProposals.id })
    if (updated.length === 0) return false
    await recordAudit(tx, { actorId: input.actorId, action: input.isHandled ? 'inbox.handled' : 'inbox.reopened', targetType: 'ad_proposal', targetId: input.id })
    return true
  })
}

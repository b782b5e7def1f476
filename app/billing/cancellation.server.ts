import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client.server'
import { subscriptionCancellations } from '../db/schema/billing'
import { offerRedemptions, offers } from '../db/schema/offers'
import { cancelReasons, type CancelReason } from './cancel-reasons'
import { textKey } from '../i18n/text-keys'
import { cancelSubscription } from './actions.server'
import type { Attribution } from '../attribution/attribution.server'

/** The cancel page's form: one reason from the list, and the member's own words if they wish. */
export const cancellationSchema = z.object({
  reason: z.enum(cancelReasons, { error: textKey('cancelFlow.reasonRequired') }),
  note: z
    .string()
    .trim()
    .max(1000, textKey('cancelFlow.noteTooLong'))
    .optional()
    .transform((value) => value || null),
})

/**
 * Cancels the member's subscription at the end of its period (through its provider, as the
 * plain cancel does) and keeps what they said about why.
 */
export async function cancelWithReason(db: Db, { userId, reason, note, attribution }: { userId: string; reason: CancelReason; note: string | null; attribution?: Attribution }) {
  const subscription = await cancelSubscription(db, { userId, attribution })
  await db.insert(subscriptionCancellations).values({ subscriptionId: subscription.id, userId, reason, note })
  return subscription
}

/** Why members cancelled since `since`: each reason's count (every reason listed, most first), and the latest notes. */
export async function cancellationReport(db: Db, { since, notes = 10 }: { since: Date; notes?: number }) {
  const counted = await db
    .select({ reason: subscriptionCancellations.reason, count: sql<number>`count(*)`.mapWith(Number) })
    .from(subscriptionCancellations)
    .where(gte(subscriptionCancellations.createdAt, since))
    .groupBy(subscriptionCancellations.reason)
  const byReason = new Map(counted.map((row) => [row.reason, row.count]))
  const reasons = cancelReasons.map((reason) => ({ reason, count: byReason.get(reason) ?? 0 })).sort((a, b) => b.count - a.count)
  const latestNotes = await db
    .select({ reason: subscriptionCancellations.reason, note: subscriptionCancellations.note, createdAt: subscriptionCancellations.createdAt })
    .from(subscriptionCancellations)
    .where(sql`${subscriptionCancellations.note} is not null and ${subscriptionCancellations.createdAt} >= ${since}`)
    .orderBy(desc(subscriptionCancellations.createdAt))
    .limit(notes)
  const [saved] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(offerRedemptions)
    .innerJoin(offers, eq(offers.id, offerRedemptions.offerId))
    .where(and(eq(offers.purpose, 'retention'), gte(offerRedemptions.createdAt, since)))
  return { total: counted.reduce((sum, row) => sum + row.count, 0), reasons, latestNotes, saves: saved?.count ?? 0 }
}

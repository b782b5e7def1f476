import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import type { Tier } from '../db/schema/accounts'
import { billingInvoices, subscriptionEvents, subscriptions, users } from '../db/schema'
import { formatDate } from '../lib/dates'
import { notify, type NotificationType } from '../notifications/notifications.server'

export type SubscriptionRow = typeof subscriptions.$inferSelect

/** Statuses that give the plan's features (past_due only during its grace period). */
export const paidStatuses = ['trialing', 'active', 'past_due'] as const
/** The member's current subscription: one that gives the plan, or one paused for a while (decision 54). */
export const liveStatuses = [...paidStatuses, 'paused'] as const
export const isLive = (status: string) => (liveStatuses as readonly string[]).includes(status)

/** The tier a member has with a subscription in this status (a paused one gives none). */
export const tierFor = (status: string, planTier: Tier): Tier => ((paidStatuses as readonly string[]).includes(status) ? planTier : 'free')

/** The member's current (trialing, active or past_due) subscription; `lock` holds the row. */
export async function findLiveSubscription(db: Db, userId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...liveStatuses])))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** When paid features end for a subscription that will not renew (a paused one has none left). */
export const accessEndsAt = (s: { status: string; currentPeriodEnd: Date; graceEndsAt: Date | null; pauseStartsAt?: Date | null }) =>
  s.status === 'past_due' && s.graceEndsAt ? s.graceEndsAt : s.status === 'paused' && s.pauseStartsAt ? s.pauseStartsAt : s.currentPeriodEnd

/** First-time subscribers get the Premium trial: anyone who ever had a subscription does not. */
export async function hasHadSubscription(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))
  return row!.n > 0
}

export interface Change {
  subscriptionId: string
  userId: string
  /** The member's tier after the change, written to users.subscription_tier. */
  tier: Tier
  event: { type: string; detail?: Record<string, unknown> }
  notice: { title: string; message: string; type?: NotificationType }
}

/**
 * The bookkeeping of every state change, inside the caller's transaction: the member's tier
 * follows the subscription, the change is audited and the member is notified.
 */
export async function recordChange(tx: Db, change: Change) {
  await tx.update(users).set({ subscriptionTier: change.tier, updatedAt: new Date() }).where(eq(users.id, change.userId))
  await tx.insert(subscriptionEvents).values({
    subscriptionId: change.subscriptionId,
    type: change.event.type,
    detail: change.event.detail ?? {},
  })
  await notify(tx, { userId: change.userId, ...change.notice, link: '/profile?tab=subscription' })
}

type InvoiceInput = typeof billingInvoices.$inferInsert

export async function recordInvoice(tx: Db, invoice: InvoiceInput) {
  const [row] = await tx.insert(billingInvoices).values(invoice).returning({ id: billingInvoices.id })
  return row!.id
}

/** Updates a subscription row and returns it. */
export async function updateSubscription(tx: Db, id: string, patch: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning()
  return row!
}

export const formatDay = (date: Date) => formatDate(date, 'en-US', 'longDate')

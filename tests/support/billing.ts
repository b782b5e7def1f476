import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../app/db/client.server'
import { billingInvoices, notifications, subscriptionEvents, subscriptionPlans, subscriptions, users } from '../../app/db/schema'
import { seedPlans } from '../../app/db/seed/data/plans'
import { createUser } from '../../app/db/seed/factories'
import type { TestCard } from '../../app/billing/local/test-cards'

export const approve: TestCard = { brand: 'Visa', last4: '4242', outcome: 'approve' }
export const declineLater: TestCard = { brand: 'Visa', last4: '0341', outcome: 'decline-later' }
export const decline: TestCard = { brand: 'Visa', last4: '0002', outcome: 'decline' }

/** The plans the site seeds (the test database starts empty). */
export async function ensurePlans(db: Db) {
  await db.insert(subscriptionPlans).values(seedPlans.map((p) => ({ ...p, features: [...p.features] }))).onConflictDoNothing()
}

export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000)
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)

/** Everything the billing state machine keeps about a member, to assert on. */
export async function billingState(db: Db, userId: string) {
  const [user] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId))
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt))
  const events = await db
    .select({ type: subscriptionEvents.type, detail: subscriptionEvents.detail })
    .from(subscriptionEvents)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptionEvents.createdAt))
  const invoices = await db
    .select({ kind: billingInvoices.kind, amountCents: billingInvoices.amountCents, status: billingInvoices.status, planId: billingInvoices.planId })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(asc(billingInvoices.createdAt))
  const notes = await db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt))
  return { tier: user!.tier, subscription: rows.at(-1), subscriptions: rows, events: events.map((e) => e.type), eventDetails: events, invoices, notifications: notes.map((n) => n.title) }
}

export const newMember = (db: Db) => createUser(db)

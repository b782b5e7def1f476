import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { billingInvoices, subscriptionEvents, subscriptionPlans, subscriptions, users } from '../../db/schema'
import { planColumns } from '../select-columns.server'
import { mrrContributionCents, mrrStatuses } from './mrr'
import { sumMrrCents } from './mrr.server'
import type { SubscriptionFilters } from './schemas'
import { invoiceColumns } from '../../billing/billing-overview.server'

const SUBSCRIPTIONS_PER_PAGE = 25

function subscriptionConditions(filters: Omit<SubscriptionFilters, 'page'>) {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(subscriptions.status, filters.status))
  if (filters.plan) conditions.push(eq(subscriptions.planId, filters.plan))
  if (filters.interval) conditions.push(eq(subscriptionPlans.interval, filters.interval))
  return conditions.length ? and(...conditions) : undefined
}

/** Total MRR in cents (rounded) over every subscription, and how many subscriptions count. */
export function getMrr(db: Db) {
  return sumMrrCents(db, inArray(subscriptions.status, [...mrrStatuses]))
}

/** One page of subscriptions (newest first) with their member, plan and MRR contribution. */
export async function listSubscriptions(db: Db, filters: SubscriptionFilters) {
  const where = subscriptionConditions(filters)
  const [rows, [matching], filtered, statusCounts, plans, mrr] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        provider: subscriptions.provider,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        discountPercent: subscriptions.discountPercent,
        createdAt: subscriptions.createdAt,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
        planId: subscriptionPlans.id,
        ...planColumns,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(SUBSCRIPTIONS_PER_PAGE)
      .offset((filters.page - 1) * SUBSCRIPTIONS_PER_PAGE),
    db.select({ n: count() }).from(subscriptions).innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId)).where(where),
    sumMrrCents(db, and(where, inArray(subscriptions.status, [...mrrStatuses]))),
    db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status),
    db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval })
      .from(subscriptionPlans)
      .where(sql`${subscriptionPlans.priceCents} > 0`)
      .orderBy(asc(subscriptionPlans.priceCents)),
    getMrr(db),
  ])
  return {
    subscriptions: rows.map((row) => ({ ...row, mrrCents: mrrContributionCents(row) })),
    total: matching!.n,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(matching!.n / SUBSCRIPTIONS_PER_PAGE)),
    /** MRR of the subscriptions matching the filters (all pages). */
    filteredMrrCents: filtered.cents,
    statusCounts: Object.fromEntries(statusCounts.map((row) => [row.status, row.n])) as Record<string, number>,
    plans,
    mrr,
  }
}

/** A subscription with its member, plans, event history and invoices; null for an unknown id. */
export async function getSubscriptionDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      userName: users.name,
      userEmail: users.email,
      userTier: users.subscriptionTier,
      ...planColumns,
      planTier: subscriptionPlans.tier,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id))
  if (!row) return null
  const s = row.subscription
  const [events, invoices, scheduled] = await Promise.all([
    db
      .select({ id: subscriptionEvents.id, type: subscriptionEvents.type, detail: subscriptionEvents.detail, createdAt: subscriptionEvents.createdAt })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(desc(subscriptionEvents.createdAt))
      .limit(100),
    db
      .select({ ...invoiceColumns, paidAt: billingInvoices.paidAt })
      .from(billingInvoices)
      .where(eq(billingInvoices.subscriptionId, id))
      .orderBy(desc(billingInvoices.createdAt))
      .limit(100),
    s.scheduledPlanId
      ? db.select({ name: subscriptionPlans.name, interval: subscriptionPlans.interval }).from(subscriptionPlans).where(eq(subscriptionPlans.id, s.scheduledPlanId))
      : Promise.resolve([]),
  ])
  return {
    subscription: {
      id: s.id,
      userId: s.userId,
      status: s.status,
      provider: s.provider,
      providerSubscriptionId: s.providerSubscriptionId,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      trialEnd: s.trialEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: s.canceledAt,
      endedAt: s.endedAt,
      graceEndsAt: s.graceEndsAt,
      discountPercent: s.discountPercent,
      promotionCode: s.promotionCode,
      creditCents: s.creditCents,
      card: s.cardLast4 ? `${s.cardBrand ?? 'Card'} •••• ${s.cardLast4}` : null,
      createdAt: s.createdAt,
      scheduledPlan: scheduled[0] ?? null,
    },
    user: { id: s.userId, name: row.userName, email: row.userEmail, tier: row.userTier },
    plan: { id: s.planId, name: row.planName, tier: row.planTier, interval: row.interval, priceCents: row.priceCents },
    mrrCents: mrrContributionCents({ status: s.status, provider: s.provider, priceCents: row.priceCents, interval: row.interval, discountPercent: s.discountPercent }),
    events,
    invoices,
  }
}

export type SubscriptionDetail = NonNullable<Awaited<ReturnType<typeof getSubscriptionDetail>>>

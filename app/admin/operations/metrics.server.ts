import { and, count, eq, gt, lte, sql } from 'drizzle-orm'
import { DAY_MS } from '../../billing/plan-math'
import type { Db } from '../../db/client.server'
import { articles, subscriptionPlans, subscriptions, users } from '../../db/schema'
import { isPublishedNow } from '../../lib/publication.server'
import { sumMrrCents } from '../people/mrr.server'

/** The period the overview compares with: the figure now against the figure 30 days earlier. */
const COMPARISON_DAYS = 30

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`

/**
 * Subscriptions to a paid plan that were paying at a moment: started, not yet ended and out
 * of any trial. For the present this matches the active and past_due ones; for a past
 * moment it is rebuilt from the dates (with each subscription's current plan).
 */
function payingAt(at: Date) {
  return and(
    sql`${subscriptions.status} <> 'incomplete'`,
    lte(subscriptions.createdAt, at),
    sql`(${subscriptions.endedAt} is null or ${subscriptions.endedAt} > ${timestamp(at)})`,
    sql`(${subscriptions.trialEnd} is null or ${subscriptions.trialEnd} <= ${timestamp(at)})`,
    sql`not (${subscriptions.status} = 'canceled' and ${subscriptions.endedAt} is null)`,
    gt(subscriptionPlans.priceCents, 0),
  )
}

/**
 * Monthly recurring revenue in cents at a moment: the MRR of every subscription paying then
 * (active or past_due; trials count 0), by the same formula as the subscriptions page.
 */
export async function getMonthlyRecurringRevenueCents(db: Db, { at = new Date() } = {}) {
  return (await sumMrrCents(db, payingAt(at))).cents
}

/** Paying subscriptions (active or past_due, not in trial) at a moment. */
async function countPayingSubscriptions(db: Db, { at = new Date() } = {}) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(payingAt(at))
  return row?.n ?? 0
}

async function countUsers(db: Db, at: Date) {
  const [row] = await db.select({ n: count() }).from(users).where(lte(users.createdAt, at))
  return row?.n ?? 0
}

async function countPublishedArticles(db: Db, at: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(isPublishedNow(articles, at))
  return row?.n ?? 0
}

export interface Metric {
  value: number
  previous: number
  /** Percentage change against `previous`, one decimal; null when there was nothing before. */
  changePercent: number | null
}

export function metric(value: number, previous: number): Metric {
  const changePercent = previous === 0 ? (value === 0 ? 0 : null) : Math.round(((value - previous) / previous) * 1000) / 10
  return { value, previous, changePercent }
}

/** The overview's four figures now and 30 days earlier. */
export async function getOverviewMetrics(db: Db, { now = new Date() } = {}) {
  const before = new Date(now.getTime() - COMPARISON_DAYS * DAY_MS)
  const [users, usersBefore, subs, subsBefore, published, publishedBefore, mrr, mrrBefore] = await Promise.all([
    countUsers(db, now),
    countUsers(db, before),
    countPayingSubscriptions(db, { at: now }),
    countPayingSubscriptions(db, { at: before }),
    countPublishedArticles(db, now),
    countPublishedArticles(db, before),
    getMonthlyRecurringRevenueCents(db, { at: now }),
    getMonthlyRecurringRevenueCents(db, { at: before }),
  ])
  return {
    totalUsers: metric(users, usersBefore),
    activeSubscriptions: metric(subs, subsBefore),
    articlesPublished: metric(published, publishedBefore),
    monthlyRecurringRevenueCents: metric(mrr, mrrBefore),
  }
}

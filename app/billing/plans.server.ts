import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import type { Tier } from '../db/schema/accounts'
import { subscriptionPlans } from '../db/schema'
import { AppError } from '../lib/app-error'
import type { Interval } from './plan-math'

export interface Plan {
  id: string
  tier: Tier
  name: string
  priceCents: number
  interval: Interval
  features: string[]
  /** Per feature, what it means where its name alone does not say (in the reader's language), else null. */
  featureNotes?: (string | null)[]
  providerPriceId: string | null
  /** Members the plan covers (an Enterprise workspace's seats); 1 for personal plans. */
  seats: number
}

/** The spec's fallback plans (§3), offered only while the plans table is empty. */
const fallbackPlans: Plan[] = [
  { id: 'free', tier: 'free', name: 'Free', priceCents: 0, interval: 'month', features: ['Basic AI news access', 'Limited daily articles', 'Community access'], providerPriceId: null, seats: 1 },
  { id: 'premium-month', tier: 'premium', name: 'Premium', priceCents: 999, interval: 'month', features: ['Unlimited access', 'Premium content', 'Ad-free experience', 'Priority support'], providerPriceId: 'price_premium', seats: 1 },
  { id: 'enterprise-month', tier: 'enterprise', name: 'Enterprise', priceCents: 2999, interval: 'month', features: ['Everything in Premium', 'API access', 'Team collaboration', 'Custom integrations'], providerPriceId: 'price_enterprise', seats: 10 },
]

const columns = {
  id: subscriptionPlans.id,
  tier: subscriptionPlans.tier,
  name: subscriptionPlans.name,
  priceCents: subscriptionPlans.priceCents,
  interval: subscriptionPlans.interval,
  features: subscriptionPlans.features,
  providerPriceId: subscriptionPlans.providerPriceId,
  seats: subscriptionPlans.seats,
}

/** Active plans ordered by price (spec §7); the fallback plans when none are stored. */
export async function listPlans(db: Db): Promise<{ plans: Plan[]; isFallback: boolean }> {
  const rows = await db.select(columns).from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.priceCents))
  if (rows.length === 0) return { plans: fallbackPlans, isFallback: true }
  return { plans: rows as Plan[], isFallback: false }
}

/** A plan a member may subscribe to; unknown, inactive or free plans are refused. */
export async function getPaidPlan(db: Db, id: string): Promise<Plan> {
  const { plans, isFallback } = await listPlans(db)
  const plan = plans.find((p) => p.id === id)
  if (!plan || plan.priceCents === 0) throw new AppError('invalid_plan', 400, 'billing.error.invalid_plan')
  // A fallback plan becomes a stored row the first time someone subscribes to it.
  if (isFallback) await db.insert(subscriptionPlans).values(plan).onConflictDoNothing()
  return plan
}

/** Any stored plan by id (also inactive ones: existing subscriptions may still be on them). */
export async function getPlanById(db: Db, id: string): Promise<Plan | undefined> {
  const [row] = await db.select(columns).from(subscriptionPlans).where(eq(subscriptionPlans.id, id))
  return (row as Plan | undefined) ?? fallbackPlans.find((p) => p.id === id)
}

export async function getPlanByPriceId(db: Db, priceId: string): Promise<Plan | undefined> {
  const [row] = await db.select(columns).from(subscriptionPlans).where(eq(subscriptionPlans.providerPriceId, priceId))
  return row as Plan | undefined
}

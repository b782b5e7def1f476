import { and, count, eq, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { subscriptionPlans, subscriptions } from '../../db/schema'
import { monthlyPriceCents } from './mrr'

/**
 * MRR in cents over the subscriptions `where` selects (it may filter on the plan), and how
 * many they are. The database groups them by price, interval and discount — a handful of
 * groups however many subscriptions — and each group is priced by `monthlyPriceCents`, so
 * the totals, the overview and each row's contribution follow one formula.
 */
export async function sumMrrCents(db: Db, where: SQL | undefined) {
  const groups = await db
    .select({
      priceCents: subscriptionPlans.priceCents,
      interval: subscriptionPlans.interval,
      discountPercent: subscriptions.discountPercent,
      n: count(),
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    // A gift was paid once: it recurs nowhere.
    .where(and(where, ne(subscriptions.provider, 'gift')))
    .groupBy(subscriptionPlans.priceCents, subscriptionPlans.interval, subscriptions.discountPercent)
  const exact = groups.reduce((sum, group) => sum + monthlyPriceCents(group) * group.n, 0)
  // Rounded to whole cents once, after summing. Fixing six decimals first keeps an exact half
  // cent that ÷ 12 and ÷ 100 left a hair below .5 rounding up, as it would in exact arithmetic.
  return { cents: Math.round(Number(exact.toFixed(6))), subscriptions: groups.reduce((sum, group) => sum + group.n, 0) }
}

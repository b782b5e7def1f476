import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { subscriptionPlans, subscriptions, users } from '../../db/schema'
import { liveStatuses } from '../../billing/state.server'
import type { UserFilters } from './schemas'

const USERS_PER_PAGE = 20

/** `%text%` for ILIKE with the pattern characters of the search text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function userConditions(filters: Omit<UserFilters, 'page'>) {
  const conditions: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!)
  }
  if (filters.role) conditions.push(eq(users.role, filters.role))
  if (filters.tier) conditions.push(eq(users.subscriptionTier, filters.tier))
  if (filters.status) conditions.push(eq(users.isSuspended, filters.status === 'suspended'))
  return conditions.length ? and(...conditions) : undefined
}

/**
 * One page of users matching the search (name or e-mail) and filters, newest first, each with
 * their live subscription (at most one per user) if any.
 */
export async function listUsers(db: Db, filters: UserFilters) {
  const where = userConditions(filters)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        tier: users.subscriptionTier,
        isSuspended: users.isSuspended,
        createdAt: users.createdAt,
        subscriptionStatus: subscriptions.status,
        planName: subscriptionPlans.name,
        planInterval: subscriptionPlans.interval,
      })
      .from(users)
      .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), inArray(subscriptions.status, [...liveStatuses])))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PER_PAGE)
      .offset((filters.page - 1) * USERS_PER_PAGE),
    db.select({ n: count() }).from(users).where(where),
  ])
  const n = total!.n
  return { users: rows, total: n, page: filters.page, pageCount: Math.max(1, Math.ceil(n / USERS_PER_PAGE)) }
}

export type UserListPage = Awaited<ReturnType<typeof listUsers>>

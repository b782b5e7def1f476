import { asc, count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { apiUsageOfWorkspaces } from '../../public-api/usage.server'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { users, workspaceMembers, workspaces } from '../../db/schema'
import { seatsOf } from '../../workspaces/workspaces.server'

const billing = alias(users, 'billing_member')

/**
 * Every workspace for Admin → Subscriptions: billing member, whether it grants Enterprise,
 * members and seats, and its API use this month against the quota with the keys that work.
 */
export async function listWorkspaces(db: Db, { limit = 100, apiQuota = getConfig().API_MONTHLY_QUOTA, now = new Date() } = {}) {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      createdAt: workspaces.createdAt,
      billingUserId: billing.id,
      billingName: billing.name,
      billingTier: billing.subscriptionTier,
      supportContactId: workspaces.supportContactId,
      members: count(workspaceMembers.userId),
    })
    .from(workspaces)
    .innerJoin(billing, eq(billing.id, workspaces.billingUserId))
    .leftJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
    .groupBy(workspaces.id, billing.id)
    .orderBy(desc(workspaces.createdAt))
    .limit(limit)
  const memberRows = rows.length
    ? await db
        .select({ workspaceId: workspaceMembers.workspaceId, userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .orderBy(asc(users.name))
    : []
  const apiUsage = await apiUsageOfWorkspaces(db, rows.map((row) => row.id), now)
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      members: Number(row.members),
      isActive: row.billingTier === 'enterprise',
      seats: await seatsOf(db, row.id),
      people: memberRows.filter((member) => member.workspaceId === row.id),
      api: { ...apiUsage.get(row.id)!, quota: apiQuota },
    })),
  )
}

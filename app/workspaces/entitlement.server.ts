import { eq, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { users, workspaceMembers, workspaces, type Tier, type WorkspaceRole } from '../db/schema'

export interface WorkspaceAccess {
  workspaceId: string
  name: string
  role: WorkspaceRole
  /** Whether the workspace's Enterprise subscription is in force (its billing member's tier). */
  isActive: boolean
}

const billing = alias(users, 'workspace_billing')

/** The member's workspace, their role in it and whether it currently grants Enterprise; null outside any workspace. */
export async function workspaceAccessOf(db: Db, userId: string): Promise<WorkspaceAccess | null> {
  const [row] = await db
    .select({ workspaceId: workspaces.id, name: workspaces.name, role: workspaceMembers.role, billingTier: billing.subscriptionTier })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(billing, eq(billing.id, workspaces.billingUserId))
    .where(eq(workspaceMembers.userId, userId))
  return row ? { workspaceId: row.workspaceId, name: row.name, role: row.role, isActive: row.billingTier === 'enterprise' } : null
}

/** A member's own tier as stored on their account (any other value counts as free). */
export function ownTierOf(stored: string | null | undefined): Tier {
  return (['premium', 'enterprise'] as const).find((tier) => tier === stored) ?? 'free'
}

/**
 * The one entitlement decision: a member's tier is their own, raised to Enterprise while they
 * belong to a workspace whose subscription is in force. Leaving, removal or the workspace's
 * subscription ending returns them to their own tier on their next request.
 */
export function effectiveTier(ownTier: Tier, workspace: Pick<WorkspaceAccess, 'isActive'> | null): Tier {
  return workspace?.isActive ? 'enterprise' : ownTier
}

/**
 * `effectiveTier` in SQL, for a query over many members: the member's own stored tier, or
 * Enterprise while they belong to a workspace whose billing member is on Enterprise.
 */
export const effectiveTierSql = (userId: SQL, ownTier: SQL) =>
  sql<string>`case when exists (select 1 from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id join ${users} b on b.id = w.billing_user_id
    where m.user_id = ${userId} and b.subscription_tier = 'enterprise') then 'enterprise' else ${ownTier} end`

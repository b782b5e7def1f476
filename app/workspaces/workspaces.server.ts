import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.server'
import type { Db } from '../db/client.server'
import { subscriptionPlans, subscriptions, users, workspaceMembers, workspaces, type WorkspaceRole } from '../db/schema'
import { getConfig } from '../config.server'
import { sendEmail } from '../email/mailer.server'
import { workspaceRemovalEmail } from '../email/templates'
import { AppError } from '../lib/app-error'
import { notify } from '../notifications/notifications.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Seats a workspace has when its subscription's plan names none (or it has lapsed: members stay, nobody new joins). */
export const DEFAULT_SEATS = 10

/** Records a workspace change; shown to its Admins and in the admin console. */
export function recordWorkspaceChange(tx: Tx | Db, entry: { actorId: string | null; workspaceId: string; action: string; details?: Record<string, unknown> }) {
  return recordAudit(tx, { actorId: entry.actorId, action: `workspace.${entry.action}`, targetType: 'workspace', targetId: entry.workspaceId, details: entry.details })
}

/**
 * Creates the workspace of an Enterprise subscriber, who becomes its first Admin and whose
 * subscription it then runs on. Refused for other tiers and for members of a workspace.
 */
export async function createWorkspace(db: Db, { userId, name }: { userId: string; name: string }) {
  const trimmed = name.trim()
  if (trimmed.length < 2 || trimmed.length > 80) throw new AppError('invalid_input', 400, 'answers.workspace.nameLength', { field: 'name' })
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).for('update')
    if (owner?.tier !== 'enterprise') throw new AppError('not_allowed', 403, 'answers.workspace.enterpriseFirst')
    const [existing] = await tx.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId))
    if (existing) throw new AppError('conflict', 409, 'answers.workspace.alreadyInOne')
    const [workspace] = await tx.insert(workspaces).values({ name: trimmed, billingUserId: userId }).returning({ id: workspaces.id })
    await tx.insert(workspaceMembers).values({ workspaceId: workspace!.id, userId, role: 'admin' })
    await recordWorkspaceChange(tx, { actorId: userId, workspaceId: workspace!.id, action: 'create', details: { name: trimmed } })
    return workspace!.id
  })
}

/** Seats the workspace's subscription includes (from its plan). */
export async function seatsOf(db: Db | Tx, workspaceId: string) {
  const [row] = await db
    .select({ seats: subscriptionPlans.seats })
    .from(workspaces)
    .innerJoin(subscriptions, and(eq(subscriptions.userId, workspaces.billingUserId), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(workspaces.id, workspaceId))
  return row?.seats ?? DEFAULT_SEATS
}

export async function memberCount(db: Db | Tx, workspaceId: string) {
  const [row] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))
  return Number(row?.n ?? 0)
}

/** The workspace as its members see it: name, seats used and included, settings. */
export async function workspaceSummary(db: Db, workspaceId: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId))
  if (!workspace) return null
  const [seats, used] = await Promise.all([seatsOf(db, workspaceId), memberCount(db, workspaceId)])
  return { ...workspace, seats, seatsUsed: used }
}

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.joinedAt, ownTier: users.subscriptionTier })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(users.name))
}

/** Locks the workspace's member rows and counts its Admins (the last one must stay). */
async function lockedAdmins(tx: Tx, workspaceId: string) {
  const rows = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for('update')
  return rows.filter((row) => row.role === 'admin').map((row) => row.userId)
}

/**
 * Takes a member out inside the caller's transaction, with the member rows locked while the
 * Admins are counted: the last Admin and the member the workspace is billed to stay (409).
 * Returns whether they were a member. Admins removing people and provisioning share it.
 */
export async function removeMemberLocked(tx: Tx, { workspaceId, userId }: { workspaceId: string; userId: string }) {
  const admins = await lockedAdmins(tx, workspaceId)
  if (admins.length === 1 && admins[0] === userId) throw new AppError('not_allowed', 409, 'answers.workspace.lastAdmin')
  const [workspace] = await tx.select({ billingUserId: workspaces.billingUserId }).from(workspaces).where(eq(workspaces.id, workspaceId))
  if (workspace?.billingUserId === userId) throw new AppError('not_allowed', 409, 'answers.workspace.ownerStays')
  const removed = await tx
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId })
  return removed.length > 0
}

/** Makes a member an Admin or a User; the last Admin cannot be made a User. */
export async function changeRole(db: Db, { workspaceId, actorId, userId, role }: { workspaceId: string; actorId: string; userId: string; role: WorkspaceRole }) {
  await db.transaction(async (tx) => {
    const admins = await lockedAdmins(tx, workspaceId)
    if (role === 'user' && admins.length === 1 && admins[0] === userId) {
      throw new AppError('not_allowed', 409, 'answers.workspace.oneAdmin')
    }
    const updated = await tx
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
      .returning({ userId: workspaceMembers.userId })
    if (updated.length === 0) throw new AppError('not_found', 404, 'answers.workspace.notMember')
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'role', details: { userId, role } })
  })
}

/**
 * Removes a member (an Admin removing someone, or a member leaving). The last Admin cannot
 * leave, nor the member whose subscription the workspace runs on. They return to their own
 * tier at once.
 */
export async function removeMember(db: Db, { workspaceId, actorId, userId }: { workspaceId: string; actorId: string; userId: string }) {
  await db.transaction(async (tx) => {
    if (!(await removeMemberLocked(tx, { workspaceId, userId }))) throw new AppError('not_found', 404, 'answers.workspace.notMember')
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: actorId === userId ? 'leave' : 'remove', details: { userId } })
  })
  if (actorId !== userId) await tellRemoved(db, workspaceId, userId)
}

/** A removed member hears of it in the bell and by e-mail. */
async function tellRemoved(db: Db, workspaceId: string, userId: string) {
  const [row] = await db.select({ name: workspaces.name, email: users.email }).from(workspaces).innerJoin(users, eq(users.id, userId)).where(eq(workspaces.id, workspaceId))
  if (!row) return
  const { SITE_NAME, SITE_URL } = getConfig()
  await notify(db, { userId, type: 'warning', title: `You left ${row.name}`, message: 'An Admin removed you from the workspace. You are back on your own plan.', link: '/subscription' })
  await sendEmail(db, { to: row.email, kind: 'workspace-removal', ...workspaceRemovalEmail(SITE_NAME, { workspace: row.name, url: `${SITE_URL}/subscription` }) })
}

/** The workspace's recent changes, newest first, for its Admins. */
export async function workspaceChanges(db: Db, workspaceId: string, { limit = 50 } = {}) {
  const result = (await db.execute(sql`
    select a.action, a.details, a.created_at, u.name as actor_name from admin_audit a left join users u on u.id = a.actor_id
    where a.target_type = 'workspace' and a.target_id = ${workspaceId} order by a.created_at desc limit ${limit}`)) as unknown as {
    rows: { action: string; details: Record<string, unknown>; created_at: Date | string; actor_name: string | null }[]
  }
  return result.rows.map((row) => ({ action: row.action, details: row.details, at: new Date(row.created_at), actorName: row.actor_name }))
}

import { and, eq, isNotNull } from 'drizzle-orm'
import { cancelSubscription } from '../billing/actions.server'
import { getPlanById } from '../billing/plans.server'
import { findLiveSubscription } from '../billing/state.server'
import type { Db } from '../db/client.server'
import { users, workspaceMembers, workspaces } from '../db/schema'
import { AppError, isBillingError } from '../lib/app-error'
import { addMemberLocked, welcomeMember } from './invitations.server'
import { recordWorkspaceChange } from './workspaces.server'
import { newDomainToken } from './domain-verification.server'
import { domainOf } from './company-accounts.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]


const hostname = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/

/**
 * A company domain as typed ("Example.com", "@example.com", "https://www.example.com/") made
 * plain ("example.com"); an empty field is no domain. Anything that is not a host name is refused.
 */
export function normaliseDomain(input: string): string | null {
  const plain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^@/, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')
  if (plain === '') return null
  if (plain.length > 253 || !hostname.test(plain)) throw new AppError('invalid_input', 400, 'answers.workspace.domainInvalid', { field: 'domain' })
  return plain
}

/** Gives the workspace a new name (2 to 80 characters), recorded in its activity. */
export async function renameWorkspace(db: Db, { workspaceId, actorId, name }: { workspaceId: string; actorId: string; name: string }) {
  const trimmed = name.trim()
  if (trimmed.length < 2 || trimmed.length > 80) throw new AppError('invalid_input', 400, 'answers.workspace.nameLength', { field: 'name' })
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update')
    if (!before) throw new AppError('not_found', 404, 'answers.workspace.gone')
    if (before.name === trimmed) return
    await tx.update(workspaces).set({ name: trimmed }).where(eq(workspaces.id, workspaceId))
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'rename', details: { from: before.name, to: trimmed } })
  })
}

/**
 * Sets the company domain and whether anyone with a verified address at it may join without
 * an invitation (which needs a domain, and works once the domain is verified). A new domain
 * gets a new TXT record to prove it and starts unverified. Recorded in the workspace's
 * activity when it changes.
 */
export async function updateDomainSettings(
  db: Db,
  { workspaceId, actorId, domain, allowDomainJoin }: { workspaceId: string; actorId: string; domain: string; allowDomainJoin: boolean },
) {
  const plain = normaliseDomain(domain)
  if (allowDomainJoin && !plain) throw new AppError('invalid_input', 400, 'answers.workspace.domainFirst', { field: 'domain' })
  await db.transaction(async (tx) => {
    const before = await lockDomainRules(tx, workspaceId)
    if (!before) throw new AppError('not_found', 404, 'answers.workspace.gone')
    if (before.domain === plain && before.allowDomainJoin === allowDomainJoin) return
    const claim = before.domain === plain ? {} : { domainToken: plain ? newDomainToken() : null, domainVerifiedAt: null, domainCheckedAt: null, domainCheckFailures: 0 }
    await tx.update(workspaces).set({ domain: plain, allowDomainJoin, ...claim }).where(eq(workspaces.id, workspaceId))
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'settings', details: { domain: plain, allowDomainJoin } })
  })
}

/** The workspace's domain rules, locked so that a change and a join by domain take turns. */
async function lockDomainRules(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select({ domain: workspaces.domain, allowDomainJoin: workspaces.allowDomainJoin, domainVerifiedAt: workspaces.domainVerifiedAt })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update')
  return row
}

/** The member's address as the domain rules read it, and whether they already belong to a workspace. */
async function memberStanding(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, workspaceId: workspaceMembers.workspaceId })
    .from(users)
    .leftJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))
    .where(eq(users.id, userId))
  return row
}

/**
 * Workspaces the member may join by their address: those that allow it for the verified
 * domain of the member's verified address. None for unverified addresses or members of a workspace.
 */
export async function joinableWorkspaces(db: Db, userId: string) {
  const member = await memberStanding(db, userId)
  if (!member?.emailVerified || member.workspaceId) return []
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.allowDomainJoin, true), eq(workspaces.domain, domainOf(member.email)), isNotNull(workspaces.domainVerifiedAt)))
    .orderBy(workspaces.name)
}

/**
 * Joins a workspace that lets people at the member's verified domain in, as a User, taking a
 * seat under the same lock as an accepted invitation (`addMemberLocked`).
 */
export async function joinByDomain(db: Db, { user, workspaceId, now = new Date() }: { user: { id: string }; workspaceId: string; now?: Date }) {
  await db.transaction(async (tx) => {
    const workspace = await lockDomainRules(tx, workspaceId)
    const member = await memberStanding(tx, user.id)
    if (!workspace?.allowDomainJoin || !workspace.domain || !workspace.domainVerifiedAt || !member?.emailVerified || domainOf(member.email) !== workspace.domain) {
      throw new AppError('not_allowed', 403, 'answers.workspace.domainOnly')
    }
    await addMemberLocked(tx, { workspaceId, userId: user.id, role: 'user', now })
    await recordWorkspaceChange(tx, { actorId: user.id, workspaceId, action: 'join', details: { role: 'user', by: 'domain' } })
  })
  await welcomeMember(db, { userId: user.id, workspaceId })
}

/**
 * The member's own paid subscription that still renews, which they may want to end on joining
 * a workspace (Enterprise access comes from the workspace then); null when there is none.
 */
export async function renewingOwnPlan(db: Db, userId: string) {
  const live = await findLiveSubscription(db, userId)
  if (!live || live.cancelAtPeriodEnd) return null
  const plan = await getPlanById(db, live.planId)
  return plan && plan.priceCents > 0 ? { name: plan.name, interval: plan.interval } : null
}

/**
 * After joining, when the member asked: ends their own renewing plan at the end of its period,
 * as the Subscription tab of the account settings does. `none` when nothing renews, `failed`
 * when billing refused (they stay a member and can cancel from their account settings).
 */
export async function endOwnPlanOnJoining(db: Db, userId: string): Promise<'canceled' | 'none' | 'failed'> {
  if (!(await renewingOwnPlan(db, userId))) return 'none'
  try {
    await cancelSubscription(db, { userId })
    return 'canceled'
  } catch (error) {
    if (isBillingError(error)) return 'failed'
    throw error
  }
}

/** The notice /workspace shows after joining, by what became of the member's own plan. */
export const joinedNotice = { canceled: 'joinedCanceled', none: 'joined', failed: 'joinedCancelFailed' } as const

import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { sessions, subscriptionPlans, subscriptions, users } from '../../db/schema'
import type { Role, Tier } from '../../db/schema/accounts'
import { liveStatuses } from '../../billing/state.server'
import { recordAudit } from '../../audit/audit.server'
import type { UserAction } from './schemas'

/** The admin making the change; `id: null` is the site's operator at a shell (`npm run admin`). */
interface Actor {
  id: string | null
}

type ActionOutcome = { changed: boolean; message: string }

const tierNames: Record<Tier, string> = { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' }

/** Records an admin change to a user in the audit log, inside the change's transaction. */
function auditUser(tx: Db, input: { actor: Actor; userId: string }, action: string, details?: Record<string, unknown>) {
  return recordAudit(tx, { actorId: input.actor.id, action, targetType: 'user', targetId: input.userId, details })
}

/** Locks the target user's row for the rest of the transaction. */
async function lockUser(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, tier: users.subscriptionTier, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!row) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'user' } })
  return row
}

async function endSessions(tx: Db, userId: string) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
  return ended.length
}

/**
 * Gives a user a role (a staff role or plain member). Admins cannot remove their own admin role, and the last
 * admin who can sign in cannot be demoted: the site would have nobody to run it.
 */
export async function changeRole(db: Db, input: { actor: Actor; userId: string; role: Role }): Promise<ActionOutcome> {
  if (input.actor.id === input.userId && input.role !== 'admin') {
    throw new AppError('not_allowed', 400, 'admin.error.ownAdminRole')
  }
  return db.transaction(async (tx) => {
    // Every admin row is locked first, so two demotions at once cannot each leave the other admin.
    const admins = await tx.select({ id: users.id, isSuspended: users.isSuspended }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update')
    const target = await lockUser(tx, input.userId)
    if (target.role === input.role) return { changed: false, message: `The role is already ${input.role}.` }
    if (target.role === 'admin' && !admins.some((admin) => admin.id !== input.userId && !admin.isSuspended)) {
      throw new AppError('not_allowed', 409, 'admin.error.lastAdmin')
    }
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.userId))
    await auditUser(tx, input, 'user.role_changed', { from: target.role, to: input.role })
    return { changed: true, message: `Role changed to ${input.role}.` }
  })
}


/**
 * Sets a user's tier by hand (an admin override of `users.subscription_tier`, which is what
 * entitlements read). While the user has a live subscription, billing sets the tier from the
 * subscription again at its next change or renewal, so overriding it must be acknowledged.
 */
export async function overrideTier(
  db: Db,
  input: { actor: Actor; userId: string; tier: Tier; acknowledgeSubscription?: boolean },
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId)
    if (target.tier === input.tier) return { changed: false, message: `The tier is already ${tierNames[input.tier]}.` }
    const [live] = await tx
      .select({ id: subscriptions.id, status: subscriptions.status, planId: subscriptions.planId, planTier: subscriptionPlans.tier })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, input.userId), inArray(subscriptions.status, [...liveStatuses])))
      .limit(1)
    if (live && input.tier !== live.planTier && !input.acknowledgeSubscription) {
      throw new AppError('conflict', 409, 'admin.error.tierFromSubscription', {
        values: { tier: tierNames[live.planTier as Tier], status: live.status.replace('_', ' ') },
      })
    }
    await tx.update(users).set({ subscriptionTier: input.tier, updatedAt: new Date() }).where(eq(users.id, input.userId))
    await auditUser(tx, input, 'user.tier_overridden', {
      from: target.tier,
      to: input.tier,
      override: true,
      subscription: live ? { id: live.id, status: live.status, planId: live.planId } : null,
    })
    return { changed: true, message: `Tier set to ${tierNames[input.tier]} (admin override).` }
  })
}

/** Suspends a user and ends all their sessions at once; suspended users cannot sign in. */
export async function suspendUser(db: Db, input: { actor: Actor; userId: string }): Promise<ActionOutcome> {
  if (input.actor.id === input.userId) throw new AppError('not_allowed', 400, 'admin.error.suspendSelf')
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId)
    if (!target.isSuspended) await tx.update(users).set({ isSuspended: true, updatedAt: new Date() }).where(eq(users.id, input.userId))
    const sessionsEnded = await endSessions(tx, input.userId)
    if (target.isSuspended && sessionsEnded === 0) return { changed: false, message: 'The account is already suspended.' }
    await auditUser(tx, input, 'user.suspended', { sessionsEnded })
    return { changed: true, message: `Account suspended; ${plural(sessionsEnded, 'session')} ended.` }
  })
}

/** Lifts a suspension: the user can sign in again. */
export async function restoreUser(db: Db, input: { actor: Actor; userId: string }): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId)
    if (!target.isSuspended) return { changed: false, message: 'The account is not suspended.' }
    await tx.update(users).set({ isSuspended: false, updatedAt: new Date() }).where(eq(users.id, input.userId))
    await auditUser(tx, input, 'user.restored')
    return { changed: true, message: 'Account restored; the member can sign in again.' }
  })
}

/** Ends every session of a user (signs them out on every device). */
export async function signOutEverywhere(db: Db, input: { actor: Actor; userId: string }): Promise<ActionOutcome> {
  if (input.actor.id === input.userId) {
    throw new AppError('not_allowed', 400, 'admin.error.signOutSelf')
  }
  return db.transaction(async (tx) => {
    await lockUser(tx, input.userId)
    const sessionsEnded = await endSessions(tx, input.userId)
    await auditUser(tx, input, 'user.signed_out', { sessionsEnded })
    return { changed: sessionsEnded > 0, message: `Signed out everywhere; ${plural(sessionsEnded, 'session')} ended.` }
  })
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** Carries out one parsed action of the admin user page. */
export function applyUserAction(db: Db, actor: Actor, userId: string, action: UserAction): Promise<ActionOutcome> {
  switch (action.intent) {
    case 'role':
      return changeRole(db, { actor, userId, role: action.role })
    case 'tier':
      return overrideTier(db, { actor, userId, tier: action.tier, acknowledgeSubscription: action.acknowledgeSubscription === 'on' })
    case 'suspend':
      return suspendUser(db, { actor, userId })
    case 'restore':
      return restoreUser(db, { actor, userId })
    case 'sign-out':
      return signOutEverywhere(db, { actor, userId })
  }
}

import { and, eq, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { billingInvoices, subscriptions } from '../../db/schema'
import { addDays, addInterval, applyCredit, chargeWithDiscount, formatMoney, GRACE_DAYS } from '../plan-math'
import { noPause, notPaused, pauseNotices } from '../pauses.server'
import { getPlanById } from '../plans.server'
import { noSubscription } from '../refusals.server'
import { findLiveSubscription, formatDay, recordChange, recordInvoice, updateSubscription } from '../state.server'

/** The statuses the billing clock moves on at the end of their period (a pause's period is the pause). */
const clockedStatuses = ['trialing', 'active', 'paused']

const BATCH = 100

/**
 * One pass of the local billing clock at `now`: ends canceled subscriptions (and gifts, which never renew), converts trials,
 * renews (applying scheduled downgrades), starts and ends pauses, marks failed payments past_due with a grace period
 * and moves members whose grace ran out to Free. Safe to run again: each step re-checks its row.
 */
export async function runBillingCycle(db: Db, { now = new Date() } = {}) {
  const counts = { renewed: 0, ended: 0, failed: 0, expired: 0, paused: 0 }
  for (let round = 0; round < 50; round++) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(inArray(subscriptions.provider, ['local', 'gift']), inArray(subscriptions.status, clockedStatuses), lte(subscriptions.currentPeriodEnd, now)))
      .limit(BATCH)
    for (const { id } of due) {
      const outcome = await advance(db, id, now)
      if (outcome) counts[outcome]++
    }
    // Repeats: a clock far ahead (a server that was off) may owe several periods.
    if (due.length === 0) break
  }
  const lapsed = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)))
  for (const { id } of lapsed) if (await endAfterGrace(db, id, now)) counts.expired++
  return counts
}

/**
 * Moves one subscription past the end of its period (repeating if several periods passed). A
 * pause that starts there is a period of its own, with no payment; billing restarts at its end.
 */
export async function advance(db: Db, id: string, now: Date): Promise<'renewed' | 'ended' | 'failed' | 'paused' | null> {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, clockedStatuses), lte(subscriptions.currentPeriodEnd, now)))
      .for('update')
    if (!s) return null
    const current = (await getPlanById(tx, s.planId))!
    const base = { subscriptionId: s.id, userId: s.userId }
    if (s.cancelAtPeriodEnd) {
      await updateSubscription(tx, s.id, { status: 'canceled', endedAt: s.currentPeriodEnd })
      await recordChange(tx, {
        ...base,
        tier: 'free',
        event: { type: 'ended', detail: { planId: s.planId } },
        notice: { title: `Your ${current.name} subscription has ended`, message: 'Your account is now on the Free plan. Your data is kept for 30 days; you can subscribe again any time.' },
      })
      return 'ended'
    }
    if (s.status !== 'paused' && s.pausedUntil && s.pausedUntil > s.currentPeriodEnd) {
      await updateSubscription(tx, s.id, { status: 'paused', currentPeriodStart: s.currentPeriodEnd, currentPeriodEnd: s.pausedUntil, trialEnd: null })
      await recordChange(tx, { ...base, tier: 'free', event: { type: 'paused', detail: { until: s.pausedUntil.toISOString() } }, notice: pauseNotices.started(current, s.pausedUntil) })
      return 'paused'
    }
    const plan = (await getPlanById(tx, s.scheduledPlanId ?? s.planId))!
    const start = s.currentPeriodEnd
    const end = addInterval(start, plan.interval)
    const payment = chargeWithDiscount(plan.priceCents, s)
    const credit = applyCredit(payment.chargeCents, s.creditCents)
    const isDeclined = credit.chargeCents > 0 && s.isCardDeclining
    const common = { planId: plan.id, scheduledPlanId: null, currentPeriodStart: start, currentPeriodEnd: end, creditCents: credit.creditLeftCents, ...payment.after, ...noPause }
    await recordInvoice(tx, {
      ...base, planId: plan.id, kind: 'renewal', amountCents: credit.chargeCents,
      discountCents: payment.discountCents, creditAppliedCents: credit.creditAppliedCents,
      status: isDeclined ? 'open' : 'paid', periodStart: start, periodEnd: end, paidAt: isDeclined ? null : now,
    })
    if (isDeclined) {
      const graceEndsAt = addDays(now, GRACE_DAYS)
      await updateSubscription(tx, s.id, { ...common, status: 'past_due', graceEndsAt })
      await recordChange(tx, {
        ...base,
        tier: plan.tier,
        event: { type: 'payment_failed', detail: { planId: plan.id, amountCents: credit.chargeCents, graceEndsAt: graceEndsAt.toISOString() } },
        notice: {
          title: 'Payment failed',
          message: `We could not charge your card ${formatMoney(credit.chargeCents)} for ${plan.name}. Update your card by ${formatDay(graceEndsAt)} to keep your ${plan.name} features.`,
          type: 'error',
        },
      })
      return 'failed'
    }
    await updateSubscription(tx, s.id, { ...common, status: 'active' })
    const type = s.status === 'trialing' ? 'trial_converted' : s.status === 'paused' ? 'pause_ended' : s.scheduledPlanId ? 'plan_changed' : 'renewed'
    const titles = { trial_converted: `Your ${plan.name} subscription has started`, pause_ended: pauseNotices.endedTitle(plan), plan_changed: `You are now on ${plan.name}`, renewed: `${plan.name} renewed` }
    await recordChange(tx, {
      ...base,
      tier: plan.tier,
      event: { type, detail: { planId: plan.id, chargeCents: credit.chargeCents } },
      notice: { title: titles[type], message: `You were charged ${formatMoney(credit.chargeCents)}. Next renewal: ${formatDay(end)}.`, type: 'success' },
    })
    return 'renewed'
  })
}

async function endAfterGrace(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)))
      .for('update')
    if (!s) return false
    await tx.update(billingInvoices).set({ status: 'void' }).where(and(eq(billingInvoices.subscriptionId, s.id), eq(billingInvoices.status, 'open')))
    await updateSubscription(tx, s.id, { status: 'canceled', endedAt: now, graceEndsAt: null })
    await recordChange(tx, {
      subscriptionId: s.id,
      userId: s.userId,
      tier: 'free',
      event: { type: 'grace_expired' },
      notice: { title: 'Your subscription has ended', message: 'We could not collect your payment, so your account moved to the Free plan. Subscribe again any time.', type: 'error' },
    })
    return true
  })
}

/**
 * The member ends their pause: one that has begun ends now (billing restarts with a payment
 * and a new period from now, as it would have at the pause's end); one not yet begun is dropped.
 */
export async function endPauseLocal(db: Db, input: { userId: string; now?: Date }) {
  const now = input.now ?? new Date()
  const due = await db.transaction(async (tx) => {
    const s = await findLiveSubscription(tx, input.userId, { lock: true })
    if (!s) throw noSubscription()
    // A pausing subscription set to cancel ends at its period end: undoing the cancel comes first.
    if (!s.pausedUntil || s.cancelAtPeriodEnd) throw notPaused()
    const plan = (await getPlanById(tx, s.planId))!
    if (s.status !== 'paused') {
      const row = await updateSubscription(tx, s.id, noPause)
      await recordChange(tx, { subscriptionId: s.id, userId: s.userId, tier: plan.tier, event: { type: 'pause_canceled' }, notice: pauseNotices.canceled(plan, row.currentPeriodEnd) })
      return null
    }
    await updateSubscription(tx, s.id, { currentPeriodEnd: now, pausedUntil: now })
    return s.id
  })
  if (due) await advance(db, due, now)
  return (await findLiveSubscription(db, input.userId))!
}

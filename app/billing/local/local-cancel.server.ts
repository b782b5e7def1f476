import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { billingInvoices } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { cardDeclined, noSubscription } from '../refusals.server'
import { getPlanById } from '../plans.server'
import { accessEndsAt, findLiveSubscription, formatDay, recordChange, updateSubscription } from '../state.server'
import type { TestCard } from './test-cards'

async function liveWithPlan(tx: Db, userId: string) {
  const subscription = await findLiveSubscription(tx, userId, { lock: true })
  if (!subscription) throw noSubscription()
  return { subscription, plan: (await getPlanById(tx, subscription.planId))! }
}

/** Cancels at period end: no renewal, paid features until then, then Free. Idempotent. */
export async function cancelLocal(db: Db, input: { userId: string; now?: Date }) {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const { subscription, plan } = await liveWithPlan(tx, input.userId)
    if (subscription.cancelAtPeriodEnd) return subscription
    const row = await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: true, canceledAt: now, scheduledPlanId: null })
    const until = accessEndsAt(row)
    await recordChange(tx, {
      subscriptionId: row.id,
      userId: input.userId,
      tier: plan.tier,
      event: { type: 'cancel_scheduled', detail: { accessUntil: until.toISOString() } },
      notice: {
        title: 'Subscription canceled',
        message: `Your ${plan.name} subscription will not renew. You keep access until ${formatDay(until)}, then your account moves to Free. Your data is kept for 30 days after that.`,
        type: 'warning',
      },
    })
    return row
  })
}

/** Resubscribing before the period ends undoes a cancellation. */
export async function resumeLocal(db: Db, input: { userId: string }) {
  return db.transaction(async (tx) => {
    const { subscription, plan } = await liveWithPlan(tx, input.userId)
    if (!subscription.cancelAtPeriodEnd) throw new AppError('not_canceling', 409, 'billing.error.not_canceling')
    const row = await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: false, canceledAt: null })
    await recordChange(tx, {
      subscriptionId: row.id,
      userId: input.userId,
      tier: plan.tier,
      event: { type: 'resumed' },
      notice: { title: 'Subscription resumed', message: `Your ${plan.name} subscription will renew on ${formatDay(row.currentPeriodEnd)}.`, type: 'success' },
    })
    return row
  })
}

/** Drops a downgrade waiting for the next renewal; the member stays on the current plan. */
export async function undoScheduledChangeLocal(db: Db, input: { userId: string }) {
  return db.transaction(async (tx) => {
    const { subscription, plan } = await liveWithPlan(tx, input.userId)
    if (!subscription.scheduledPlanId) throw new AppError('no_scheduled_change', 409, 'billing.error.no_scheduled_change')
    const row = await updateSubscription(tx, subscription.id, { scheduledPlanId: null })
    await recordChange(tx, {
      subscriptionId: row.id,
      userId: input.userId,
      tier: plan.tier,
      event: { type: 'scheduled_change_canceled', detail: { planId: subscription.scheduledPlanId } },
      notice: { title: 'Plan change canceled', message: `You stay on ${plan.name}.` },
    })
    return row
  })
}

/** After a failed renewal: pays the open invoice with a new card and restores the subscription. */
export async function retryPaymentLocal(db: Db, input: { userId: string; card: TestCard; now?: Date }) {
  const now = input.now ?? new Date()
  if (input.card.outcome === 'decline') throw cardDeclined()
  return db.transaction(async (tx) => {
    const { subscription, plan } = await liveWithPlan(tx, input.userId)
    if (subscription.status !== 'past_due' || subscription.provider !== 'local') throw new AppError('not_available', 409, 'answers.billing.nothingToRetry')
    await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.status, 'open')))
    const row = await updateSubscription(tx, subscription.id, {
      status: 'active',
      graceEndsAt: null,
      cardBrand: input.card.brand,
      cardLast4: input.card.last4,
      isCardDeclining: input.card.outcome === 'decline-later',
    })
    await recordChange(tx, {
      subscriptionId: row.id,
      userId: input.userId,
      tier: plan.tier,
      event: { type: 'payment_recovered' },
      notice: { title: 'Payment received', message: `Thank you — your ${plan.name} subscription is active again and renews on ${formatDay(row.currentPeriodEnd)}.`, type: 'success' },
    })
    return row
  })
}

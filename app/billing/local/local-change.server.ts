import type { Db } from '../../db/client.server'
import { planLabel, previewChange } from '../change-preview.server'
import { AppError } from '../../lib/app-error'
import { cardDeclined, noSubscription } from '../refusals.server'
import { formatMoney, prorate } from '../plan-math'
import { getPaidPlan, getPlanById } from '../plans.server'
import { refuseChangeWhilePaused } from '../pauses.server'
import { findLiveSubscription, formatDay, recordChange, recordInvoice, updateSubscription } from '../state.server'

/** Upgrades at once with a prorated charge; downgrades are scheduled for the next renewal. */
export async function changePlanLocal(db: Db, input: { userId: string; planId: string; now?: Date }) {
  const now = input.now ?? new Date()
  const to = await getPaidPlan(db, input.planId)
  return db.transaction(async (tx) => {
    const subscription = await findLiveSubscription(tx, input.userId, { lock: true })
    if (!subscription) throw noSubscription()
    if (subscription.status === 'past_due') throw new AppError('past_due', 409, 'billing.error.past_due')
    refuseChangeWhilePaused(subscription)
    const from = (await getPlanById(tx, subscription.planId))!
    const preview = previewChange(subscription, from, to, now)
    const base = { subscriptionId: subscription.id, userId: input.userId }
    if (preview.kind === 'downgrade') {
      const row = await updateSubscription(tx, subscription.id, { scheduledPlanId: to.id, cancelAtPeriodEnd: false, canceledAt: null })
      await recordChange(tx, {
        ...base,
        tier: from.tier,
        event: { type: 'downgrade_scheduled', detail: { from: from.id, to: to.id, effectiveAt: preview.effectiveAt.toISOString() } },
        notice: { title: 'Plan change scheduled', message: `Your plan changes to ${planLabel(to)} on ${formatDay(preview.effectiveAt)}. You keep ${from.name} until then.` },
      })
      return { preview, subscription: row, plan: to }
    }
    if (preview.kind === 'trial-switch') {
      const row = await updateSubscription(tx, subscription.id, { planId: to.id, scheduledPlanId: null })
      await recordChange(tx, {
        ...base,
        tier: to.tier,
        event: { type: 'plan_changed', detail: { from: from.id, to: to.id, duringTrial: true } },
        notice: { title: 'Billing changed', message: `After your free trial you will be billed for ${planLabel(to)}.` },
      })
      return { preview, subscription: row, plan: to }
    }
    if (preview.chargeCents > 0 && subscription.isCardDeclining) throw cardDeclined()
    const result = prorate({
      from, to, now, isTrial: subscription.status === 'trialing',
      periodStart: subscription.currentPeriodStart, periodEnd: subscription.currentPeriodEnd,
      discountPercent: subscription.discountPercent, discountAmountCents: subscription.discountAmountCents, creditCents: subscription.creditCents,
    })
    const row = await updateSubscription(tx, subscription.id, {
      planId: to.id,
      status: 'active',
      trialEnd: subscription.status === 'trialing' ? now : subscription.trialEnd,
      currentPeriodStart: result.periodStart,
      currentPeriodEnd: result.periodEnd,
      creditCents: result.creditLeftCents,
      scheduledPlanId: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    })
    await recordInvoice(tx, {
      userId: input.userId, subscriptionId: subscription.id, planId: to.id, kind: 'proration',
      amountCents: result.chargeCents, creditAppliedCents: result.creditAppliedCents, status: 'paid',
      periodStart: now, periodEnd: result.periodEnd, paidAt: now,
    })
    await recordChange(tx, {
      ...base,
      tier: to.tier,
      event: { type: 'upgraded', detail: { from: from.id, to: to.id, chargeCents: result.chargeCents, unusedCents: result.unusedCents, creditLeftCents: result.creditLeftCents } },
      notice: {
        title: `Upgraded to ${to.name}`,
        message: `${planLabel(to)} is active now. You were charged ${formatMoney(result.chargeCents)} (prorated); it renews on ${formatDay(result.periodEnd)}.`,
        type: 'success',
      },
    })
    return { preview, subscription: row, plan: to }
  })
}

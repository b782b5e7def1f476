import type { Db } from '../db/client.server'
import { BillingError, cardDeclined, noSubscription } from './errors.server'
import { changeKind, formatMoney, prorate } from './plan-math'
import { getPaidPlan, getPlanById, type Plan } from './plans.server'
import { findLiveSubscription, formatDay, recordChange, recordInvoice, updateSubscription, type SubscriptionRow } from './state.server'

export type ChangePreview =
  | { kind: 'upgrade'; chargeCents: number; creditLeftCents: number; periodEnd: Date }
  | { kind: 'trial-switch' | 'downgrade'; chargeCents: 0; effectiveAt: Date }

export const planLabel = (plan: Plan) => `${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`

/** What moving a subscription to another plan would do now: the prorated charge, or when. */
export function previewChange(subscription: SubscriptionRow, from: Plan, to: Plan, now: Date): ChangePreview {
  const kind = changeKind(from, to)
  if (kind === 'same') throw new BillingError('same_plan', 'You are already on this plan.', 409)
  const isTrial = subscription.status === 'trialing'
  if (isTrial && from.tier === to.tier) return { kind: 'trial-switch', chargeCents: 0, effectiveAt: now }
  if (kind === 'downgrade') return { kind, chargeCents: 0, effectiveAt: subscription.currentPeriodEnd }
  const result = prorate({
    from,
    to,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now,
    discountPercent: subscription.discountPercent,
    creditCents: subscription.creditCents,
    isTrial,
  })
  return { kind: 'upgrade', chargeCents: result.chargeCents, creditLeftCents: result.creditLeftCents, periodEnd: result.periodEnd }
}

/** Upgrades at once with a prorated charge; downgrades are scheduled for the next renewal. */
export async function changePlanLocal(db: Db, input: { userId: string; planId: string; now?: Date }) {
  const now = input.now ?? new Date()
  const to = await getPaidPlan(db, input.planId)
  return db.transaction(async (tx) => {
    const subscription = await findLiveSubscription(tx, input.userId, { lock: true })
    if (!subscription) throw noSubscription()
    if (subscription.status === 'past_due') throw new BillingError('past_due', 'Update your payment method before changing plans.', 409)
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
      discountPercent: subscription.discountPercent, creditCents: subscription.creditCents,
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

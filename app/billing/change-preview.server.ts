import { AppError } from '../lib/app-error'
import { changeKind, prorate } from './plan-math'
import type { Plan } from './plans.server'
import type { SubscriptionRow } from './state.server'

export type ChangePreview =
  | { kind: 'upgrade'; chargeCents: number; creditLeftCents: number; periodEnd: Date }
  | { kind: 'trial-switch' | 'downgrade'; chargeCents: 0; effectiveAt: Date }

export const planLabel = (plan: Plan) => `${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`

/** What moving a subscription to another plan would do now: the prorated charge, or when. */
export function previewChange(subscription: SubscriptionRow, from: Plan, to: Plan, now: Date): ChangePreview {
  const kind = changeKind(from, to)
  if (kind === 'same') throw new AppError('same_plan', 409, 'billing.error.same_plan')
  const isTrial = subscription.status === 'trialing'
  if (isTrial && from.tier === to.tier) return { kind: 'trial-switch', chargeCents: 0, effectiveAt: now }
  if (kind === 'downgrade') return { kind, chargeCents: 0, effectiveAt: subscription.currentPeriodEnd }
  const result = prorate({
    from,
    to,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now,
    discountPercent: subscription.discountPercent, discountAmountCents: subscription.discountAmountCents,
    creditCents: subscription.creditCents,
    isTrial,
  })
  return { kind: 'upgrade', chargeCents: result.chargeCents, creditLeftCents: result.creditLeftCents, periodEnd: result.periodEnd }
}

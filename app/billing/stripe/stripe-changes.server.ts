import type { NotificationType } from '../../notifications/notifications.server'
import { changeKind } from '../plan-math'
import type { Plan } from '../plans.server'
import { formatDay } from '../state.server'
import { pauseNotices } from '../pauses.server'

interface SyncedState {
  status: string
  planId: string
  cancelAtPeriodEnd: boolean
  currentPeriodEnd: Date
  scheduledPlanId: string | null
  graceEndsAt: Date | null
  pausedUntil?: Date | null
}

type Described = { type: string; notice: { title: string; message: string; type?: NotificationType } }

/**
 * Names what changed between the stored and the Stripe state, for the audit row and the
 * member's notification; null when nothing a member would notice changed (so duplicate and
 * replayed events add nothing).
 */
export function describeChange(prev: SyncedState | undefined, next: SyncedState, prevPlan: Plan | undefined, plan: Plan): Described | null {
  const until = formatDay(next.currentPeriodEnd)
  if (!prev) {
    return next.status === 'trialing'
      ? { type: 'trial_started', notice: { title: 'Your free trial has started', message: `Enjoy ${plan.name} free until ${until}; it then continues as a paid subscription unless you cancel.`, type: 'success' } }
      : { type: 'subscribed', notice: { title: `Welcome to ${plan.name}`, message: `Your subscription renews automatically on ${until}.`, type: 'success' } }
  }
  if (prev.status !== next.status) {
    if (next.status === 'canceled') return { type: 'ended', notice: { title: `Your ${plan.name} subscription has ended`, message: 'Your account is now on the Free plan. Your data is kept for 30 days.' } }
    if (next.status === 'past_due')
      return { type: 'payment_failed', notice: { title: 'Payment failed', message: `We could not charge your card. Update it by ${formatDay(next.graceEndsAt ?? next.currentPeriodEnd)} to keep your ${plan.name} features.`, type: 'error' } }
    if (next.status === 'paused' && next.pausedUntil) return { type: 'paused', notice: pauseNotices.started(plan, next.pausedUntil) }
    if (prev.status === 'paused' && next.status === 'active')
      return { type: 'pause_ended', notice: { title: pauseNotices.endedTitle(plan), message: `Next renewal: ${until}.`, type: 'success' } }
    if (prev.status === 'past_due' && next.status === 'active') return { type: 'payment_recovered', notice: { title: 'Payment received', message: `Your ${plan.name} subscription is active again.`, type: 'success' } }
    if (prev.status === 'trialing' && next.status === 'active' && prev.planId === next.planId)
      return { type: 'trial_converted', notice: { title: `Your ${plan.name} subscription has started`, message: `Next renewal: ${until}.`, type: 'success' } }
  }
  if (prev.planId !== next.planId && prevPlan) {
    const isUpgrade = changeKind(prevPlan, plan) === 'upgrade'
    return isUpgrade
      ? { type: 'upgraded', notice: { title: `Upgraded to ${plan.name}`, message: `${plan.name} is active now; it renews on ${until}.`, type: 'success' } }
      : { type: 'plan_changed', notice: { title: `You are now on ${plan.name}`, message: `Next renewal: ${until}.`, type: 'success' } }
  }
  if (prev.cancelAtPeriodEnd !== next.cancelAtPeriodEnd) {
    return next.cancelAtPeriodEnd
      ? { type: 'cancel_scheduled', notice: { title: 'Subscription canceled', message: `Your ${plan.name} subscription will not renew. You keep access until ${until}, then your account moves to Free. Your data is kept for 30 days after that.`, type: 'warning' } }
      : { type: 'resumed', notice: { title: 'Subscription resumed', message: `Your ${plan.name} subscription will renew on ${until}.`, type: 'success' } }
  }
  if (prev.scheduledPlanId && !next.scheduledPlanId) return { type: 'scheduled_change_canceled', notice: { title: 'Plan change canceled', message: `You stay on ${plan.name}.` } }
  if (prev.currentPeriodEnd.getTime() !== next.currentPeriodEnd.getTime() && next.status === 'active')
    return { type: 'renewed', notice: { title: `${plan.name} renewed`, message: `Next renewal: ${until}.`, type: 'success' } }
  return null
}

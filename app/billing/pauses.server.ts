import { AppError } from '../lib/app-error'
import { addInterval, formatMoney } from './plan-math'
import type { Plan } from './plans.server'
import { formatDay, type SubscriptionRow } from './state.server'

/**
 * A pause taken on the cancel page (decision 54): it starts when the paid period ends, lasts
 * the offer's months with no payment and no paid features, then billing restarts with a full
 * payment and a new period. Both providers keep the same two columns.
 */
export const pauseWindow = (subscription: Pick<SubscriptionRow, 'currentPeriodEnd'>, months: number) => ({
  pauseStartsAt: subscription.currentPeriodEnd,
  pausedUntil: addInterval(subscription.currentPeriodEnd, 'month', months),
})

/** Whether the pause has begun and not yet ended at `now`. */
export const isInPause = (row: Pick<SubscriptionRow, 'pauseStartsAt' | 'pausedUntil'>, now: Date) =>
  row.pauseStartsAt !== null && row.pausedUntil !== null && row.pauseStartsAt <= now && now < row.pausedUntil

/** Clears a pause (it ended, or the member resumed or kept billing). */
export const noPause = { pauseStartsAt: null, pausedUntil: null }

export const notPaused = () => new AppError('not_paused', 409, 'billing.error.not_paused')
export const subscriptionPaused = () => new AppError('subscription_paused', 409, 'billing.error.subscription_paused')

/** A paused (or pausing) subscription keeps its plan: changing it waits for billing to restart. */
export function refuseChangeWhilePaused(subscription: Pick<SubscriptionRow, 'status' | 'pausedUntil'>) {
  if (subscription.status === 'paused' || subscription.pausedUntil !== null) throw subscriptionPaused()
}

/** What the member is told at each step of a pause. */
export const pauseNotices = {
  scheduled: (plan: Plan, window: { pauseStartsAt: Date; pausedUntil: Date }) => ({
    title: 'Pause arranged',
    message: `Thank you for staying. Your ${plan.name} subscription pauses on ${formatDay(window.pauseStartsAt)}: nothing is charged until ${formatDay(window.pausedUntil)}, when it continues at ${formatMoney(plan.priceCents)}.`,
    type: 'success' as const,
  }),
  started: (plan: Plan, pausedUntil: Date) => ({
    title: `Your ${plan.name} subscription is paused`,
    message: `Nothing is charged until ${formatDay(pausedUntil)}. Your account is on Free until then; resume any time from your subscription page.`,
  }),
  /** The title when billing restarts (each provider says what it charged). */
  endedTitle: (plan: Plan) => `Your ${plan.name} subscription has resumed`,
  canceled: (plan: Plan, renewsOn: Date) => ({
    title: 'Pause canceled',
    message: `Your ${plan.name} subscription carries on without a pause and renews on ${formatDay(renewsOn)}.`,
    type: 'success' as const,
  }),
}

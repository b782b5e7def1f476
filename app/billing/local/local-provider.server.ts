import { AppError } from '../../lib/app-error'
import type { BillingProvider } from '../provider'
import { cancelLocal, resumeLocal, undoScheduledChangeLocal } from './local-cancel.server'
import { changePlanLocal } from './local-change.server'
import { endPauseLocal } from './local-renewals.server'

/**
 * The default provider: no payment service, the same lifecycle. Checkout is our own
 * test-mode page; renewals, trial ends and failed payments are run by the billing job.
 */
export const localProvider: BillingProvider = {
  name: 'local',
  startCheckout: async (_db, { plan, offer }) => ({
    url: `/subscription/checkout?plan=${encodeURIComponent(plan.id)}${offer ? `&offer=${encodeURIComponent(offer.code)}` : ''}`,
  }),
  changePlan: changePlanLocal,
  cancel: cancelLocal,
  resume: resumeLocal,
  undoScheduledChange: undoScheduledChangeLocal,
  endPause: endPauseLocal,
  portalUrl: async () => null,
  // runBillingCycle ends local subscriptions whose grace ran out.
  expireGracePeriods: async () => 0,
  // runBillingCycle starts and ends local pauses.
  runPauses: async () => 0,
}

const paymentsNotConfigured = () =>
  new AppError('payments_not_configured', 503, 'billing.error.payments_not_configured')

/**
 * A public site with no payment provider: nothing can be bought or upgraded; what needs no
 * payment (cancelling, resuming, keeping a plan) works as with the local provider.
 */
export const unavailableProvider: BillingProvider = {
  ...localProvider,
  name: 'none',
  startCheckout: async () => {
    throw paymentsNotConfigured()
  },
  changePlan: async () => {
    throw paymentsNotConfigured()
  },
}

import { billingProviderName, getConfig, type BillingProviderName } from '../config.server'
import type { Db } from '../db/client.server'
import { cancelLocal, resumeLocal, undoScheduledChangeLocal } from './local-cancel.server'
import { BillingError } from './errors.server'
import { changePlanLocal, type ChangePreview } from './local-change.server'
import type { Plan } from './plans.server'
import type { SubscriptionRow } from './state.server'
import { stripeProvider } from './stripe-provider.server'

export interface CheckoutInput {
  user: { id: string; email: string; name: string }
  plan: Plan
  /** Whether the member gets the 7-day Premium trial. */
  isTrialEligible: boolean
}

export interface PlanChange {
  preview: ChangePreview
  subscription: SubscriptionRow
  plan: Plan
}

/**
 * What the site asks of a payment provider. Both providers end in the same state machine:
 * the local one changes the rows itself; Stripe's changes are read back from Stripe and
 * applied by the same bookkeeping (tier, audit row, notification) in one transaction.
 */
export interface BillingProvider {
  name: BillingProviderName
  /** Where the browser goes to pay for a new subscription. */
  startCheckout(db: Db, input: CheckoutInput): Promise<{ url: string }>
  changePlan(db: Db, input: { userId: string; planId: string; now?: Date }): Promise<PlanChange>
  cancel(db: Db, input: { userId: string; now?: Date }): Promise<SubscriptionRow>
  resume(db: Db, input: { userId: string }): Promise<SubscriptionRow>
  undoScheduledChange(db: Db, input: { userId: string }): Promise<SubscriptionRow>
  /** The provider's self-service page (Stripe Customer Portal); null when there is none. */
  portalUrl(db: Db, input: { userId: string; returnUrl: string }): Promise<string | null>
  /** Ends subscriptions whose payment grace period ran out; returns how many. */
  expireGracePeriods(db: Db, input: { now: Date }): Promise<number>
}

/**
 * The default provider: no payment service, the same lifecycle. Checkout is our own
 * test-mode page; renewals, trial ends and failed payments are run by the billing job.
 */
export const localProvider: BillingProvider = {
  name: 'local',
  startCheckout: async (_db, { plan }) => ({ url: `/subscription/checkout?plan=${encodeURIComponent(plan.id)}` }),
  changePlan: changePlanLocal,
  cancel: cancelLocal,
  resume: resumeLocal,
  undoScheduledChange: undoScheduledChangeLocal,
  portalUrl: async () => null,
  // runBillingCycle ends local subscriptions whose grace ran out.
  expireGracePeriods: async () => 0,
}

const paymentsNotConfigured = () =>
  new BillingError('payments_not_configured', 'Payments are not set up on this site yet, so paid plans cannot be bought right now.', 503)

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

/** The configured provider: new subscriptions start there. */
export function getBillingProvider(): BillingProvider {
  const name = billingProviderName(getConfig())
  return name === 'stripe' ? stripeProvider : name === 'local' ? localProvider : unavailableProvider
}

/** The provider an existing subscription belongs to (it stays there if the setting changes). */
export const providerFor = (name: string): BillingProvider => (name === 'stripe' ? stripeProvider : localProvider)

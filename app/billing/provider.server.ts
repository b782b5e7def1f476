import { billingProviderName, getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { cancelLocal, resumeLocal, undoScheduledChangeLocal } from './local-cancel.server'
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
  name: 'local' | 'stripe'
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

/** The configured provider: new subscriptions start there. */
export function getBillingProvider(): BillingProvider {
  return billingProviderName(getConfig()) === 'stripe' ? stripeProvider : localProvider
}

/** The provider an existing subscription belongs to (it stays there if the setting changes). */
export const providerFor = (name: string): BillingProvider => (name === 'stripe' ? stripeProvider : localProvider)

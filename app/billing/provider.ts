import type { BillingProviderName } from '../config.server'
import type { Db } from '../db/client.server'
import type { ChangePreview } from './change-preview.server'
import type { Plan } from './plans.server'
import type { SubscriptionRow } from './state.server'
import type { Offer } from './offers/offers.server'
import type { Attribution } from '../attribution/attribution.server'

interface CheckoutInput {
  user: { id: string; email: string; name: string }
  plan: Plan
  /** A signup offer already checked for this plan and member (decision 48). */
  offer?: Offer
  /** Whether the member never subscribed before (the condition of every free trial). */
  isFirstSubscription: boolean
  /** Where the visit came from, recorded once the provider confirms the subscription. */
  attribution?: Attribution
}

interface PlanChange {
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
  /** Ends the member's pause now (billing restarts), or drops one that has not begun (decision 54). */
  endPause(db: Db, input: { userId: string; now?: Date }): Promise<SubscriptionRow>
  /** The provider's self-service page (Stripe Customer Portal); null when there is none. */
  portalUrl(db: Db, input: { userId: string; returnUrl: string }): Promise<string | null>
  /** Ends subscriptions whose payment grace period ran out; returns how many. */
  expireGracePeriods(db: Db, input: { now: Date }): Promise<number>
  /** Starts the pauses due and restarts billing where one ended; returns how many moved. */
  runPauses(db: Db, input: { now: Date }): Promise<number>
}

import type { Db } from '../db/client.server'
import { hitRateLimit } from '../lib/rate-limit.server'
import { AppError } from '../lib/app-error'
import { noSubscription } from './refusals.server'
import { alreadySubscribed, subscribeLocal } from './local/local-subscribe.server'
import { getPaidPlan } from './plans.server'
import { getBillingProvider, providerFor } from './provider-choice.server'
import { findLiveSubscription, hasHadSubscription } from './state.server'
import { readTestCard, type checkoutSchema } from './local/test-cards'
import type { z } from 'zod'
import { checkoutOffer } from './offers/offers.server'

export interface Member {
  id: string
  email: string
  name: string
}

const billingRule = { limit: 30, windowSeconds: 10 * 60 }

/** Billing requests per member are limited (card attempts, provider sessions). */
export async function limitBilling(db: Db, userId: string) {
  const { allowed } = await hitRateLimit(db, `billing:${userId}`, billingRule)
  if (!allowed) throw new AppError('rate_limited', 429, 'billing.error.rate_limited')
}

/**
 * Starts a subscription: the URL of the provider's checkout. Choosing again the plan of a
 * subscription that is set to cancel undoes the cancellation instead (no new checkout).
 */
export async function startSubscription(db: Db, { user, planId, offerCode }: { user: Member; planId: string; offerCode?: string }) {
  await limitBilling(db, user.id)
  const plan = await getPaidPlan(db, planId)
  const live = await findLiveSubscription(db, user.id)
  if (live) {
    if (live.cancelAtPeriodEnd && live.planId === plan.id) {
      await providerFor(live.provider).resume(db, { userId: user.id })
      return { url: '/subscription?resumed=1', resumed: true }
    }
    throw alreadySubscribed()
  }
  const isFirstSubscription = !(await hasHadSubscription(db, user.id))
  const isTrialEligible = plan.tier === 'premium' && isFirstSubscription
  const offer = await checkoutOffer(db, offerCode, { planId: plan.id, now: new Date(), isTrialEligible: isFirstSubscription })
  const { url } = await getBillingProvider().startCheckout(db, { user, plan, isTrialEligible, offer, isFirstSubscription })
  return { url, resumed: false }
}

/** The local test-mode checkout's payment. */
export async function payLocalCheckout(db: Db, { user, form }: { user: Member; form: z.output<typeof checkoutSchema> }) {
  if (getBillingProvider().name !== 'local') throw new AppError('not_available', 404, 'answers.billing.testCheckoutOff')
  await limitBilling(db, user.id)
  return subscribeLocal(db, { userId: user.id, planId: form.plan, card: readTestCard(form), promotionCode: form.promotionCode })
}

/** The provider of the member's current subscription (changes go where it was made). */
async function ownProvider(db: Db, userId: string) {
  await limitBilling(db, userId)
  const live = await findLiveSubscription(db, userId)
  if (!live) throw noSubscription()
  return providerFor(live.provider)
}

export async function changePlan(db: Db, { userId, planId }: { userId: string; planId: string }) {
  return (await ownProvider(db, userId)).changePlan(db, { userId, planId })
}

export async function cancelSubscription(db: Db, { userId }: { userId: string }) {
  return (await ownProvider(db, userId)).cancel(db, { userId })
}

export async function resumeSubscription(db: Db, { userId }: { userId: string }) {
  return (await ownProvider(db, userId)).resume(db, { userId })
}

export async function undoScheduledChange(db: Db, { userId }: { userId: string }) {
  return (await ownProvider(db, userId)).undoScheduledChange(db, { userId })
}

export async function openPortal(db: Db, { userId, returnUrl }: { userId: string; returnUrl: string }) {
  await limitBilling(db, userId)
  const url = await providerFor('stripe').portalUrl(db, { userId, returnUrl })
  if (!url) throw new AppError('not_available', 404, 'answers.billing.noPortal')
  return url
}

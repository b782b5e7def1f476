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
import { recordConversion, unattributed, type Attribution } from '../attribution/attribution.server'

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
export async function startSubscription(db: Db, { user, planId, offerCode, attribution = unattributed }: { user: Member; planId: string; offerCode?: string; attribution?: Attribution }) {
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
  const offer = await checkoutOffer(db, offerCode, { planId: plan.id, now: new Date(), isTrialEligible: isFirstSubscription })
  const { url } = await getBillingProvider().startCheckout(db, { user, plan, offer, isFirstSubscription, attribution })
  return { url, resumed: false }
}

/** The local test-mode checkout's payment; a subscription made is a paid start where the visit came from. */
export async function payLocalCheckout(db: Db, { user, form, attribution = unattributed }: { user: Member; form: z.output<typeof checkoutSchema>; attribution?: Attribution }) {
  if (getBillingProvider().name !== 'local') throw new AppError('not_available', 404, 'answers.billing.testCheckoutOff')
  await limitBilling(db, user.id)
  const result = await subscribeLocal(db, { userId: user.id, planId: form.plan, card: readTestCard(form), promotionCode: form.promotionCode })
  await recordConversion(db, { userId: user.id, kind: 'paid_start', attribution, planId: form.plan })
  return result
}

/** The member's current subscription and its provider (changes go where it was made). */
async function ownSubscription(db: Db, userId: string) {
  await limitBilling(db, userId)
  const live = await findLiveSubscription(db, userId)
  if (!live) throw noSubscription()
  return { live, provider: providerFor(live.provider) }
}

const ownProvider = async (db: Db, userId: string) => (await ownSubscription(db, userId)).provider

/** Changes the member's plan through its provider; an upgrade is a conversion where the visit came from. */
export async function changePlan(db: Db, { userId, planId, attribution = unattributed }: { userId: string; planId: string; attribution?: Attribution }) {
  const change = await (await ownProvider(db, userId)).changePlan(db, { userId, planId })
  if (change.preview.kind === 'upgrade') await recordConversion(db, { userId, kind: 'upgrade', attribution, planId })
  return change
}

/** Cancels at the period end through the member's provider, recorded as a conversion the other way. */
export async function cancelSubscription(db: Db, { userId, attribution = unattributed }: { userId: string; attribution?: Attribution }) {
  const subscription = await (await ownProvider(db, userId)).cancel(db, { userId })
  await recordConversion(db, { userId, kind: 'cancellation', attribution, planId: subscription.planId })
  return subscription
}

export async function resumeSubscription(db: Db, { userId }: { userId: string }) {
  return (await ownProvider(db, userId)).resume(db, { userId })
}

/** Ends the member's pause now, or keeps billing instead of a pause not yet begun; the result's message says which. */
export async function endPause(db: Db, { userId }: { userId: string }) {
  const { live, provider } = await ownSubscription(db, userId)
  await provider.endPause(db, { userId })
  return { ok: true, key: live.status === 'paused' ? 'billing.done.unpaused' : 'billing.done.resumed' }
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

import { and, eq, lte } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { subscriptions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { noSubscription } from '../refusals.server'
import { planLabel, previewChange } from '../change-preview.server'
import { getPaidPlan, getPlanById } from '../plans.server'
import type { BillingProvider } from '../provider'
import { findLiveSubscription, formatDay, recordChange } from '../state.server'
import { callStripe, latestCustomer, releaseSchedule } from './stripe-client.server'
import { applyStripeSubscription } from './stripe-sync.server'
import { endStripePause, runStripePauses } from './stripe-pauses.server'
import { refuseChangeWhilePaused } from '../pauses.server'
import { stripeCouponFor } from './stripe-offers.server'
import { trialDaysFor } from '../offers/offer-terms'
import { attributionMetadata } from '../../attribution/attribution.server'

async function liveStripeSubscription(db: Db, userId: string) {
  const row = await findLiveSubscription(db, userId)
  if (!row?.providerSubscriptionId || row.provider !== 'stripe') throw noSubscription()
  return row as typeof row & { providerSubscriptionId: string }
}

/** Reads the subscription back from Stripe and applies it (the same path webhooks take). */
async function syncFromStripe(db: Db, id: string, detail: Record<string, unknown>) {
  const sub = await callStripe((stripe) => stripe.subscriptions.retrieve(id))
  return db.transaction((tx) => applyStripeSubscription(tx, sub, { detail }))
}

export const stripeProvider: BillingProvider = {
  name: 'stripe',

  async startCheckout(db, { user, plan, offer, isFirstSubscription, attribution }) {
    if (!plan.providerPriceId) throw new AppError('invalid_plan', 400, 'answers.billing.notOnline')
    const customer = await latestCustomer(db, user.id)
    const coupon = offer && offer.kind !== 'trial' ? await stripeCouponFor(db, offer, plan) : null
    const trialDays = trialDaysFor({ tier: plan.tier, isFirst: isFirstSubscription, offer })
    const site = getConfig().SITE_URL.replace(/\/$/, '')
    const session = await callStripe((stripe) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan.providerPriceId!, quantity: 1 }],
        ...(customer ? { customer } : { customer_email: user.email }),
        client_reference_id: user.id,
        metadata: { userId: user.id, planId: plan.id },
        subscription_data: { metadata: { userId: user.id, ...(offer ? { offerId: offer.id } : {}), ...(attribution ? attributionMetadata(attribution) : {}) }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
        // Stripe takes either one discount or the promotion-code box, not both.
        ...(coupon ? { discounts: [{ coupon }] } : { allow_promotion_codes: true }),
        success_url: `${site}/subscription?checkout=success`,
        cancel_url: `${site}/subscription?checkout=canceled`,
      }),
    )
    if (!session.url) throw new AppError('provider_error', 502, 'answers.billing.noCheckoutPage')
    return { url: session.url }
  },

  async changePlan(db, { userId, planId, now = new Date() }) {
    const to = await getPaidPlan(db, planId)
    const row = await liveStripeSubscription(db, userId)
    if (row.status === 'past_due') throw new AppError('past_due', 409, 'billing.error.past_due')
    refuseChangeWhilePaused(row)
    const from = (await getPlanById(db, row.planId))!
    const preview = previewChange(row, from, to, now)
    if (!to.providerPriceId) throw new AppError('invalid_plan', 400, 'answers.billing.notOnline')
    const sub = await releaseSchedule(row.providerSubscriptionId)
    const item = sub.items.data[0]!
    if (preview.kind === 'downgrade') {
      const schedule = await callStripe((stripe) => stripe.subscriptionSchedules.create({ from_subscription: sub.id }))
      await callStripe((stripe) =>
        stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
            { items: [{ price: to.providerPriceId!, quantity: 1 }] },
          ],
        }),
      )
      const subscription = await db.transaction(async (tx) => {
        const [updated] = await tx.update(subscriptions).set({ scheduledPlanId: to.id, cancelAtPeriodEnd: false, updatedAt: now }).where(eq(subscriptions.id, row.id)).returning()
        await recordChange(tx, {
          subscriptionId: row.id, userId, tier: from.tier,
          event: { type: 'downgrade_scheduled', detail: { from: from.id, to: to.id, schedule: schedule.id } },
          notice: { title: 'Plan change scheduled', message: `Your plan changes to ${planLabel(to)} on ${formatDay(preview.effectiveAt)}. You keep ${from.name} until then.` },
        })
        return updated!
      })
      return { preview, subscription, plan: to }
    }
    const endsTrial = preview.kind === 'upgrade' && row.status === 'trialing'
    await callStripe((stripe) =>
      stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price: to.providerPriceId! }],
        proration_behavior: preview.kind === 'upgrade' ? 'always_invoice' : 'none',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        ...(endsTrial ? { trial_end: 'now' as const } : {}),
      }),
    )
    const subscription = await syncFromStripe(db, sub.id, { source: 'member', from: from.id, to: to.id })
    return { preview, subscription, plan: to }
  },

  async cancel(db, { userId }) {
    const row = await liveStripeSubscription(db, userId)
    if (row.cancelAtPeriodEnd) return row
    await releaseSchedule(row.providerSubscriptionId)
    await callStripe((stripe) => stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: true }))
    return syncFromStripe(db, row.providerSubscriptionId, { source: 'member' })
  },

  async resume(db, { userId }) {
    const row = await liveStripeSubscription(db, userId)
    if (!row.cancelAtPeriodEnd) throw new AppError('not_canceling', 409, 'billing.error.not_canceling')
    await callStripe((stripe) => stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: false }))
    return syncFromStripe(db, row.providerSubscriptionId, { source: 'member' })
  },

  async undoScheduledChange(db, { userId }) {
    const row = await liveStripeSubscription(db, userId)
    if (!row.scheduledPlanId) throw new AppError('no_scheduled_change', 409, 'billing.error.no_scheduled_change')
    await releaseSchedule(row.providerSubscriptionId)
    return syncFromStripe(db, row.providerSubscriptionId, { source: 'member' })
  },

  endPause: endStripePause,
  runPauses: runStripePauses,

  async portalUrl(db, { userId, returnUrl }) {
    const customer = await latestCustomer(db, userId)
    if (!customer) return null
    const session = await callStripe((stripe) => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }))
    return session.url
  },

  async expireGracePeriods(db, { now }) {
    const lapsed = await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)))
    for (const { id } of lapsed) {
      if (!id) continue
      const sub = await callStripe((stripe) => stripe.subscriptions.cancel(id))
      await db.transaction((tx) => applyStripeSubscription(tx, sub, { now, detail: { source: 'grace_expired' } }))
    }
    return lapsed.length
  },
}

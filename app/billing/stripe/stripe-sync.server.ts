import { and, eq, inArray, ne } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '../../db/client.server'
import { billingInvoices, offers, subscriptions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { addDays, GRACE_DAYS, noDiscount } from '../plan-math'
import { discountOf } from '../offers/offer-terms'
import { recordProviderRedemption } from '../offers/offers.server'
import { attributionFromMetadata, recordConversion, unattributed } from '../../attribution/attribution.server'
import { getPlanById, getPlanByPriceId } from '../plans.server'
import { liveStatuses, recordChange, tierFor } from '../state.server'
import { describeChange } from './stripe-changes.server'
import { isInPause } from '../pauses.server'
import { fromUnix, idOf } from './stripe-client.server'

const statusOf = (status: Stripe.Subscription.Status) =>
  status === 'trialing' || status === 'active' || status === 'past_due' || status === 'incomplete' ? status : 'canceled'

/**
 * Makes the stored subscription match Stripe's current copy of it, in the caller's
 * transaction, with the same bookkeeping as the local provider. Applying the same state
 * twice changes nothing, so duplicated and out-of-order events converge.
 */
export async function applyStripeSubscription(tx: Db, sub: Stripe.Subscription, { now = new Date(), userIdHint = null as string | null, detail = {} as Record<string, unknown> } = {}) {
  const item = sub.items.data[0]
  const plan = item ? await getPlanByPriceId(tx, item.price.id) : undefined
  if (!item || !plan) throw new AppError('provider_error', 500, 'answers.billing.unknownPrice', { values: { id: sub.id } })
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id)).for('update')
  const userId = existing?.userId ?? sub.metadata?.userId ?? userIdHint
  if (!userId) throw new AppError('provider_error', 500, 'answers.billing.noMember', { values: { id: sub.id } })
  // Stripe keeps a subscription whose collection is paused active: the stored pause window says the member is on Free.
  const stripeStatus = statusOf(sub.status)
  const status = existing && isInPause(existing, now) && (stripeStatus === 'active' || stripeStatus === 'trialing') ? 'paused' : stripeStatus
  const graceEndsAt = status === 'past_due' ? (existing?.graceEndsAt ?? addDays(now, GRACE_DAYS)) : null
  const scheduled = sub.schedule && existing?.scheduledPlanId !== plan.id ? (existing?.scheduledPlanId ?? null) : null
  const state = {
    planId: plan.id,
    status,
    provider: 'stripe',
    providerCustomerId: idOf(sub.customer),
    currentPeriodStart: fromUnix(item.current_period_start)!,
    currentPeriodEnd: fromUnix(item.current_period_end)!,
    trialEnd: fromUnix(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: fromUnix(sub.canceled_at),
    endedAt: fromUnix(sub.ended_at),
    scheduledPlanId: scheduled,
    graceEndsAt,
    ...(await discountState(tx, sub, existing)),
  }
  const change = describeChange(existing, { ...state, pausedUntil: existing?.pausedUntil ?? null }, existing ? await getPlanById(tx, existing.planId) : undefined, plan)
  let row: typeof existing
  if (existing) {
    ;[row] = await tx.update(subscriptions).set({ ...state, updatedAt: now }).where(eq(subscriptions.id, existing.id)).returning()
  } else {
    if ((liveStatuses as readonly string[]).includes(status)) {
      // A second checkout completed for a member: the newer subscription replaces the older row.
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: now, updatedAt: now })
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...liveStatuses]), ne(subscriptions.providerSubscriptionId, sub.id)))
    }
    ;[row] = await tx.insert(subscriptions).values({ ...state, userId, providerSubscriptionId: sub.id }).returning()
    if (row!.offerId) await recordProviderRedemption(tx, row!.offerId, { userId, subscriptionId: row!.id, planId: plan.id })
    // The checkout carried where the visit came from; the subscription's creation is the paid start.
    if ((liveStatuses as readonly string[]).includes(status)) {
      await recordConversion(tx, { userId, kind: 'paid_start', attribution: attributionFromMetadata(sub.metadata) ?? unattributed, planId: plan.id, at: now })
    }
  }
  if (change) {
    const isInGrace = status !== 'past_due' || (graceEndsAt !== null && graceEndsAt > now)
    await recordChange(tx, {
      subscriptionId: row!.id,
      userId,
      tier: isInGrace ? tierFor(status, plan.tier) : 'free',
      event: { type: change.type, detail: { ...detail, planId: plan.id, stripeStatus: sub.status } },
      notice: change.notice,
    })
  }
  return row!
}

/**
 * The discount fields the row mirrors: a new subscription made through an offer's checkout
 * takes the offer's terms (Stripe's coupon counts the payments, so no count is kept here);
 * once Stripe's subscription carries no discount any more, the row's is cleared.
 */
async function discountState(tx: Db, sub: Stripe.Subscription, existing: typeof subscriptions.$inferSelect | undefined) {
  const offerId = existing ? null : sub.metadata?.offerId
  if (offerId) {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).limit(1)
    return offer ? { ...discountOf(offer), discountPeriodsLeft: null, offerId: offer.id } : {}
  }
  const hasDiscount = existing && (existing.discountPercent > 0 || existing.discountAmountCents > 0)
  if (hasDiscount && Array.isArray(sub.discounts) && sub.discounts.length === 0 && existing.offerId) return noDiscount
  return {}
}

const invoiceKind = (invoice: Stripe.Invoice) =>
  invoice.billing_reason === 'subscription_cycle'
    ? 'renewal'
    : invoice.billing_reason === 'subscription_update'
      ? 'proration'
      : invoice.amount_due === 0 && invoice.billing_reason === 'subscription_create'
        ? 'trial'
        : 'subscription'

const invoiceStatus = (status: Stripe.Invoice.Status | null) => (status === 'paid' ? 'paid' : status === 'void' || status === 'uncollectible' ? 'void' : 'open')

/** Stores (or updates) Stripe's current copy of an invoice in the payment history. */
export async function recordStripeInvoice(tx: Db, invoice: Stripe.Invoice, owner: { userId: string; subscriptionId: string }) {
  const line = invoice.lines?.data?.[0]
  const priceId = line?.pricing?.price_details?.price
  const plan = priceId ? await getPlanByPriceId(tx, typeof priceId === 'string' ? priceId : priceId.id) : undefined
  const status = invoiceStatus(invoice.status)
  const values = {
    ...owner,
    provider: 'stripe',
    providerInvoiceId: invoice.id,
    planId: plan?.id ?? null,
    kind: invoiceKind(invoice),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paidAt: fromUnix(invoice.status_transitions?.paid_at),
    createdAt: fromUnix(invoice.created)!,
  }
  const { providerInvoiceId: _id, createdAt: _created, ...changes } = values
  await tx.insert(billingInvoices).values(values).onConflictDoUpdate({ target: billingInvoices.providerInvoiceId, set: changes })
}

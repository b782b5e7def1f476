import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { billingWebhookEvents } from '../../db/schema'
import { jsonErrorBody } from '../../lib/json-error'
import { syncBookingCheckout } from '../../ads/booking/booking-checkout.server'
import { syncGiftCheckout } from '../gifts/gift-checkout.server'
import { getStripe, idOf } from './stripe-client.server'
import { applyStripeSubscription, recordStripeInvoice } from './stripe-sync.server'

const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

type Result = { status: number; body: Record<string, unknown> }

/** The current Stripe objects an event is about (events may be stale or arrive out of order). */
async function readCurrentState(stripe: Stripe, event: Stripe.Event) {
  const object = event.data.object as unknown as Record<string, unknown> & { id: string }
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      const id = idOf(session.subscription)
      return id ? { subscription: await stripe.subscriptions.retrieve(id), userIdHint: session.client_reference_id } : null
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscription: await stripe.subscriptions.retrieve(object.id), userIdHint: null }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await stripe.invoices.retrieve(object.id)
      const id = idOf(invoice.parent?.subscription_details?.subscription)
      return id ? { subscription: await stripe.subscriptions.retrieve(id), userIdHint: null, invoice } : null
    }
    default:
      return null
  }
}

/**
 * Verifies the signature over the raw body, then applies the event once: the event id is
 * stored in the same transaction as its effect, so a duplicate or a replay changes nothing.
 * A completed one-off payment is an advertising booking's (its own update applies once).
 */
export async function handleStripeWebhook(db: Db, rawBody: Buffer, signature: string | null, { now = new Date() } = {}): Promise<Result> {
  const secret = getConfig().STRIPE_WEBHOOK_SECRET
  if (!secret) return { status: 404, body: jsonErrorBody('not_configured', 'Stripe billing is not configured.') }
  const stripe = getStripe()
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret)
  } catch {
    return { status: 400, body: jsonErrorBody('invalid_signature', 'Invalid signature.') }
  }
  const [seen] = await db.select({ id: billingWebhookEvents.id }).from(billingWebhookEvents).where(eq(billingWebhookEvents.id, event.id))
  if (seen) return { status: 200, body: { received: true, duplicate: true } }
  if (event.type === 'checkout.session.completed' && event.data.object.mode === 'payment') {
    // A one-off payment: a gift bought on /gift, or an advertising package booked on /advertising (each applied once by itself).
    const sessionId = event.data.object.id
    const applied = event.data.object.metadata?.giftId ? await syncGiftCheckout(db, { sessionId }) : await syncBookingCheckout(db, { sessionId })
    await db.insert(billingWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
    return { status: 200, body: { received: true, duplicate: !applied } }
  }
  const state = (handledEventTypes as readonly string[]).includes(event.type) ? await readCurrentState(stripe, event) : null
  const applied = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id })
    if (inserted.length === 0) return false
    if (!state) return true
    const row = await applyStripeSubscription(tx, state.subscription, { now, userIdHint: state.userIdHint, detail: { source: 'webhook', eventId: event.id } })
    if ('invoice' in state && state.invoice) await recordStripeInvoice(tx, state.invoice, { userId: row.userId, subscriptionId: row.id })
    return true
  })
  return { status: 200, body: { received: true, duplicate: !applied } }
}

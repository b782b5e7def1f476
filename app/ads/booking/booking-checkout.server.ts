import { and, eq } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { adCampaigns, adPayments } from '../../db/schema'
import { callStripe, idOf } from '../../billing/stripe/stripe-client.server'
import { AppError } from '../../lib/app-error'
import { packageOf } from '../packages'
import { confirmBookingPayment, type BookingPaymentRow } from './booking.server'

/**
 * Opens a Stripe Checkout page for a booked campaign's one payment (mode `payment`, the
 * package's price). The session id is kept with the payment, so the webhook and the return
 * from Checkout find it; a new page replaces an abandoned one.
 */
export async function startBookingCheckout(db: Db, { campaignId, email }: { campaignId: string; email: string }) {
  const [row] = await db
    .select({ name: adCampaigns.name, packageId: adCampaigns.packageId, status: adPayments.status, provider: adPayments.provider, amountCents: adPayments.amountCents })
    .from(adPayments)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adPayments.campaignId))
    .where(eq(adPayments.campaignId, campaignId))
  if (!row || row.provider !== 'stripe') throw new AppError('conflict', 409, 'answers.booking.notPayable')
  if (row.status !== 'pending') throw new AppError('conflict', 409, 'answers.booking.alreadyPaid')
  const site = getConfig().SITE_URL.replace(/\/$/, '')
  const back = `${site}/advertiser/campaigns/${campaignId}`
  const session = await callStripe((stripe) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: row.amountCents, product_data: { name: `${packageOf(row.packageId)!.name} advertising package: ${row.name}` } } }],
      customer_email: email,
      metadata: { adCampaignId: campaignId },
      payment_intent_data: { metadata: { adCampaignId: campaignId } },
      success_url: `${back}?checkout=success&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?checkout=canceled`,
    }),
  )
  if (!session.url) throw new AppError('provider_error', 502, 'answers.billing.noCheckoutPage')
  await db.update(adPayments).set({ providerReference: session.id, updatedAt: new Date() }).where(and(eq(adPayments.campaignId, campaignId), eq(adPayments.status, 'pending')))
  return session.url
}

/**
 * Reads a Checkout Session back from Stripe and, when it is a booking's and paid, takes the
 * payment (the same path the webhook takes). `campaignId` guards the return page: a session of
 * another campaign changes nothing.
 */
export async function syncBookingCheckout(db: Db, { sessionId, campaignId }: { sessionId: string; campaignId?: string }) {
  const session = await callStripe((stripe) => stripe.checkout.sessions.retrieve(sessionId))
  const bookedCampaign = session.metadata?.adCampaignId
  if (session.mode !== 'payment' || !bookedCampaign || (campaignId && bookedCampaign !== campaignId)) return false
  if (session.payment_status !== 'paid') return false
  return confirmBookingPayment(db, { sessionId: session.id, paymentIntentId: idOf(session.payment_intent) })
}

/** Gives a booking's payment back at the provider it was paid with (the local test mode moves no money). */
export async function refundAtProvider(payment: BookingPaymentRow) {
  if (payment.provider !== 'stripe') return
  if (!payment.providerPaymentId) throw new AppError('conflict', 409, 'answers.booking.notPayable')
  await callStripe((stripe) => stripe.refunds.create({ payment_intent: payment.providerPaymentId! }))
}

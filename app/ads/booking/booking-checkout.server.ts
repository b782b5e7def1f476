import { and, eq } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { adCampaigns, adPayments } from '../../db/schema'
import { callStripe } from '../../billing/stripe/stripe-client.server'
import { openPaymentCheckout, paidCheckoutSession } from '../../billing/stripe/stripe-payments.server'
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
  const back = `${getConfig().SITE_URL.replace(/\/$/, '')}/advertiser/campaigns/${campaignId}`
  const session = await openPaymentCheckout({
    amountCents: row.amountCents,
    name: `${packageOf(row.packageId)!.name} advertising package: ${row.name}`,
    email,
    metadata: { adCampaignId: campaignId },
    successUrl: `${back}?checkout=success&session={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${back}?checkout=canceled`,
  })
  await db.update(adPayments).set({ providerReference: session.id, updatedAt: new Date() }).where(and(eq(adPayments.campaignId, campaignId), eq(adPayments.status, 'pending')))
  return session.url
}

/**
 * Reads a Checkout Session back from Stripe and, when it is a booking's and paid, takes the
 * payment (the same path the webhook takes). `campaignId` guards the return page: a session of
 * another campaign changes nothing.
 */
export async function syncBookingCheckout(db: Db, { sessionId, campaignId }: { sessionId: string; campaignId?: string }) {
  const paid = await paidCheckoutSession(sessionId, 'adCampaignId', campaignId)
  return paid ? confirmBookingPayment(db, paid) : false
}

/** Gives a booking's payment back at the provider it was paid with (the local test mode moves no money). */
export async function refundAtProvider(payment: BookingPaymentRow) {
  if (payment.provider !== 'stripe') return
  if (!payment.providerPaymentId) throw new AppError('conflict', 409, 'answers.booking.notPayable')
  await callStripe((stripe) => stripe.refunds.create({ payment_intent: payment.providerPaymentId! }))
}

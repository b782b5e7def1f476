import { and, eq } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { gifts } from '../../db/schema'
import { monthsText } from '../../email/gift-emails'
import { AppError } from '../../lib/app-error'
import { callStripe, idOf } from '../stripe/stripe-client.server'
import { confirmGiftPayment, type Gift } from './gifts.server'

/**
 * Opens a Stripe Checkout page for a gift's one payment (mode `payment`, no subscription: a
 * gift never renews). The session id is kept with the gift, so the webhook and the return from
 * Checkout find it.
 */
export async function startGiftCheckout(db: Db, gift: Gift) {
  if (gift.provider !== 'stripe' || gift.status !== 'pending') throw new AppError('conflict', 409, 'gifts.error.notPayable')
  const { SITE_NAME, SITE_URL } = getConfig()
  const back = `${SITE_URL.replace(/\/$/, '')}/gift`
  const session = await callStripe((stripe) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: gift.amountCents, product_data: { name: `${SITE_NAME} Premium gift: ${monthsText(gift.months)} for ${gift.recipientName}` } } }],
      customer_email: gift.buyerEmail,
      metadata: { giftId: gift.id },
      payment_intent_data: { metadata: { giftId: gift.id } },
      success_url: `${back}?paid=${gift.id}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?checkout=canceled`,
    }),
  )
  if (!session.url) throw new AppError('provider_error', 502, 'answers.billing.noCheckoutPage')
  await db.update(gifts).set({ providerReference: session.id }).where(and(eq(gifts.id, gift.id), eq(gifts.status, 'pending')))
  return session.url
}

/**
 * Reads a Checkout Session back from Stripe and, when it is a paid gift's, takes the payment
 * (the same path the webhook takes). `giftId` guards the return page: another gift's session
 * changes nothing.
 */
export async function syncGiftCheckout(db: Db, { sessionId, giftId }: { sessionId: string; giftId?: string }) {
  const session = await callStripe((stripe) => stripe.checkout.sessions.retrieve(sessionId))
  const paidGift = session.metadata?.giftId
  if (session.mode !== 'payment' || !paidGift || (giftId && paidGift !== giftId)) return false
  if (session.payment_status !== 'paid') return false
  return confirmGiftPayment(db, { sessionId: session.id, paymentIntentId: idOf(session.payment_intent) })
}

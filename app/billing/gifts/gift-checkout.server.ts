import { and, eq } from 'drizzle-orm'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { gifts } from '../../db/schema'
import { monthsText } from '../../email/gift-emails'
import { AppError } from '../../lib/app-error'
import { openPaymentCheckout, paidCheckoutSession } from '../stripe/stripe-payments.server'
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
  const session = await openPaymentCheckout({
    amountCents: gift.amountCents,
    name: `${SITE_NAME} Premium gift: ${monthsText(gift.months)} for ${gift.recipientName}`,
    email: gift.buyerEmail,
    metadata: { giftId: gift.id },
    successUrl: `${back}?paid=${gift.id}&session={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${back}?checkout=canceled`,
  })
  await db.update(gifts).set({ providerReference: session.id }).where(and(eq(gifts.id, gift.id), eq(gifts.status, 'pending')))
  return session.url
}

/**
 * Reads a Checkout Session back from Stripe and, when it is a paid gift's, takes the payment
 * (the same path the webhook takes). `giftId` guards the return page: another gift's session
 * changes nothing.
 */
export async function syncGiftCheckout(db: Db, { sessionId, giftId }: { sessionId: string; giftId?: string }) {
  const paid = await paidCheckoutSession(sessionId, 'giftId', giftId)
  return paid ? confirmGiftPayment(db, paid) : false
}

import { AppError } from '../../lib/app-error'
import { callStripe, idOf } from './stripe-client.server'

interface OneOffPayment {
  amountCents: number
  /** The line the payer reads on Stripe's page and receipt. */
  name: string
  email: string
  /** What is paid for, as one metadata entry (for example `{ giftId }`), on the session and its payment. */
  metadata: Record<string, string>
  /** Where the browser comes back; `{CHECKOUT_SESSION_ID}` is filled by Stripe. */
  successUrl: string
  cancelUrl: string
}

/** A Stripe Checkout page for one payment in US dollars (mode `payment`: nothing renews). */
export async function openPaymentCheckout(payment: OneOffPayment) {
  const session = await callStripe((stripe) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: payment.amountCents, product_data: { name: payment.name } } }],
      customer_email: payment.email,
      metadata: payment.metadata,
      payment_intent_data: { metadata: payment.metadata },
      success_url: payment.successUrl,
      cancel_url: payment.cancelUrl,
    }),
  )
  if (!session.url) throw new AppError('provider_error', 502, 'answers.billing.noCheckoutPage')
  return { id: session.id, url: session.url }
}

/**
 * A one-off Checkout Session read back from Stripe: its session and payment ids when it is
 * paid and its metadata `key` names what it paid for (`expected`, when given, guards a return
 * page against another purchase's session); null otherwise.
 */
export async function paidCheckoutSession(sessionId: string, key: string, expected?: string) {
  const session = await callStripe((stripe) => stripe.checkout.sessions.retrieve(sessionId))
  const paidFor = session.metadata?.[key]
  if (session.mode !== 'payment' || !paidFor || (expected && paidFor !== expected) || session.payment_status !== 'paid') return null
  return { sessionId: session.id, paymentIntentId: idOf(session.payment_intent) }
}

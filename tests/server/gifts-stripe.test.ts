import { describe, expect, it } from 'vitest'
import { expectPage, HttpClient } from '../support/http-client'
import { deliver, withStripeServer } from '../support/stripe-helpers'

const stripe = withStripeServer()

const today = () => new Date().toISOString().slice(0, 10)
const gift = { months: '12', recipientName: 'Ines Duarte', recipientEmail: 'ines.duarte@example.com', message: 'For the commute.', sendOn: today(), buyerName: 'Tomás Reyes', buyerEmail: 'tomas.reyes@example.com' }

describe('a gift paid through Stripe Checkout', () => {
  it('is a one-off payment of the gift price, paid once when the signed webhook reports it', async () => {
    const visitor = new HttpClient(stripe.server.url)
    const form = await expectPage(await visitor.get('/gift'), 200, ['Give Premium', 'Continue to payment'])
    expect(form).not.toContain('name="cardNumber"')
    const response = await visitor.post('/gift', gift)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/)
    const created = stripe.fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(created.body).toMatchObject({ mode: 'payment', customer_email: gift.buyerEmail, line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '9999' } }] })
    const giftId = String((created.body.metadata as Record<string, string>).giftId)
    expect(String(created.body.success_url)).toContain(`/gift?paid=${giftId}&session={CHECKOUT_SESSION_ID}`)
    await expectPage(await visitor.get(`/gift?paid=${giftId}`), 200, ['Confirming your payment'])

    const sessionId = response.headers.get('location')!.split('/').pop()!
    const session = stripe.fake.state.completePaymentCheckout(sessionId)
    const event = stripe.fake.state.event('checkout.session.completed', session)
    for (const _ of [1, 2]) expect((await deliver(stripe.server.url, event)).status).toBe(200)
    await expectPage(await visitor.get(`/gift?paid=${giftId}`), 200, ['Thank you: your gift is paid', 'Ines Duarte', 'tomas.reyes@example.com'])
  })
})

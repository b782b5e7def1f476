import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { deliver, registerMember, subscriptionTab, withStripeServer } from '../support/stripe-helpers'

const stripe = withStripeServer()

/** The admin console, signed in. */
async function admin() {
  const client = new HttpClient(stripe.server.url)
  await client.login('admin@lumen.example', 'LumenAdmin!2026')
  return client
}

async function createOffer(client: HttpClient, fields: Record<string, string>) {
  const response = await client.post('/admin/offers', { name: 'Offer', description: '', trialDays: '', amountOff: '', redemptionLimit: '', endsOn: '', ...fields })
  expect(response.status).toBe(302)
  return response.headers.get('location')!
}

const send = async (event: object) => (await deliver(stripe.server.url, event)).status

describe('offers with Stripe as the provider', () => {
  it('an offer link checks out with its coupon: the offer price for N payments, then the full price', async () => {
    const console = await admin()
    const offerPage = await createOffer(console, { code: 'TEAMHALF', name: 'Teams: half price', purpose: 'signup', kind: 'percent', percentOff: '50', periods: '3', planId: 'enterprise-month' })
    const paidFromSearch = async () => Number(/data-testid="paid-search"[^>]*>(\d+)</.exec(await (await console.get('/admin/analytics?days=7')).text())![1])
    const paidBefore = await paidFromSearch()
    const member = await registerMember(stripe.server.url)
    const page = await (await member.get('/offer/teamhalf')).text()
    expect(page).toContain('$15.00 instead of $29.99')

    const visit = JSON.stringify({ landing: '/offer/TEAMHALF', referrer: 'https://duckduckgo.com/', content: '/education/course/prompt-evaluation' })
    const claimed = await member.post('/offer/TEAMHALF', { plan: 'enterprise-month', attribution: visit })
    expect(claimed.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    const coupon = stripe.fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/coupons')!
    expect(coupon.body).toMatchObject({ percent_off: '50', duration: 'repeating', duration_in_months: '3', id: expect.stringMatching(/^lumen_offer_/) })
    const session = stripe.fake.requests.at(-1)!
    expect(session.path).toBe('/v1/checkout/sessions')
    expect(session.body).toMatchObject({ discounts: [{ coupon: coupon.body.id }], subscription_data: { metadata: { offerId: expect.any(String) } } })
    expect(session.body).not.toHaveProperty('allow_promotion_codes')
    // Where the visit came from rides with the checkout and is recorded when Stripe confirms the subscription.
    expect(session.body.subscription_data).toMatchObject({ metadata: { attr_src: 'search', attr_ref: 'duckduckgo.com', attr_cp: '/education/course/prompt-evaluation' } })

    const paid = stripe.fake.state.completeCheckout(String(claimed.headers.get('location')).split('/').pop()!)
    expect(paid.invoice.amount_paid).toBe(1500)
    expect(await send(stripe.fake.state.event('checkout.session.completed', paid.session))).toBe(200)
    expect(await send(stripe.fake.state.event('invoice.paid', paid.invoice))).toBe(200)
    expect(await subscriptionTab(member)).toMatchObject({ plan: 'enterprise-month', status: 'active' })
    expect(await (await member.get('/subscription')).text()).toContain('Promotion TEAMHALF: 50% off')

    const amounts = [paid.invoice.amount_paid]
    for (let i = 0; i < 3; i++) {
      const renewal = stripe.fake.state.renew(paid.subscription.id, { paid: true })
      amounts.push(Number(renewal.invoice.amount_paid))
      expect(await send(stripe.fake.state.event('invoice.paid', renewal.invoice))).toBe(200)
      expect(await send(stripe.fake.state.event('customer.subscription.updated', renewal.subscription))).toBe(200)
    }
    expect(amounts).toEqual([1500, 1500, 1500, 2999])
    // Stripe's subscription has no discount left, so the member's page no longer shows one.
    expect(await (await member.get('/subscription')).text()).not.toContain('Promotion TEAMHALF')
    const report = await (await console.get(offerPage)).text()
    expect(report).toMatch(/data-testid="offer-redemptions"[^>]*>1</)
    expect(await paidFromSearch()).toBe(paidBefore + 1)
  })

  it('a retention offer accepted on the cancel page puts its coupon on the Stripe subscription', async () => {
    const console = await admin()
    await createOffer(console, { code: 'STAYSTRIPE', name: 'Stay with us', purpose: 'retention', kind: 'amount', amountOff: '10', periods: '2', planId: 'enterprise-year', percentOff: '' })
    const member = await registerMember(stripe.server.url)
    const started = await member.post('/subscription', { intent: 'subscribe', plan: 'enterprise-year' })
    const paid = stripe.fake.state.completeCheckout(String(started.headers.get('location')).split('/').pop()!)
    expect(paid.invoice.amount_paid).toBe(29999)
    expect(await send(stripe.fake.state.event('checkout.session.completed', paid.session))).toBe(200)

    const cancelPage = await (await member.get('/subscription/cancel')).text()
    expect(cancelPage).toContain('data-testid="retention-offer"')
    const offerId = /name="offerId" value="([^"]+)"/.exec(cancelPage)![1]!
    const kept = await member.post('/subscription/cancel', { intent: 'accept-offer', offerId })
    expect(kept.headers.get('location')).toBe('/subscription?kept=1')
    const update = stripe.fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${paid.subscription.id}`).at(-1)!
    expect(update.body).toMatchObject({ discounts: [{ coupon: expect.stringMatching(/^lumen_offer_/) }] })
    const coupon = stripe.fake.state.coupon(String((update.body.discounts as { coupon: string }[])[0]!.coupon))
    expect(coupon).toMatchObject({ amount_off: 1000, currency: 'usd', duration: 'repeating', duration_in_months: 24 })
    expect(await subscriptionTab(member)).toMatchObject({ plan: 'enterprise-year', status: 'active', isCanceling: false })
    expect(Number(stripe.fake.state.renew(paid.subscription.id, { paid: true }).invoice.amount_paid)).toBe(28999)
  })
})

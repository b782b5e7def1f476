import { describe, expect, it } from 'vitest'
import { demoLogins, expectPage, HttpClient } from '../support/http-client'
import { deliver, registerMember, withStripeServer } from '../support/stripe-helpers'

const stripe = withStripeServer()

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)

const booking = (campaignName: string) => ({
  packageId: 'professional',
  companyName: 'Fernleaf Analytics',
  campaignName,
  startsOn: day(3),
  endsOn: day(30),
  newsletterKinds: 'weekly_summary',
  headlineA: 'Dashboards your CFO reads',
  bodyA: 'Fernleaf turns warehouse tables into one weekly page.',
  callToActionA: 'See a sample',
  destinationA: 'https://fernleaf.example/sample?utm_source=lumen',
})

/** Books on /advertising; Stripe's Checkout page is where the browser is sent. */
async function bookOnStripe(member: HttpClient, campaignName: string) {
  const response = await member.post('/advertising/book', booking(campaignName))
  expect(response.status).toBe(302)
  const url = response.headers.get('location')!
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/)
  const sessionId = url.split('/').pop()!
  const created = stripe.fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
  const campaignId = String((created.body.metadata as Record<string, string>).adCampaignId)
  return { sessionId, campaignId, path: `/advertiser/campaigns/${campaignId}`, created }
}

describe('booking a package paid through Stripe Checkout', () => {
  it('asks Stripe for a one-off payment of the package price and keeps the campaign a draft until it is paid', async () => {
    const member = await registerMember(stripe.server.url)
    const form = await (await member.get('/advertising/book?package=professional')).text()
    expect(form).toContain('You pay on Stripe’s secure page next.')
    expect(form).not.toContain('name="cardNumber"')
    const { created, path } = await bookOnStripe(member, 'Checkout launch')
    expect(created.body).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '69900' } }] })
    expect(String(created.body.success_url)).toContain(`${path}?checkout=success&session={CHECKOUT_SESSION_ID}`)
    const page = await expectPage(await member.get(path), 200, ['Payment not completed', 'Pay $699.00 now'])
    expect(page).toContain('data-testid="campaign-status">Draft<')
    const again = await member.post(path, { intent: 'pay' })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\//)
  })

  it('goes to review when the signed webhook reports the payment, once however often it arrives', async () => {
    const member = await registerMember(stripe.server.url)
    const { sessionId, path } = await bookOnStripe(member, 'Webhook launch')
    const session = stripe.fake.state.completePaymentCheckout(sessionId)
    const event = stripe.fake.state.event('checkout.session.completed', session)
    expect((await deliver(stripe.server.url, event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect((await member.get(path).then((r) => r.text()))).toContain('data-testid="campaign-status">Draft<')
    for (const _ of [1, 2]) expect((await deliver(stripe.server.url, event)).status).toBe(200)
    const page = await expectPage(await member.get(path), 200, ['Paid $699.00'])
    expect(page).toContain('data-testid="campaign-status">In review<')
    expect((await member.post(path, { intent: 'pay' })).status).toBe(409)
  })

  it('takes the payment on the return from Checkout, only for the campaign the session is of', async () => {
    const member = await registerMember(stripe.server.url)
    const first = await bookOnStripe(member, 'Return launch')
    const second = await bookOnStripe(member, 'Other launch')
    stripe.fake.state.completePaymentCheckout(first.sessionId)
    await member.get(`${second.path}?checkout=success&session=${first.sessionId}`)
    expect(await (await member.get(second.path)).text()).toContain('data-testid="campaign-status">Draft<')
    await expectPage(await member.get(`${first.path}?checkout=success&session=${first.sessionId}`), 200, ['Booked and paid.', 'Paid $699.00'])
  })

  it('refunds the payment at Stripe when staff cancel the booking', async () => {
    const member = await registerMember(stripe.server.url)
    const { sessionId, path, campaignId } = await bookOnStripe(member, 'Refund launch')
    const session = stripe.fake.state.completePaymentCheckout(sessionId)
    expect((await deliver(stripe.server.url, stripe.fake.state.event('checkout.session.completed', session))).status).toBe(200)
    const admin = new HttpClient(stripe.server.url)
    await admin.login(...demoLogins.admin)
    await expectPage(await admin.post(`/admin/advertising/${campaignId}`, { intent: 'refund' }), 200, ['The campaign is canceled and its payment refunded.'])
    const refund = stripe.fake.requests.findLast((r) => r.path === '/v1/refunds')!
    expect(refund.body).toEqual({ payment_intent: String(session.payment_intent) })
    expect(stripe.fake.state.payment(String(session.payment_intent)).refunded).toBe(true)
    await expectPage(await member.get(path), 200, ['Refunded $699.00'])
  })
})

import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../support/http-client'
import { deliver, postJson, registerMember, subscriptionTab, withStripeServer } from '../support/stripe-helpers'

const stripe = withStripeServer()

const send = async (event: object, options?: { secret: string }) => (await deliver(stripe.server.url, event, options)).status

/** Starts a checkout through the JSON call and completes it on the fake Stripe page. */
async function checkout(member: HttpClient, planId: string, amount = 0) {
  const created = await postJson(member, '/api/create-subscription', { planId })
  expect(created.status).toBe(200)
  const url = String(created.body.url)
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
  return stripe.fake.state.completeCheckout(url.split('/').pop()!, { amount })
}

describe('Stripe webhooks (signed, applied once, order-independent)', () => {
  let member: HttpClient
  let subscriptionId: string

  it('a checkout with events out of order, duplicated and replayed gives one trial subscription', async () => {
    member = await registerMember(stripe.server.url)
    const before = await subscriptionTab(member)
    const { session, subscription, invoice } = await checkout(member, 'premium-month')
    subscriptionId = subscription.id
    const sessionRequest = stripe.fake.requests.find((r) => r.path === '/v1/checkout/sessions')!
    expect(sessionRequest.body).toMatchObject({ mode: 'subscription', line_items: [{ price: 'price_premium' }], subscription_data: { trial_period_days: '7' } })

    const completed = stripe.fake.state.event('checkout.session.completed', session)
    const created = stripe.fake.state.event('customer.subscription.created', subscription)
    const paid = stripe.fake.state.event('invoice.paid', invoice)
    for (const event of [paid, created, paid, completed, created]) expect(await send(event)).toBe(200)
    const after = await subscriptionTab(member)
    expect(after).toMatchObject({ plan: 'premium-month', status: 'trialing', invoices: ['trial:paid'], unread: before.unread + 1 })
    expect(await send(completed)).toBe(200)
    expect(await subscriptionTab(member)).toEqual(after)
  })

  it('an upgrade and a cancellation through the JSON calls; stale events do not undo them', async () => {
    const stale = stripe.fake.state.event('customer.subscription.updated', stripe.fake.state.subscription(subscriptionId))
    const start = await subscriptionTab(member)
    const upgraded = await postJson(member, '/api/update-subscription', { subscriptionId, planId: 'enterprise-month' })
    expect(upgraded.status).toBe(200)
    expect(upgraded.body.change).toMatchObject({ kind: 'upgrade' })
    const update = stripe.fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/')).at(-1)!
    expect(update.body).toMatchObject({ items: [{ price: 'price_enterprise' }], proration_behavior: 'always_invoice', trial_end: 'now' })
    const sub = stripe.fake.state.subscription(subscriptionId)
    expect(await send(stripe.fake.state.event('customer.subscription.updated', sub))).toBe(200)
    expect(await send(stripe.fake.state.event('invoice.paid', stripe.fake.state.invoice(String(sub.latest_invoice))))).toBe(200)
    let tab = await subscriptionTab(member)
    expect(tab).toMatchObject({ plan: 'enterprise-month', status: 'active', invoices: ['proration:paid', 'trial:paid'], unread: start.unread + 1 })

    const canceled = await postJson(member, '/api/cancel-subscription', { subscriptionId })
    expect(canceled).toMatchObject({ status: 200, body: { subscription: { cancelAtPeriodEnd: true } } })
    expect(await send(stale)).toBe(200)
    tab = await subscriptionTab(member)
    expect(tab).toMatchObject({ plan: 'enterprise-month', isCanceling: true, unread: start.unread + 2 })

    const ended = stripe.fake.state.endPeriod(subscriptionId)
    expect(await send(stripe.fake.state.event('customer.subscription.deleted', ended))).toBe(200)
    expect(await send(stripe.fake.state.event('customer.subscription.updated', stale.data.object))).toBe(200)
    tab = await subscriptionTab(member)
    expect(tab).toMatchObject({ plan: null, currentPlan: 'Free', unread: start.unread + 3 })
  })

  it('a failed renewal is past_due until the invoice is paid; duplicates change nothing', async () => {
    const second = await registerMember(stripe.server.url)
    const { session, subscription, invoice: first } = await checkout(second, 'enterprise-month', 2999)
    expect(stripe.fake.requests.at(-1)!.body.subscription_data).not.toHaveProperty('trial_period_days')
    expect(await send(stripe.fake.state.event('checkout.session.completed', session))).toBe(200)
    expect(await send(stripe.fake.state.event('invoice.paid', first))).toBe(200)
    const start = await subscriptionTab(second)
    expect(start).toMatchObject({ plan: 'enterprise-month', status: 'active' })

    const { invoice } = stripe.fake.state.renew(subscription.id, { paid: false })
    const failed = stripe.fake.state.event('invoice.payment_failed', invoice)
    expect(await send(failed)).toBe(200)
    expect(await send(failed)).toBe(200)
    const pastDue = await subscriptionTab(second)
    expect(pastDue).toMatchObject({ status: 'past_due', unread: start.unread + 1 })
    expect(pastDue.invoices[0]).toBe('renewal:open')

    const recovered = stripe.fake.state.payInvoice(String(invoice.id))
    expect(await send(stripe.fake.state.event('invoice.paid', recovered.invoice))).toBe(200)
    expect(await subscriptionTab(second)).toMatchObject({ status: 'active', unread: start.unread + 2, invoices: ['renewal:paid', 'subscription:paid'] })

    // A forged or unsigned event is refused and changes nothing.
    const ended = stripe.fake.state.cancelNow(subscription.id)
    const deleted = stripe.fake.state.event('customer.subscription.deleted', ended)
    expect(await send(deleted, { secret: 'whsec_not_the_secret' })).toBe(400)
    const unsigned = await fetch(`${stripe.server.url}/api/stripe/webhook`, { method: 'POST', body: JSON.stringify(deleted) })
    expect(unsigned.status).toBe(400)
    expect(await subscriptionTab(second)).toMatchObject({ plan: 'enterprise-month', status: 'active' })
    expect(await send(deleted)).toBe(200)
    expect(await subscriptionTab(second)).toMatchObject({ plan: null, currentPlan: 'Free' })
  })
})

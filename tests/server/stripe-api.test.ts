import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { deliver, postJson, registerMember, subscriptionTab, withStripeServer } from '../support/stripe-helpers'

const stripe = withStripeServer()

describe('subscription JSON calls and pages with Stripe as the provider', () => {
  it('answer 401 without a session, 405 to GET and 400 to bad input, with the spec error texts', async () => {
    const visitor = new HttpClient(stripe.server.url)
    for (const path of ['/api/create-subscription', '/api/cancel-subscription', '/api/update-subscription']) {
      expect(await postJson(visitor, path, { planId: 'premium-month', subscriptionId: 'x' })).toEqual({ status: 401, body: { error: { code: 'log_in', message: 'User must be logged in' } } })
      expect((await visitor.get(path)).status).toBe(405)
    }
    const member = await registerMember(stripe.server.url)
    expect(await postJson(member, '/api/create-subscription', 'not json')).toMatchObject({ status: 400 })
    expect(await postJson(member, '/api/create-subscription', { planId: 'free' })).toMatchObject({ status: 400, body: { error: { code: 'invalid_plan' } } })
    expect(await postJson(member, '/api/create-subscription', { planId: 'premium-month', userId: 'someone-else' })).toMatchObject({ status: 403 })
    expect(await postJson(member, '/api/update-subscription', { subscriptionId: 'sub_x' })).toMatchObject({ status: 400, body: { error: { code: 'invalid_input', message: expect.stringMatching(/^Failed to update subscription: /) } } })
    expect(await postJson(member, '/api/update-subscription', { subscriptionId: 'sub_x', planId: 'enterprise-month' })).toMatchObject({ status: 404, body: { error: { message: expect.stringMatching(/^Failed to update subscription: /) } } })
    expect(await postJson(member, '/api/cancel-subscription', { subscriptionId: 'sub_x' })).toMatchObject({ status: 404, body: { error: { message: expect.stringMatching(/^Failed to cancel subscription: /) } } })
  })

  it('the plans page names Stripe; visitors who subscribe go to login; test-mode checkout is off', async () => {
    const visitor = new HttpClient(stripe.server.url)
    expect(await (await visitor.get('/subscription')).text()).toContain('data-provider="stripe"')
    const subscribe = await visitor.post('/subscription', { intent: 'subscribe', plan: 'premium-month' })
    expect(subscribe.status).toBe(302)
    expect(subscribe.headers.get('location')).toBe('/login?redirect=/subscription')
    const member = await registerMember(stripe.server.url)
    const checkout = await member.get('/subscription/checkout?plan=premium-month')
    expect(checkout.headers.get('location')).toBe('/subscription')
    const page = await member.post('/subscription', { intent: 'subscribe', plan: 'enterprise-year' })
    expect(page.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\//)
  })

  it('a downgrade is a subscription schedule; a declined upgrade changes nothing; the portal opens', async () => {
    const member = await registerMember(stripe.server.url)
    const created = await postJson(member, '/api/create-subscription', { planId: 'enterprise-month' })
    const { session, subscription } = stripe.fake.state.completeCheckout(String(created.body.url).split('/').pop()!, { amount: 2999 })
    expect((await deliver(stripe.server.url, stripe.fake.state.event('checkout.session.completed', session))).status).toBe(200)

    const downgrade = await postJson(member, '/api/update-subscription', { subscriptionId: subscription.id, planId: 'premium-month' })
    expect(downgrade).toMatchObject({ status: 200, body: { change: { kind: 'downgrade' }, subscription: { planId: 'enterprise-month', scheduledPlanId: 'premium-month' } } })
    const schedule = stripe.fake.state.schedule(String(stripe.fake.state.subscription(subscription.id).schedule))
    expect(schedule.phases).toMatchObject([{ items: [{ price: 'price_enterprise' }] }, { items: [{ price: 'price_premium' }] }])
    expect((await deliver(stripe.server.url, stripe.fake.state.event('customer.subscription.updated', stripe.fake.state.subscription(subscription.id)))).status).toBe(200)
    expect(await subscriptionTab(member)).toMatchObject({ plan: 'enterprise-month', scheduledPlan: 'premium-month' })

    const keep = await member.post('/subscription', { intent: 'keep' })
    expect(keep.status).toBe(200)
    expect(schedule.status).toBe('released')
    expect(await subscriptionTab(member)).toMatchObject({ plan: 'enterprise-month', scheduledPlan: null })

    stripe.fake.declineNextUpdate()
    const declined = await postJson(member, '/api/update-subscription', { subscriptionId: subscription.id, planId: 'enterprise-year' })
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined', message: expect.stringMatching(/^Failed to update subscription: /) } } })
    expect(await subscriptionTab(member)).toMatchObject({ plan: 'enterprise-month', status: 'active' })

    const portal = await member.post('/profile?tab=subscription', { intent: 'billing', op: 'portal' })
    expect(portal.status).toBe(302)
    expect(portal.headers.get('location')).toBe(`https://billing.stripe.test/p/${String(subscription.customer)}`)
  })
})

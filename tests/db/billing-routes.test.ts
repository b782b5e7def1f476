import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { action as createSubscription } from '../../app/routes/api.create-subscription'
import { action as updateSubscription } from '../../app/routes/api.update-subscription'
import { action as profileAction, loader as profileLoader } from '../../app/routes/profile'
import { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/subscription.checkout'
import { action as plansAction, loader as plansLoader } from '../../app/routes/subscription'
import { billingState } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const form = (url: string, cookie: string | null, body: Record<string, string>) =>
  args(url, { method: 'POST', body: new URLSearchParams(body), headers: cookie ? { Cookie: cookie } : {} })
const json = (url: string, cookie: string | null, body: unknown) =>
  args(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) } })
const location = (response: unknown) => (response as Response).headers.get('Location')
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)

describe('plans page, local checkout and Subscription tab routes', () => {
  it('shows the spec fallback plans while none are stored, and the interval from the URL', async () => {
    const data = await plansLoader(args('/subscription?interval=year'))
    expect(data).toMatchObject({ isFallback: true, interval: 'year', provider: 'local', isSignedIn: false, current: null })
    expect(data.plans.map((p) => [p.id, p.priceCents, p.providerPriceId])).toEqual([['free', 0, null], ['premium-month', 999, 'price_premium'], ['enterprise-month', 2999, 'price_enterprise']])
    // The spec's feature names stay; the one that does not say what it is gets a note.
    const free = data.plans.find((p) => p.id === 'free')!
    expect(free.features).toEqual(['Basic AI news access', 'Limited daily articles', 'Community access'])
    expect(free.featureNotes).toEqual([null, null, expect.stringContaining('Comment on every article')])
  })

  it('sends visitors who subscribe to login, and refuses the JSON calls with 401', async () => {
    expect(location(await settle(plansAction(form('/subscription', null, { intent: 'subscribe', plan: 'premium-month' }))))).toBe('/login?redirect=/subscription')
    const response = (await createSubscription(json('/api/create-subscription', null, { planId: 'premium-month' }))) as Response
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'log_in', message: 'User must be logged in' } })
  })

  it('a member subscribes through the test-mode checkout (a fallback plan becomes a stored row) and cancels in the tab', async () => {
    const { user, cookie } = await signedInMember(db)
    const started = (await createSubscription(json('/api/create-subscription', cookie, { planId: 'premium-month', userId: user.id }))) as Response
    expect(await started.json()).toEqual({ url: '/subscription/checkout?plan=premium-month', resumed: false })
    const page = await checkoutLoader(args('/subscription/checkout?plan=premium-month', { headers: { Cookie: cookie } }))
    expect(page).toMatchObject({ isTrial: true, plan: { id: 'premium-month' } })

    const card = { plan: 'premium-month', cardName: 'Ada', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
    const declined = await checkoutAction(form('/subscription/checkout', cookie, { ...card, simulateDecline: 'on' }))
    expect(declined).toMatchObject({ init: { status: 402 }, data: { errorKey: 'billing.error.card_declined' } })
    expect(JSON.stringify(declined)).not.toContain('4242 4242')
    expect(location(await settle(checkoutAction(form('/subscription/checkout', cookie, card))))).toBe('/subscription?subscribed=trial')
    expect((await billingState(db, user.id)).tier).toBe('premium')
    expect(location(await settle(checkoutLoader(args('/subscription/checkout?plan=premium-month', { headers: { Cookie: cookie } }))))).toBe('/subscription')

    const tab = await profileLoader(args('/profile?tab=subscription', { headers: { Cookie: cookie } }))
    expect(tab.billing).toMatchObject({ current: { status: 'trialing', plan: { id: 'premium-month' } }, invoices: [{ kind: 'trial', amountCents: 0 }] })
    const canceled = await profileAction(form('/profile?tab=subscription', cookie, { intent: 'billing', op: 'cancel' }))
    expect(canceled).toMatchObject({ data: { ok: true, key: 'billing.done.canceled', intent: 'billing' } })
    expect((await billingState(db, user.id)).subscription!.cancelAtPeriodEnd).toBe(true)

    const update = (await updateSubscription(json('/api/update-subscription', cookie, { subscriptionId: 'not-mine', planId: 'enterprise-month' }))) as Response
    expect(update.status).toBe(404)
    expect(await update.json()).toMatchObject({ error: { message: expect.stringMatching(/^Failed to update subscription: /) } })
  })
})

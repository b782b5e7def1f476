import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { billingStartupNotice } from '../../app/billing/startup-notice.server'
import { billingProviderName, parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import { action as createSubscription } from '../../app/routes/api.create-subscription'
import { action as checkoutAction, loader as checkoutLoader } from '../../app/routes/subscription.checkout'
import { action as plansAction, loader as plansLoader } from '../../app/routes/subscription'
import { billingState } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, init?: RequestInit) => {
  const request = new Request(`https://news.example.org${url}`, init)
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const post = (url: string, cookie: string, body: Record<string, string>, type = 'form') =>
  args(url, {
    method: 'POST',
    body: type === 'json' ? JSON.stringify(body) : new URLSearchParams(body),
    headers: { Cookie: cookie, ...(type === 'json' ? { 'Content-Type': 'application/json' } : {}) },
  })
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)

afterEach(() => setConfig(undefined))

describe('billing on a public address', () => {
  it('is local test mode only on a local SITE_URL, or when BILLING_PROVIDER=local is set', () => {
    expect(billingProviderName(parseConfig({}))).toBe('local')
    expect(billingProviderName(parseConfig({ SITE_URL: 'http://127.0.0.1:3210' }))).toBe('local')
    expect(billingProviderName(parseConfig({ SITE_URL: 'https://news.example.org' }))).toBe('none')
    expect(billingProviderName(parseConfig({ SITE_URL: 'https://news.example.org', BILLING_PROVIDER: 'local' }))).toBe('local')
    expect(billingStartupNotice(parseConfig({ SITE_URL: 'https://news.example.org' }))).toMatch(/paid checkout is refused/)
    expect(billingStartupNotice(parseConfig({ SITE_URL: 'https://news.example.org', BILLING_PROVIDER: 'local' }))).toMatch(/TEST MODE/)
    expect(billingStartupNotice(parseConfig({}))).toBeNull()
  })

  it('without a payment provider, refuses every paid checkout with a clear message and sells nothing', async () => {
    setConfig(parseConfig({ SITE_URL: 'https://news.example.org' }))
    const { user, cookie } = await signedInMember(db)
    const page = await plansLoader(args('/subscription', { headers: { Cookie: cookie } }))
    expect(page.provider).toBe('none')

    const viaForm = await plansAction(post('/subscription', cookie, { intent: 'subscribe', plan: 'premium-month' }))
    expect(viaForm).toMatchObject({ init: { status: 503 }, data: { ok: false, key: 'billing.error.payments_not_configured' } })
    const viaApi = (await createSubscription(post('/api/create-subscription', cookie, { planId: 'premium-month' }, 'json'))) as Response
    expect(viaApi.status).toBe(503)
    expect(await viaApi.json()).toMatchObject({ error: { code: 'payments_not_configured', message: expect.stringContaining('Payments are not set up') } })

    // The test card page is closed too.
    expect(((await settle(checkoutLoader(args('/subscription/checkout?plan=premium-month', { headers: { Cookie: cookie } })))) as Response).headers.get('Location')).toBe('/subscription')
    const card = { plan: 'premium-month', cardName: 'Eve', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
    expect(await checkoutAction(post('/subscription/checkout', cookie, card))).toMatchObject({ init: { status: 404 } })
    expect((await billingState(db, user.id)).tier).toBe('free')
  })
})

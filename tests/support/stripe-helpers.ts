import Stripe from 'stripe'
import { afterAll, beforeAll } from 'vitest'
import { seedPlans } from '../../app/db/seed/data/plans'
import { startFakeStripe, type FakeStripe } from './fake-stripe-server'
import { HttpClient } from './http-client'
import { startServer, type RunningServer } from './server-process'

/** Server environment for the Stripe provider; the tests add STRIPE_API_BASE (the fake). */
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_lumen',
  STRIPE_WEBHOOK_SECRET: 'whsec_lumen_test_secret',
  BILLING_JOB_INTERVAL_SECONDS: '0',
}

/** Interval of each seeded Stripe price id. */
export const priceIntervals = Object.fromEntries(
  seedPlans.filter((p) => p.providerPriceId).map((p) => [p.providerPriceId!, p.interval]),
) as Record<string, 'month' | 'year'>

/** Amount of each seeded Stripe price id, in cents. */
export const priceAmounts = Object.fromEntries(
  seedPlans.filter((p) => p.providerPriceId).map((p) => [p.providerPriceId!, p.priceCents]),
) as Record<string, number>

/**
 * For one test file: a local Stripe stand-in and a production server whose Stripe calls go
 * to it, started before the tests and stopped after them.
 */
export function withStripeServer() {
  const running = {} as { fake: FakeStripe; server: RunningServer }
  beforeAll(async () => {
    running.fake = await startFakeStripe(priceIntervals, priceAmounts)
    running.server = await startServer({ ...stripeEnv, STRIPE_API_BASE: running.fake.url })
  }, 90_000)
  afterAll(async () => {
    running.server.child.kill('SIGTERM')
    await running.fake.close()
  })
  return running
}

const signer = new Stripe(stripeEnv.STRIPE_SECRET_KEY)

/** Posts an event to the webhook, signed as Stripe signs it (or with another secret). */
export function deliver(baseUrl: string, event: object, { secret = stripeEnv.STRIPE_WEBHOOK_SECRET } = {}) {
  const payload = JSON.stringify(event)
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret })
  return fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  })
}

let registered = 0

/** A freshly registered member, signed in. */
export async function registerMember(baseUrl: string) {
  const client = new HttpClient(baseUrl)
  const email = `stripe-${Date.now()}-${++registered}@example.com`
  const password = 'Orbit!Lamp42'
  const response = await client.post('/register', { name: 'Stripe Member', email, password, confirmPassword: password, terms: 'on' })
  if (response.status !== 302) throw new Error(`registration failed: ${response.status}`)
  return client
}

/** What the Subscription tab shows, read from its HTML. */
export async function subscriptionTab(client: HttpClient) {
  const html = await (await client.get('/profile?tab=subscription')).text()
  const banner = /<section[^>]*data-testid="subscription-banner"[^>]*>/.exec(html)?.[0] ?? ''
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(banner)?.[1] ?? null
  return {
    currentPlan: /data-testid="current-plan">([^<]*)</.exec(html)?.[1] ?? null,
    plan: attribute('data-plan'),
    status: attribute('data-status'),
    isCanceling: attribute('data-cancel-at-period-end') === 'true',
    scheduledPlan: attribute('data-scheduled-plan') || null,
    invoices: [...html.matchAll(/data-testid="invoice-row" data-kind="(\w+)" data-status="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`),
    unread: Number(/data-testid="unread-badge"[^>]*>(\d+)</.exec(html)?.[1] ?? 0),
  }
}

export async function postJson(client: HttpClient, path: string, body: unknown) {
  const response = await fetch(client.baseUrl + path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', cookie: client.cookieHeader, origin: client.baseUrl },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

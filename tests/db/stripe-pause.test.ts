import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { createOffer } from '../../app/billing/offers/admin-offers.server'
import { offerSchema } from '../../app/billing/offers/offer-input'
import { acceptRetentionOffer } from '../../app/billing/offers/retention.server'
import { applyStripeSubscription } from '../../app/billing/stripe/stripe-sync.server'
import { endStripePause, runStripePauses } from '../../app/billing/stripe/stripe-pauses.server'
import { getConfig, parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import { seedPlans } from '../../app/db/seed/data/plans'
import { billingState, ensurePlans, newMember } from '../support/billing'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe-server'
import { priceAmounts, priceIntervals, stripeEnv } from '../support/stripe-helpers'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const enterpriseMonth = seedPlans.find((p) => p.id === 'enterprise-month')!.providerPriceId!

let fake: FakeStripe
let offerId = ''
const stripeNow = () => new Date(fake.state.now() * 1000)
const sync = (sub: unknown, now = stripeNow()) => db.transaction((tx) => applyStripeSubscription(tx, sub as Stripe.Subscription, { now }))
const updatesOf = (id: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${id}`).map((r) => r.body)

beforeAll(async () => {
  await ensurePlans(db)
  fake = await startFakeStripe(priceIntervals, priceAmounts)
  setConfig(parseConfig({ ...process.env, ...stripeEnv, STRIPE_API_BASE: fake.url }))
  offerId = (await createOffer(db, offerSchema.parse({ code: 'STRIPEBREAK', name: 'A break', purpose: 'retention', kind: 'pause', pauseMonths: '1', planId: 'enterprise-month' })))!.id
})
afterAll(async () => {
  setConfig(undefined)
  await fake.close()
})

/** A member who paid Enterprise monthly through Stripe Checkout, as the webhook records it. */
async function stripeMember() {
  const member = await newMember(db)
  const session = fake.state.createSession({ line_items: [{ price: enterpriseMonth, quantity: 1 }], subscription_data: { metadata: { userId: member.id } } })
  const paid = fake.state.completeCheckout(session.id)
  await sync(paid.subscription)
  return { member, subscriptionId: paid.subscription.id }
}

describe('a pause as the retention offer with Stripe', () => {
  it('pauses collection; the member is on Free from the period end whatever Stripe sends; billing restarts with a full payment', async () => {
    expect(getConfig().STRIPE_API_BASE).toBe(fake.url)
    const { member, subscriptionId } = await stripeMember()
    const periodEnd = new Date(Number(fake.state.subscription(subscriptionId).items.data[0]!.current_period_end) * 1000)
    await acceptRetentionOffer(db, { userId: member.id, offerId, now: stripeNow() })
    const pausedUntil = new Date(periodEnd)
    pausedUntil.setUTCMonth(pausedUntil.getUTCMonth() + 1)
    expect(updatesOf(subscriptionId).at(-1)).toEqual({ pause_collection: { behavior: 'void', resumes_at: String(pausedUntil.getTime() / 1000) } })
    expect(await billingState(db, member.id)).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', pauseStartsAt: periodEnd, pausedUntil } })

    // The period ends: Stripe voids its invoice and moves the period on; the clock puts the member on Free.
    const voided = fake.state.renew(subscriptionId, { paid: true })
    expect(voided.invoice.status).toBe('void')
    expect(await runStripePauses(db, { now: stripeNow() })).toBe(1)
    expect(await billingState(db, member.id)).toMatchObject({ tier: 'free', subscription: { status: 'paused' } })
    // Stripe's update for the new period (still "active" there) does not give the plan back.
    await sync(voided.subscription)
    expect(await billingState(db, member.id)).toMatchObject({ tier: 'free', subscription: { status: 'paused' } })
    expect(await runStripePauses(db, { now: stripeNow() })).toBe(0)

    // The pause ends: collection resumes with a new cycle from now, charged at once.
    fake.state.advanceClock(pausedUntil.getTime() / 1000 - fake.state.now() + 60)
    expect(await runStripePauses(db, { now: stripeNow() })).toBe(1)
    expect(updatesOf(subscriptionId).at(-1)).toEqual({ pause_collection: '', billing_cycle_anchor: { type: 'now' }, proration_behavior: 'none' })
    const resumed = fake.state.subscription(subscriptionId)
    expect(fake.state.invoice(String(resumed.latest_invoice))).toMatchObject({ status: 'paid', amount_paid: 2999 })
    const state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', pauseStartsAt: null, pausedUntil: null } })
    expect(state.events).toEqual(expect.arrayContaining(['retention_offer_accepted', 'paused', 'pause_ended']))
  })

  it('a pause not yet begun is dropped on Stripe too', async () => {
    const { member, subscriptionId } = await stripeMember()
    await acceptRetentionOffer(db, { userId: member.id, offerId, now: stripeNow() })
    await endStripePause(db, { userId: member.id, now: stripeNow() })
    expect(updatesOf(subscriptionId).at(-1)).toEqual({ pause_collection: '' })
    expect(fake.state.subscription(subscriptionId).pause_collection).toBeNull()
    const state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', pausedUntil: null } })
    expect(state.notifications).toContain('Pause canceled')
  })
})

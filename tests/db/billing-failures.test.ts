import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasFeature } from '../../app/billing/entitlements'
import { billingJobs, runBillingJob } from '../../app/billing/job.server'
import { cancelLocal, retryPaymentLocal } from '../../app/billing/local/local-cancel.server'
import { changePlanLocal } from '../../app/billing/local/local-change.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { getDb } from '../../app/db/client.server'
import { subscriptions } from '../../app/db/schema'
import { approve, billingState, decline, declineLater, ensurePlans, newMember } from '../support/billing'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const at = (iso: string, time = '12:00') => new Date(`${iso}T${time}:00Z`)

beforeAll(() => ensurePlans(db))

describe('failed payments, the grace period and promotion codes', () => {
  it('a declined renewal makes the subscription past_due with 7 days of grace, then Free', async () => {
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: declineLater, now: at('2030-01-10') })
    await runBillingCycle(db, { now: at('2030-02-10', '12:01') })
    let state = await billingState(db, member.id)
    expect(state.subscription).toMatchObject({ status: 'past_due', graceEndsAt: at('2030-02-17', '12:01'), currentPeriodEnd: at('2030-03-10') })
    expect(state.invoices.at(-1)).toMatchObject({ kind: 'renewal', amountCents: 2999, status: 'open' })
    expect(hasFeature({ subscriptionTier: state.tier as 'enterprise' }, 'api_access')).toBe(true)
    await expect(changePlanLocal(db, { userId: member.id, planId: 'premium-month', now: at('2030-02-11') })).rejects.toMatchObject({ code: 'past_due' })

    await runBillingCycle(db, { now: at('2030-02-16') })
    expect((await billingState(db, member.id)).subscription!.status).toBe('past_due')
    await runBillingCycle(db, { now: at('2030-02-17', '12:02') })
    state = await billingState(db, member.id)
    expect(state.tier).toBe('free')
    expect(state.subscription!.status).toBe('canceled')
    expect(state.invoices.at(-1)!.status).toBe('void')
    expect(state.events).toEqual(['subscribed', 'payment_failed', 'grace_expired'])
    expect(state.notifications).toEqual(['Welcome to Enterprise', 'Payment failed', 'Your subscription has ended'])
  })

  it('paying with a new card during the grace period restores the subscription', async () => {
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: declineLater, now: at('2030-01-10') })
    await runBillingCycle(db, { now: at('2030-02-10', '12:01') })
    await expect(retryPaymentLocal(db, { userId: member.id, card: decline })).rejects.toMatchObject({ code: 'card_declined' })
    await retryPaymentLocal(db, { userId: member.id, card: approve, now: at('2030-02-12') })
    await runBillingCycle(db, { now: at('2030-03-10', '12:01') })
    const state = await billingState(db, member.id)
    expect(state.subscription).toMatchObject({ status: 'active', graceEndsAt: null, cardLast4: '4242', currentPeriodEnd: at('2030-04-10') })
    expect(state.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'paid'])
    expect(state.events).toEqual(['subscribed', 'payment_failed', 'payment_recovered', 'renewed'])
    expect(state.tier).toBe('enterprise')
  })

  it('STUDENT50 halves every charge; a bad code or a declined card creates nothing', async () => {
    const member = await newMember(db)
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-year', card: approve, promotionCode: 'FREE100' })).rejects.toMatchObject({ code: 'invalid_promotion_code' })
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-year', card: decline })).rejects.toMatchObject({ code: 'card_declined', status: 402 })
    expect((await billingState(db, member.id)).subscriptions).toHaveLength(0)
    await subscribeLocal(db, { userId: member.id, planId: 'premium-year', card: approve, promotionCode: 'student50', now: at('2030-01-10') })
    await runBillingCycle(db, { now: at('2030-01-17', '12:01') })
    const state = await billingState(db, member.id)
    expect(state.subscription).toMatchObject({ status: 'active', discountPercent: 50, promotionCode: 'STUDENT50' })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([0, 5000])
  })

  it('the trial is for first-time subscribers only', async () => {
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, now: at('2030-01-10') })
    await cancelLocal(db, { userId: member.id, now: at('2030-01-11') })
    await runBillingCycle(db, { now: at('2030-01-17', '12:01') })
    expect((await billingState(db, member.id)).tier).toBe('free')
    const again = await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, now: at('2030-02-01') })
    expect(again).toMatchObject({ isTrial: false, chargeCents: 999 })
    expect(again.subscription.status).toBe('active')
  })
})

describe('the billing job', () => {
  it('runs every configured interval on the job queue, at least each minute and at most daily', () => {
    expect(billingJobs(0)).toEqual([])
    expect(billingJobs(30)[0]!.cron).toBe('* * * * *')
    expect(billingJobs(60)[0]!.cron).toBe('* * * * *')
    expect(billingJobs(900)[0]!.cron).toBe('*/15 * * * *')
    expect(billingJobs(7200)[0]!.cron).toBe('0 */2 * * *')
    expect(billingJobs(86_400)[0]!.cron).toBe('0 0 * * *')
  })

  it('renews a subscription whose period ended, once however often it runs in the same period', async () => {
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, now: at('2030-06-01') })
    const now = at('2030-07-01', '12:01')
    const [first, second] = await Promise.all([runBillingJob(db, { now }), runBillingJob(db, { now })])
    expect(first.renewed + second.renewed).toBeGreaterThanOrEqual(1)
    expect((await runBillingJob(db, { now })).renewed).toBe(0)
    const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, member.id))
    expect(row!.n).toBe(1)
    expect((await billingState(db, member.id)).subscription!.currentPeriodEnd).toEqual(at('2030-08-01'))
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { startSubscription } from '../../app/billing/actions.server'
import { hasFeature } from '../../app/billing/entitlements'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { changePlanLocal } from '../../app/billing/local/local-change.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { getDb } from '../../app/db/client.server'
import { approve, billingState, ensurePlans, newMember } from '../support/billing'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
const justAfter = (iso: string) => new Date(`${iso}T12:01:00Z`)
const tierOf = async (userId: string) => ({ subscriptionTier: (await billingState(db, userId)).tier as 'free' | 'premium' | 'enterprise' })

beforeAll(() => ensurePlans(db))

describe('local subscription lifecycle on a controllable clock', () => {
  it('trial → paid → renewal → prorated upgrade → scheduled downgrade → cancel, resubscribe, cancel → Free', async () => {
    const member = await newMember(db)
    const { subscription, isTrial } = await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, now: at('2030-01-10') })
    expect(isTrial).toBe(true)
    expect(subscription).toMatchObject({ status: 'trialing', currentPeriodEnd: at('2030-01-17'), trialEnd: at('2030-01-17') })
    expect(hasFeature(await tierOf(member.id), 'premium_articles')).toBe(true)

    expect((await runBillingCycle(db, { now: at('2030-01-16') })).renewed).toBe(0)
    await runBillingCycle(db, { now: justAfter('2030-01-17') })
    let state = await billingState(db, member.id)
    expect(state.subscription).toMatchObject({ status: 'active', currentPeriodStart: at('2030-01-17'), currentPeriodEnd: at('2030-02-17') })
    expect(state.invoices.map((i) => [i.kind, i.amountCents, i.status])).toEqual([['trial', 0, 'paid'], ['renewal', 999, 'paid']])

    await runBillingCycle(db, { now: justAfter('2030-02-17') })
    expect((await billingState(db, member.id)).subscription!.currentPeriodEnd).toEqual(at('2030-03-17'))

    // Half of the 28-day period is left: (29.99 − 9.99) / 2, the period is kept.
    const upgrade = await changePlanLocal(db, { userId: member.id, planId: 'enterprise-month', now: at('2030-03-03') })
    expect(upgrade.preview).toMatchObject({ kind: 'upgrade', chargeCents: 1000 })
    state = await billingState(db, member.id)
    expect(state.tier).toBe('enterprise')
    expect(state.subscription).toMatchObject({ planId: 'enterprise-month', currentPeriodEnd: at('2030-03-17') })
    expect(state.invoices.at(-1)).toMatchObject({ kind: 'proration', amountCents: 1000, status: 'paid' })

    const downgrade = await changePlanLocal(db, { userId: member.id, planId: 'premium-month', now: at('2030-03-05') })
    expect(downgrade.preview).toMatchObject({ kind: 'downgrade', effectiveAt: at('2030-03-17') })
    expect((await billingState(db, member.id)).subscription).toMatchObject({ planId: 'enterprise-month', scheduledPlanId: 'premium-month' })
    expect((await tierOf(member.id)).subscriptionTier).toBe('enterprise')

    await runBillingCycle(db, { now: justAfter('2030-03-17') })
    state = await billingState(db, member.id)
    expect(state.tier).toBe('premium')
    expect(state.subscription).toMatchObject({ planId: 'premium-month', scheduledPlanId: null, currentPeriodEnd: at('2030-04-17') })
    expect(state.invoices.at(-1)).toMatchObject({ kind: 'renewal', amountCents: 999, planId: 'premium-month' })

    await cancelLocal(db, { userId: member.id, now: at('2030-03-20') })
    const resumed = await startSubscription(db, { user: { id: member.id, email: member.email, name: member.name }, planId: 'premium-month' })
    expect(resumed).toEqual({ url: '/subscription?resumed=1', resumed: true })
    expect((await billingState(db, member.id)).subscription!.cancelAtPeriodEnd).toBe(false)

    await cancelLocal(db, { userId: member.id, now: at('2030-03-26') })
    await runBillingCycle(db, { now: at('2030-04-10') })
    expect((await billingState(db, member.id)).tier).toBe('premium')
    await runBillingCycle(db, { now: justAfter('2030-04-17') })
    state = await billingState(db, member.id)
    expect(state.tier).toBe('free')
    expect(state.subscription).toMatchObject({ status: 'canceled', endedAt: at('2030-04-17') })
    expect(hasFeature(await tierOf(member.id), 'premium_articles')).toBe(false)

    expect(state.events).toEqual([
      'trial_started', 'trial_converted', 'renewed', 'upgraded', 'downgrade_scheduled', 'plan_changed',
      'cancel_scheduled', 'resumed', 'cancel_scheduled', 'ended',
    ])
    expect(state.notifications).toHaveLength(state.events.length)
    expect(state.notifications[0]).toBe('Your free trial has started')
    expect(state.notifications.at(-1)).toBe('Your Premium subscription has ended')
  })

  it('monthly → yearly applies at once with the unused month credited; yearly → monthly waits for renewal', async () => {
    const member = await newMember(db)
    const first = await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, now: at('2030-01-10') })
    expect(first).toMatchObject({ isTrial: false, chargeCents: 2999 })
    // 16 of 31 days unused: 29.99 × 16/31 = 15.48 credited against 299.99; a new yearly period starts now.
    const toYearly = await changePlanLocal(db, { userId: member.id, planId: 'enterprise-year', now: at('2030-01-25') })
    expect(toYearly.preview).toMatchObject({ kind: 'upgrade', chargeCents: 28451 })
    expect(toYearly.subscription).toMatchObject({ currentPeriodStart: at('2030-01-25'), currentPeriodEnd: at('2031-01-25') })

    const toMonthly = await changePlanLocal(db, { userId: member.id, planId: 'enterprise-month', now: at('2030-06-01') })
    expect(toMonthly.preview.kind).toBe('downgrade')
    await runBillingCycle(db, { now: justAfter('2031-01-25') })
    const state = await billingState(db, member.id)
    expect(state.subscription).toMatchObject({ planId: 'enterprise-month', currentPeriodEnd: at('2031-02-25') })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([2999, 28451, 2999])
    expect(state.events).toEqual(['subscribed', 'upgraded', 'downgrade_scheduled', 'plan_changed'])
    expect(state.notifications).toHaveLength(4)
  })

  it('refuses a second subscription and a change to the same plan', async () => {
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, now: at('2030-01-10') })
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve })).rejects.toMatchObject({ code: 'already_subscribed', status: 409 })
    await expect(changePlanLocal(db, { userId: member.id, planId: 'enterprise-month' })).rejects.toMatchObject({ code: 'same_plan' })
    await expect(changePlanLocal(db, { userId: member.id, planId: 'no-such-plan' })).rejects.toMatchObject({ code: 'invalid_plan', status: 400 })
  })
})

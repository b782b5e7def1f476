import { describe, expect, it } from 'vitest'
import { addInterval, changeKind, prorate, type PlanLike } from '../../app/billing/plan-math'
import { checkoutSchema, readTestCard } from '../../app/billing/local/test-cards'
import { billingProviderName, ConfigError, parseConfig } from '../../app/config.server'

const plan = (id: string, tier: PlanLike['tier'], priceCents: number, interval: PlanLike['interval']): PlanLike => ({ id, tier, priceCents, interval })
const premiumMonth = plan('premium-month', 'premium', 999, 'month')
const premiumYear = plan('premium-year', 'premium', 9999, 'year')
const enterpriseMonth = plan('enterprise-month', 'enterprise', 2999, 'month')
const enterpriseYear = plan('enterprise-year', 'enterprise', 29999, 'year')

describe('plan changes', () => {
  it('upgrades to a higher tier or to yearly billing; the rest waits for renewal', () => {
    expect(changeKind(premiumMonth, enterpriseMonth)).toBe('upgrade')
    expect(changeKind(premiumMonth, premiumYear)).toBe('upgrade')
    expect(changeKind(premiumYear, enterpriseMonth)).toBe('upgrade')
    expect(changeKind(enterpriseYear, premiumYear)).toBe('downgrade')
    expect(changeKind(premiumYear, premiumMonth)).toBe('downgrade')
    expect(changeKind(premiumYear, premiumYear)).toBe('same')
  })

  it('adds calendar months and years, clamping to the end of shorter months', () => {
    expect(addInterval(new Date('2030-01-31T10:00:00Z'), 'month')).toEqual(new Date('2030-02-28T10:00:00Z'))
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year')).toEqual(new Date('2029-02-28T10:00:00Z'))
    expect(addInterval(new Date('2030-12-15T00:00:00Z'), 'month')).toEqual(new Date('2031-01-15T00:00:00Z'))
  })

  it('prorates the difference for the rest of the period, with the discount, and keeps credit', () => {
    const period = { periodStart: new Date('2030-03-01T00:00:00Z'), periodEnd: new Date('2030-03-31T00:00:00Z'), now: new Date('2030-03-16T00:00:00Z') }
    const same = prorate({ from: premiumMonth, to: enterpriseMonth, ...period, discountPercent: 0, creditCents: 0, isTrial: false })
    expect(same).toMatchObject({ chargeCents: 1000, keepsPeriod: true, periodEnd: period.periodEnd })
    const student = prorate({ from: premiumMonth, to: enterpriseMonth, ...period, discountPercent: 50, creditCents: 200, isTrial: false })
    expect(student).toMatchObject({ chargeCents: 300, creditAppliedCents: 200, creditLeftCents: 0 })
    const toMonthly = prorate({ from: premiumYear, to: enterpriseMonth, periodStart: new Date('2030-01-01T00:00:00Z'), periodEnd: new Date('2031-01-01T00:00:00Z'), now: new Date('2030-01-01T00:00:00Z'), discountPercent: 0, creditCents: 0, isTrial: false })
    expect(toMonthly).toMatchObject({ chargeCents: 0, creditLeftCents: 9999 - 2999, keepsPeriod: false, periodEnd: new Date('2030-02-01T00:00:00Z') })
    const fromTrial = prorate({ from: premiumMonth, to: enterpriseMonth, ...period, discountPercent: 0, creditCents: 0, isTrial: true })
    expect(fromTrial).toMatchObject({ chargeCents: 2999, periodStart: period.now })
  })
})

describe('test cards and configuration', () => {
  it('accepts only the listed test cards with a future expiry', () => {
    const form = { plan: 'premium-month', cardName: 'A', cardNumber: '4000 0000 0000 0341', expiry: '12/39', cvc: '123' }
    const parsed = checkoutSchema.parse(form)
    expect(readTestCard(parsed)).toEqual({ brand: 'Visa', last4: '0341', outcome: 'decline-later' })
    expect(readTestCard({ ...parsed, simulateDecline: true }).outcome).toBe('decline')
    expect(checkoutSchema.safeParse({ ...form, cardNumber: '5555 5555 5555 4444' }).success).toBe(false)
    expect(checkoutSchema.safeParse({ ...form, expiry: '01/20' }).success).toBe(false)
  })

  it('uses Stripe when a secret key is set, and wants the webhook secret with it', () => {
    expect(billingProviderName(parseConfig({}))).toBe('local')
    expect(billingProviderName(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toBe('stripe')
    expect(billingProviderName(parseConfig({ BILLING_PROVIDER: 'local', STRIPE_SECRET_KEY: 'sk_test_1' }))).toBe('local')
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => parseConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(ConfigError)
    expect(() => parseConfig({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/)
  })
})

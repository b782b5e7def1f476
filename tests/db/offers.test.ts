import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOffer } from '../../app/billing/offers/admin-offers.server'
import { offerSchema } from '../../app/billing/offers/offer-input'
import { findOfferByCode } from '../../app/billing/offers/offers.server'
import { cancellationReport } from '../../app/billing/cancellation.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { getDb } from '../../app/db/client.server'
import { offerRedemptions, offers } from '../../app/db/schema'
import { action as offerAction, loader as offerLoader } from '../../app/routes/offer.$code'
import { action as adminOffersAction } from '../../app/routes/admin.offers'
import { action as cancelAction, loader as cancelLoader } from '../../app/routes/subscription.cancel'
import { loader as checkoutLoader } from '../../app/routes/subscription.checkout'
import { approve, billingState, ensurePlans, newMember } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const at = (iso: string, time = '12:00') => new Date(`${iso}T${time}:00Z`)
let made = 0
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++made}`

/** An offer as the admin form would create it. */
async function offer(fields: Record<string, string>) {
  const created = await createOffer(db, offerSchema.parse({ name: 'Test offer', purpose: 'signup', kind: 'percent', ...fields }))
  return created!
}

const args = (url: string, init: RequestInit = {}, params: Record<string, string> = {}) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const form = (cookie: string, body: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(body), headers: { Cookie: cookie } })
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
const location = (response: unknown) => (response as Response).headers.get('Location')
/** A route's `data(…, { status })` answer, or a plain object answer (200). */
const answer = (value: unknown) => {
  const v = value as { data?: unknown; init?: { status?: number } }
  return v && typeof v === 'object' && 'init' in v ? { status: v.init?.status ?? 200, body: v.data as Record<string, unknown> } : { status: 200, body: value as Record<string, unknown> }
}

beforeAll(() => ensurePlans(db))

describe('offers on the local provider', () => {
  it('a percentage off N payments: the trial, then N discounted payments, then the full price', async () => {
    const code = uniqueCode('SPRING')
    await offer({ code, percentOff: '40', periods: '3', planId: 'premium-month' })
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, promotionCode: code.toLowerCase(), now: at('2031-01-10') })
    for (const day of ['2031-01-17', '2031-02-17', '2031-03-17', '2031-04-17', '2031-05-17']) await runBillingCycle(db, { now: at(day, '12:01') })
    const state = await billingState(db, member.id)
    expect(state.invoices.map((i) => [i.kind, i.amountCents])).toEqual([
      ['trial', 0], ['renewal', 599], ['renewal', 599], ['renewal', 599], ['renewal', 999], ['renewal', 999],
    ])
    expect(state.subscription).toMatchObject({ discountPercent: 0, discountAmountCents: 0, discountPeriodsLeft: null, promotionCode: null })
  })

  it('an amount off paid today counts today as its first payment', async () => {
    const code = uniqueCode('TEAM')
    await offer({ code, kind: 'amount', amountOff: '10', periods: '2', planId: 'enterprise-month' })
    const member = await newMember(db)
    const started = await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, promotionCode: code, now: at('2031-01-10') })
    expect(started).toMatchObject({ isTrial: false, chargeCents: 1999 })
    expect(started.subscription).toMatchObject({ discountAmountCents: 1000, discountPeriodsLeft: 1, promotionCode: code })
    for (const day of ['2031-02-10', '2031-03-10']) await runBillingCycle(db, { now: at(day, '12:01') })
    expect((await billingState(db, member.id)).invoices.map((i) => i.amountCents)).toEqual([1999, 1999, 2999])
  })

  it('STUDENT50 is an ordinary offer: half of every payment, on any paid plan', async () => {
    const student = await findOfferByCode(db, 'student50')
    expect(student).toMatchObject({ kind: 'percent', percentOff: 50, periods: null, planId: null, purpose: 'signup' })
    const member = await newMember(db)
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-year', card: approve, promotionCode: 'STUDENT50', now: at('2031-01-10') })
    await runBillingCycle(db, { now: at('2032-01-10', '12:01') })
    expect((await billingState(db, member.id)).invoices.map((i) => i.amountCents)).toEqual([15000, 15000])
  })

  it('ten parallel checkouts with a five-use offer: exactly five subscribe, five are told it is fully redeemed', async () => {
    const code = uniqueCode('FIVE')
    const five = await offer({ code, percentOff: '25', redemptionLimit: '5', planId: 'enterprise-month' })
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(db)))
    const results = await Promise.allSettled(members.map((m) => subscribeLocal(db, { userId: m.id, planId: 'enterprise-month', card: approve, promotionCode: code })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)
    expect(refused).toHaveLength(5)
    for (const reason of refused) expect(reason).toMatchObject({ code: 'offer_used_up', status: 400 })
    expect((await findOfferByCode(db, code))!.redemptionCount).toBe(5)
    expect(await db.$count(offerRedemptions, eq(offerRedemptions.offerId, five.id))).toBe(5)
    // The five refused members have no subscription.
    for (const [i, r] of results.entries()) if (r.status === 'rejected') expect((await billingState(db, members[i]!.id)).subscriptions).toHaveLength(0)
  })

  it('refuses an ended offer, another plan, and a trial offer for someone who subscribed before, with a message', async () => {
    const ended = uniqueCode('OLD')
    await db.insert(offers).values({ code: ended, name: 'Last winter', kind: 'percent', percentOff: 20, endsAt: at('2020-01-01') })
    const member = await newMember(db)
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, promotionCode: ended })).rejects.toMatchObject({ code: 'offer_ended', status: 400, field: 'promotionCode', message: 'This offer has ended.' })
    const yearly = uniqueCode('YEAR')
    await offer({ code: yearly, percentOff: '10', planId: 'premium-year' })
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, promotionCode: yearly })).rejects.toMatchObject({ code: 'offer_wrong_plan' })
    const trial = uniqueCode('TRIAL')
    await offer({ code: trial, kind: 'trial', trialDays: '30' })
    const first = await newMember(db)
    const started = await subscribeLocal(db, { userId: first.id, planId: 'enterprise-month', card: approve, promotionCode: trial, now: at('2031-01-10') })
    expect(started).toMatchObject({ isTrial: true, chargeCents: 0 })
    expect(started.subscription.trialEnd).toEqual(at('2031-02-09'))
    expect((await billingState(db, member.id)).subscriptions).toHaveLength(0)
    // A former subscriber (subscribed, cancelled, ended) cannot take a trial offer.
    await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, now: at('2031-01-10') })
    await cancelLocal(db, { userId: member.id, now: at('2031-01-11') })
    await runBillingCycle(db, { now: at('2031-02-10', '12:01') })
    await expect(subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, promotionCode: trial })).rejects.toMatchObject({ code: 'offer_new_members_only' })
  })
})

describe('the offer page and checkout', () => {
  it('shows the price with the offer, leads to checkout with it applied, and says 410 once it has ended', async () => {
    const code = uniqueCode('LINK')
    const created = await offer({ code, percentOff: '50', periods: '2', planId: 'enterprise-month', description: 'Half price for two months.' })
    const { user, cookie } = await signedInMember(db)
    const shown = answer(await offerLoader(args(`/offer/${code}`, { headers: { Cookie: cookie } }, { code: code.toLowerCase() })))
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ state: 'live', plans: [{ id: 'enterprise-month', priceCents: 2999, offerCents: 1500 }], isSignedIn: true })
    const claimed = await settle(offerAction(args(`/offer/${code}`, form(cookie, { plan: 'enterprise-month' }), { code })))
    expect(location(claimed)).toBe(`/subscription/checkout?plan=enterprise-month&offer=${code}`)
    const checkout = await checkoutLoader(args(location(claimed)!, { headers: { Cookie: cookie } }))
    expect(checkout).toMatchObject({ offer: { code, priceCents: 1500 }, offerCode: code, offerErrorKey: null, isTrial: false })
    await db.update(offers).set({ isActive: false }).where(eq(offers.id, created.id))
    const gone = answer(await offerLoader(args(`/offer/${code}`, {}, { code })))
    expect(gone).toMatchObject({ status: 410, body: { state: 'ended' } })
    const late = await checkoutLoader(args(location(claimed)!, { headers: { Cookie: cookie } }))
    expect(late).toMatchObject({ offer: null, offerErrorKey: 'billing.error.offer_ended' })
    expect((await billingState(db, user.id)).subscriptions).toHaveLength(0)
    const unknown = await settle(offerLoader(args('/offer/NOPE404', {}, { code: 'NOPE404' })))
    expect(answer(unknown).status).toBe(404)
  })
})

describe('the retention offer on the cancel page', () => {
  it('is shown before cancelling; accepting keeps the subscription at the discount for its payments, and counts as a save', async () => {
    const code = uniqueCode('STAY')
    const stay = await offer({ code, purpose: 'retention', percentOff: '50', periods: '3', planId: 'enterprise-month' })
    const { user, cookie } = await signedInMember(db)
    await subscribeLocal(db, { userId: user.id, planId: 'enterprise-month', card: approve, now: at('2031-01-10') })
    const page = await cancelLoader(args('/subscription/cancel', { headers: { Cookie: cookie } }))
    expect(page).toMatchObject({ offer: { id: stay.id, code, percentOff: 50, periods: 3 } })
    // A retention offer is not a checkout code.
    const other = await newMember(db)
    await expect(subscribeLocal(db, { userId: other.id, planId: 'enterprise-month', card: approve, promotionCode: code })).rejects.toMatchObject({ code: 'invalid_promotion_code' })

    const kept = await settle(cancelAction(args('/subscription/cancel', form(cookie, { intent: 'accept-offer', offerId: stay.id }))))
    expect(location(kept)).toBe('/subscription?kept=1')
    for (const day of ['2031-02-10', '2031-03-10', '2031-04-10', '2031-05-10']) await runBillingCycle(db, { now: at(day, '12:01') })
    const state = await billingState(db, user.id)
    expect(state.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([2999, 1500, 1500, 1500, 2999])
    expect(state.events).toContain('retention_offer_accepted')
    const report = await cancellationReport(db, { since: at('2000-01-01') })
    expect(report.saves).toBeGreaterThanOrEqual(1)
    // Taken once: after its payments the offer is not shown again, and a replayed form is refused.
    expect(await cancelLoader(args('/subscription/cancel', { headers: { Cookie: cookie } }))).toMatchObject({ offer: null })
    const again = answer(await cancelAction(args('/subscription/cancel', form(cookie, { intent: 'accept-offer', offerId: stay.id }))))
    expect(again).toMatchObject({ status: 400, body: { errorKey: 'billing.error.offer_ended' } })
    expect((await findOfferByCode(db, code))!.redemptionCount).toBe(1)
  })
})

describe('Admin → Offers', () => {
  it('refuses bad input with 400, keeping what was typed, and a code taken twice', async () => {
    const { cookie } = await signedInMember(db, { role: 'admin' })
    const bad = answer(await adminOffersAction(args('/admin/offers', form(cookie, { code: 'x', name: 'Spring', purpose: 'signup', kind: 'percent', percentOff: '150' }))))
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ values: { name: 'Spring', percentOff: '150' }, errors: { code: expect.stringContaining('Code must be'), percentOff: 'Percentage must be a whole number from 1 to 100' } })
    const periodsWithoutPlan = answer(await adminOffersAction(args('/admin/offers', form(cookie, { code: 'SPRINGX', name: 'Spring', purpose: 'signup', kind: 'percent', percentOff: '20', periods: '3' }))))
    expect(periodsWithoutPlan).toMatchObject({ status: 400, body: { errors: { planId: expect.stringContaining('one plan') } } })
    const code = uniqueCode('ADM')
    const body = { code, name: 'Autumn', purpose: 'signup', kind: 'amount', amountOff: '2.50', planId: 'premium-month', redemptionLimit: '100' }
    const created = await settle(adminOffersAction(args('/admin/offers', form(cookie, body))))
    expect(location(created)).toMatch(/^\/admin\/offers\/[0-9a-f-]{36}$/)
    expect(await findOfferByCode(db, code)).toMatchObject({ kind: 'amount', amountOffCents: 250, redemptionLimit: 100, planId: 'premium-month' })
    const twice = answer(await adminOffersAction(args('/admin/offers', form(cookie, body))))
    expect(twice).toMatchObject({ status: 400, body: { errors: { code: `An offer with the code ${code} exists already` } } })
  })
})

import { RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOffer } from '../../app/billing/offers/admin-offers.server'
import { offerSchema } from '../../app/billing/offers/offer-input'
import { acceptRetentionOffer } from '../../app/billing/offers/retention.server'
import { changePlanLocal } from '../../app/billing/local/local-change.server'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { endPauseLocal, runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { getBillingOverview } from '../../app/billing/billing-overview.server'
import { getDb } from '../../app/db/client.server'
import { action as adminOffersAction } from '../../app/routes/admin.offers'
import { action as cancelAction, loader as cancelLoader } from '../../app/routes/subscription.cancel'
import { approve, billingState, ensurePlans, newMember } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
const at = (iso: string, time = '12:00') => new Date(`${iso}T${time}:00Z`)

const args = (url: string, init: RequestInit = {}) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const form = (cookie: string, body: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(body), headers: { Cookie: cookie } })
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)

let pauseOfferId = ''
beforeAll(async () => {
  await ensurePlans(db)
  const offer = await createOffer(db, offerSchema.parse({ code: 'BREAK2', name: 'Take a break', purpose: 'retention', kind: 'pause', pauseMonths: '2', planId: 'enterprise-month' }))
  pauseOfferId = offer!.id
})

/** A member on Enterprise monthly from 10 January 2031 (no trial: $29.99 at once), who took the two-month pause. */
async function pausingMember() {
  const member = await newMember(db)
  await subscribeLocal(db, { userId: member.id, planId: 'enterprise-month', card: approve, now: at('2031-01-10') })
  await acceptRetentionOffer(db, { userId: member.id, offerId: pauseOfferId, now: at('2031-01-20') })
  return member
}

describe('a pause as the retention offer (local provider)', () => {
  it('the cancel page offers it with its dates; accepting keeps the plan until the period ends', async () => {
    const { user, cookie } = await signedInMember(db)
    await subscribeLocal(db, { userId: user.id, planId: 'enterprise-month', card: approve })
    const page = (await cancelLoader(args('/subscription/cancel', { headers: { Cookie: cookie } }))) as { offer: { id: string; kind: string; pauseMonths: number; pause: { pauseStartsAt: Date; pausedUntil: Date } } }
    expect(page.offer).toMatchObject({ id: pauseOfferId, kind: 'pause', pauseMonths: 2 })
    const overviewBefore = await getBillingOverview(db, user.id)
    expect(page.offer.pause.pauseStartsAt).toEqual(overviewBefore.current!.currentPeriodEnd)

    const kept = await settle(cancelAction(args('/subscription/cancel', form(cookie, { intent: 'accept-offer', offerId: pauseOfferId }))))
    expect((kept as Response).headers.get('Location')).toBe('/subscription?kept=1')
    const state = await billingState(db, user.id)
    expect(state).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', cancelAtPeriodEnd: false, pausedUntil: page.offer.pause.pausedUntil } })
    expect(state.notifications).toContain('Pause arranged')
    // Taken once: the cancel page offers nothing more, and the plans show the change blocked.
    expect(await cancelLoader(args('/subscription/cancel', { headers: { Cookie: cookie } }))).toMatchObject({ offer: null })
    const overview = await getBillingOverview(db, user.id)
    expect(overview.actions['premium-month']).toMatchObject({ isBlocked: true })
    await expect(changePlanLocal(db, { userId: user.id, planId: 'enterprise-year' })).rejects.toMatchObject({ code: 'subscription_paused', status: 409 })
  })

  it('at the period end the member is on Free with nothing charged; billing restarts in full when the pause ends', async () => {
    const member = await pausingMember()
    await runBillingCycle(db, { now: at('2031-02-10', '12:01') })
    let state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'free', subscription: { status: 'paused', currentPeriodEnd: at('2031-04-10') } })
    expect(state.notifications).toContain('Your Enterprise subscription is paused')
    await runBillingCycle(db, { now: at('2031-03-10', '12:01') })
    expect((await billingState(db, member.id)).invoices.map((i) => i.amountCents)).toEqual([2999])

    await runBillingCycle(db, { now: at('2031-04-10', '12:01') })
    state = await billingState(db, member.id)
    expect(state).toMatchObject({
      tier: 'enterprise',
      subscription: { status: 'active', pauseStartsAt: null, pausedUntil: null, currentPeriodStart: at('2031-04-10'), currentPeriodEnd: at('2031-05-10') },
    })
    expect(state.invoices.map((i) => [i.kind, i.amountCents, i.status])).toEqual([['subscription', 2999, 'paid'], ['renewal', 2999, 'paid']])
    expect(state.events).toEqual(expect.arrayContaining(['retention_offer_accepted', 'paused', 'pause_ended']))
    // A second run at the same moment changes nothing.
    await runBillingCycle(db, { now: at('2031-04-10', '12:02') })
    expect((await billingState(db, member.id)).invoices).toHaveLength(2)
  })

  it('“Resume now” during the pause charges at once and starts a new period from today', async () => {
    const member = await pausingMember()
    await runBillingCycle(db, { now: at('2031-02-10', '12:01') })
    await endPauseLocal(db, { userId: member.id, now: at('2031-03-01') })
    const state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', pausedUntil: null, currentPeriodStart: at('2031-03-01'), currentPeriodEnd: at('2031-04-01') } })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([2999, 2999])
    await expect(endPauseLocal(db, { userId: member.id, now: at('2031-03-02') })).rejects.toMatchObject({ code: 'not_paused' })
  })

  it('a pause not yet begun can be dropped: the subscription renews as before', async () => {
    const member = await pausingMember()
    await endPauseLocal(db, { userId: member.id, now: at('2031-01-25') })
    await runBillingCycle(db, { now: at('2031-02-10', '12:01') })
    const state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'enterprise', subscription: { status: 'active', pausedUntil: null, currentPeriodEnd: at('2031-03-10') } })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([2999, 2999])
    expect(state.events).toContain('pause_canceled')
  })

  it('a paused member who cancels ends at the pause’s end without a charge', async () => {
    const member = await pausingMember()
    await runBillingCycle(db, { now: at('2031-02-10', '12:01') })
    await cancelLocal(db, { userId: member.id, now: at('2031-02-15') })
    await runBillingCycle(db, { now: at('2031-04-10', '12:01') })
    const state = await billingState(db, member.id)
    expect(state).toMatchObject({ tier: 'free', subscription: { status: 'canceled' } })
    expect(state.invoices.map((i) => i.amountCents)).toEqual([2999])
  })
})

describe('Admin → Offers: a pause', () => {
  it('needs its length and is for the cancel page only', async () => {
    const { cookie } = await signedInMember(db, { role: 'admin' })
    const answer = async (body: Record<string, string>) => (await adminOffersAction(args('/admin/offers', form(cookie, { name: 'Break', ...body })))) as { init?: { status: number }; data: { errors: Record<string, string>; values: Record<string, string> } }
    const noLength = await answer({ code: 'BREAKX', purpose: 'retention', kind: 'pause' })
    expect(noLength).toMatchObject({ init: { status: 400 }, data: { errors: { pauseMonths: 'Pause length is required for a pause' }, values: { code: 'BREAKX' } } })
    const tooLong = await answer({ code: 'BREAKX', purpose: 'retention', kind: 'pause', pauseMonths: '6' })
    expect(tooLong.data.errors.pauseMonths).toBe('Pause length must be a whole number from 1 to 3')
    const onLink = await answer({ code: 'BREAKX', purpose: 'signup', kind: 'pause', pauseMonths: '1' })
    expect(onLink.data.errors.kind).toBe('A pause is offered on the cancel page only: choose Retention')
  })
})

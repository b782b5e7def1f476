import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { cancellationReport } from '../../app/billing/cancellation.server'
import { action as cancelAction, loader as cancelLoader } from '../../app/routes/subscription.cancel'
import { loader as plansLoader } from '../../app/routes/subscription'
import { loader as adminSubscriptionsLoader } from '../../app/routes/admin.subscriptions'
import { billingState } from '../support/billing'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()

const args = (url: string, init?: RequestInit) => {
  const request = new Request(`http://localhost${url}`, init)
  return { request, params: {}, context: new RouterContextProvider(), url: new URL(request.url), unstable_pattern: '' } as never
}
const post = (cookie: string, body: Record<string, string>) => args('/subscription/cancel', { method: 'POST', body: new URLSearchParams(body), headers: { Cookie: cookie } })
const page = (cookie: string) => args('/subscription/cancel', { headers: { Cookie: cookie } })
const location = (response: unknown) => (response as Response).headers.get('Location')
const settle = (work: Promise<unknown>) => work.catch((thrown: unknown) => thrown)
const card = { brand: 'Visa', last4: '4242', outcome: 'approve' } as const

/** A member with a running Premium subscription, signed in. */
async function subscriber() {
  const member = await signedInMember(db)
  await subscribeLocal(db, { userId: member.user.id, planId: 'premium-month', card })
  return member
}

describe('the cancel page', () => {
  it('asks why before cancelling: a missing reason or an overlong note is refused with 400, keeping what was typed, and cancels nothing', async () => {
    const { user, cookie } = await subscriber()
    expect(await cancelLoader(page(cookie))).toMatchObject({ plan: { name: 'Premium', interval: 'month' } })
    const note = 'The weekly digest was the part I read most.'
    const missing = await cancelAction(post(cookie, { note }))
    expect(missing).toMatchObject({ init: { status: 400 }, data: { errors: { reason: 'Choose the reason closest to yours.' }, values: { note } } })
    const unknown = await cancelAction(post(cookie, { reason: 'bored', note }))
    expect(unknown).toMatchObject({ init: { status: 400 }, data: { errors: { reason: expect.any(String) }, values: { note, reason: 'bored' } } })
    const overlong = await cancelAction(post(cookie, { reason: 'other', note: 'x'.repeat(1001) }))
    expect(overlong).toMatchObject({ init: { status: 400 }, data: { errors: { note: 'Keep your note under 1,000 characters.' }, values: { reason: 'other' } } })
    expect((await billingState(db, user.id)).subscription!.cancelAtPeriodEnd).toBe(false)
  })

  it('cancels at the period end, keeps the reason and note, says so on the plans page, and is then closed', async () => {
    const { user, cookie } = await subscriber()
    const since = new Date(Date.now() - 1000)
    const done = await settle(cancelAction(post(cookie, { reason: 'temporary_break', note: '  Back after my exams in June.  ' })))
    expect(location(done)).toBe('/subscription?cancelled=1')
    const state = await billingState(db, user.id)
    expect(state.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true })
    expect(state.tier).toBe('premium')
    const plans = await plansLoader(args('/subscription?cancelled=1', { headers: { Cookie: cookie } }))
    expect(plans.notice).toBe('cancelled')
    // Nothing left to cancel: the page and a repeated post lead back to the plans.
    expect(location(await settle(cancelLoader(page(cookie))))).toBe('/subscription')
    expect(location(await settle(cancelAction(post(cookie, { reason: 'other' }))))).toBe('/subscription')

    const report = await cancellationReport(db, { since })
    expect(report.total).toBe(1)
    expect(report.reasons[0]).toEqual({ reason: 'temporary_break', count: 1 })
    expect(report.reasons).toHaveLength(7)
    expect(report.latestNotes).toEqual([expect.objectContaining({ reason: 'temporary_break', note: 'Back after my exams in June.' })])
    // Admin → Subscriptions shows the same report for the last 90 days.
    const admin = await signedInMember(db, { role: 'admin' })
    const adminPage = await adminSubscriptionsLoader(args('/admin/subscriptions', { headers: { Cookie: admin.cookie } }))
    expect(adminPage.cancellations.latestNotes.map((entry) => entry.note)).toContain('Back after my exams in June.')
  })

  it('sends a member without a subscription back to the plans, and a visitor to log in', async () => {
    const { cookie } = await signedInMember(db)
    expect(location(await settle(cancelLoader(page(cookie))))).toBe('/subscription')
    expect(location(await settle(cancelLoader(args('/subscription/cancel'))))).toMatch(/^\/login\?redirect=/)
  })
})

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cancelSubscription } from '../../app/billing/actions.server'
import { giftSchema, todayInput } from '../../app/billing/gifts/gift-input'
import { startWaitingGifts } from '../../app/billing/gifts/gift-time.server'
import { buyGift, deliverDueGifts, giftPrices, redeemGift } from '../../app/billing/gifts/gifts.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { subscribeLocal } from '../../app/billing/local/local-subscribe.server'
import { getDb } from '../../app/db/client.server'
import { emails, gifts } from '../../app/db/schema'
import { action as giftAction } from '../../app/routes/gift'
import { action as redeemAction, loader as redeemLoader } from '../../app/routes/gift.$code'
import { approve, billingState, decline, ensurePlans, minutesAfter, newMember } from '../support/billing'
import { answerStatus, routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()
const db = getDb()
await ensurePlans(db)
const DAY = 86_400_000

const dayInput = (days: number) => todayInput(new Date(Date.now() + days * DAY))
/** A gift as the /gift form sends it. */
const giftForm = (fields: Record<string, string> = {}) =>
  giftSchema.parse({ months: '3', recipientName: 'Ines Duarte', recipientEmail: `ines-${crypto.randomUUID().slice(0, 8)}@example.com`, message: 'For the commute: enjoy the courses!', sendOn: todayInput(), buyerName: 'Tomás Reyes', buyerEmail: 'tomas@example.com', ...fields })
const mailsTo = (to: string, kind: string) => db.select().from(emails).where(and(eq(emails.to, to), eq(emails.kind, kind)))
const codeOf = async (giftId: string) => (await db.select({ code: gifts.code }).from(gifts).where(eq(gifts.id, giftId)))[0]!.code

describe('gifts', () => {
  it('cost the monthly price per month, and 12 months the yearly price', async () => {
    expect((await giftPrices(db)).map((p) => [p.months, p.amountCents, p.planId])).toEqual([
      [1, 999, 'premium-month'],
      [3, 2997, 'premium-month'],
      [6, 5994, 'premium-month'],
      [12, 9999, 'premium-year'],
    ])
  })

  it('are bought once: the buyer gets a receipt, the recipient one e-mail on the send date; a declined card stores nothing', async () => {
    const buyerEmail = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`
    const input = giftForm({ sendOn: dayInput(2), buyerEmail })
    const gift = await buyGift(db, { input, buyerId: null, payment: { provider: 'local', card: approve } })
    expect(gift).toMatchObject({ status: 'paid', amountCents: 2997, months: 3, cardLast4: '4242' })
    const [receipt, ...more] = await mailsTo(buyerEmail, 'gift-receipt')
    expect(more).toEqual([])
    expect(receipt!.text).toContain('Paid $29.97')
    expect(receipt!.text).toContain(input.recipientEmail)
    expect(await mailsTo(input.recipientEmail, 'gift')).toEqual([])

    await deliverDueGifts(db, { now: new Date(Date.now() + DAY) })
    expect(await mailsTo(input.recipientEmail, 'gift')).toEqual([])
    await Promise.all([deliverDueGifts(db, { now: new Date(Date.now() + 2 * DAY) }), deliverDueGifts(db, { now: new Date(Date.now() + 2 * DAY) })])
    const [sent, ...twice] = await mailsTo(input.recipientEmail, 'gift')
    expect(twice).toEqual([])
    expect(sent!.subject).toBe('Tomás Reyes gave you 3 months of Lumen Premium')
    expect(sent!.text).toContain('For the commute: enjoy the courses!')
    expect(sent!.text).toContain(`/gift/${gift.code}`)

    const declined = giftForm({ buyerEmail })
    await expect(buyGift(db, { input: declined, buyerId: null, payment: { provider: 'local', card: decline } })).rejects.toMatchObject({ status: 402 })
    expect(await db.select().from(gifts).where(eq(gifts.recipientEmail, declined.recipientEmail))).toEqual([])
  })

  it('refuse a bad form with 400 and keep what was typed, and send a gift for today at once', async () => {
    const typed = { months: '5', recipientName: 'Ines Duarte', recipientEmail: 'ines@', message: 'Happy birthday', sendOn: dayInput(400), buyerName: '', buyerEmail: 'tomas@example.com', cardName: 'Tomás Reyes', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }
    const refused = (await giftAction(routeArgs('/gift', {}, { form: typed }))) as { data: { errors: Record<string, string>; values: Record<string, string> } }
    expect(answerStatus(refused)).toBe(400)
    expect(refused.data.errors).toMatchObject({
      months: 'Choose how long the gift lasts.',
      recipientEmail: expect.any(String),
      sendOn: 'Choose a day from today to a year from now.',
      buyerName: 'Enter your name (up to 100 characters).',
    })
    expect(refused.data.values).toMatchObject({ recipientName: 'Ines Duarte', message: 'Happy birthday' })
    expect(refused.data.values.cardNumber).toBeUndefined()

    const recipient = `today-${crypto.randomUUID().slice(0, 8)}@example.com`
    const paid = (await giftAction(routeArgs('/gift', {}, { form: { ...typed, months: '1', recipientEmail: recipient, sendOn: todayInput(), buyerName: 'Tomás Reyes' } })).catch((thrown: unknown) => thrown)) as Response
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toMatch(/^\/gift\?paid=[0-9a-f-]{36}$/)
    expect(await mailsTo(recipient, 'gift')).toHaveLength(1)
  })

  it('are redeemed once: Premium starts for the months, never renews, and a second redemption is refused (410)', async () => {
    const gift = await buyGift(db, { input: giftForm(), buyerId: null, payment: { provider: 'local', card: approve } })
    const [first, second] = await Promise.all([newMember(db), newMember(db)])
    const now = new Date()
    const outcomes = await Promise.allSettled([redeemGift(db, { code: gift.code, userId: first.id, now }), redeemGift(db, { code: gift.code, userId: second.id, now })])
    const won = outcomes.findIndex((o) => o.status === 'fulfilled')
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 410 } })
    const winner = [first, second][won]!
    const loser = [first, second][1 - won]!
    const state = await billingState(db, winner.id)
    expect(state.tier).toBe('premium')
    expect(state.subscription).toMatchObject({ provider: 'gift', status: 'active', cancelAtPeriodEnd: true, planId: 'premium-month' })
    expect(state.subscription!.currentPeriodEnd.getUTCMonth()).toBe((now.getUTCMonth() + 3) % 12)
    expect((await billingState(db, loser.id)).tier).toBe('free')

    // Nothing to cancel or change: the gift ends by itself.
    await expect(cancelSubscription(db, { userId: winner.id })).rejects.toMatchObject({ status: 409 })
    await runBillingCycle(db, { now: minutesAfter(state.subscription!.currentPeriodEnd, 1) })
    const ended = await billingState(db, winner.id)
    expect(ended.tier).toBe('free')
    expect(ended.subscription).toMatchObject({ status: 'canceled' })
    expect(ended.invoices).toEqual([])
  })

  it('stack after a running paid subscription, which stops renewing; a second gift lengthens a running gift', async () => {
    const member = await newMember(db)
    const now = new Date()
    await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve, now })
    const paidEnd = (await billingState(db, member.id)).subscription!.currentPeriodEnd
    const gift = await buyGift(db, { input: giftForm({ months: '1' }), buyerId: null, payment: { provider: 'local', card: approve } })
    expect(await redeemGift(db, { code: gift.code, userId: member.id, now })).toEqual({ kind: 'waiting', from: paidEnd, subscription: expect.objectContaining({ provider: 'local' }) })
    expect((await billingState(db, member.id)).subscription).toMatchObject({ provider: 'local', cancelAtPeriodEnd: true })

    const handover = minutesAfter(paidEnd, 1)
    await runBillingCycle(db, { now: handover })
    expect(await startWaitingGifts(db, { now: handover })).toBe(1)
    const gifted = await billingState(db, member.id)
    expect(gifted.tier).toBe('premium')
    expect(gifted.subscription).toMatchObject({ provider: 'gift', status: 'active', currentPeriodStart: handover })

    const another = await buyGift(db, { input: giftForm({ months: '6' }), buyerId: null, payment: { provider: 'local', card: approve } })
    const longer = await redeemGift(db, { code: another.code, userId: member.id, now: handover })
    expect(longer.kind).toBe('extended')
    const extended = (await billingState(db, member.id)).subscription!
    expect(extended.id).toBe(gifted.subscription!.id)
    expect(extended.currentPeriodEnd.getTime() - gifted.subscription!.currentPeriodEnd.getTime()).toBeGreaterThan(180 * DAY)
  })

  it('never start for an account deleted after redeeming (the demo has such a gift)', async () => {
    const member = await newMember(db)
    const paid = await buyGift(db, { input: giftForm(), buyerId: null, payment: { provider: 'local', card: approve } })
    await subscribeLocal(db, { userId: member.id, planId: 'premium-month', card: approve })
    expect((await redeemGift(db, { code: paid.code, userId: member.id })).kind).toBe('waiting')
    await db.update(gifts).set({ redeemedBy: null, startsAt: new Date(Date.now() - DAY) }).where(eq(gifts.id, paid.id))
    await startWaitingGifts(db, { now: new Date() })
    expect((await db.select({ subscriptionId: gifts.subscriptionId }).from(gifts).where(eq(gifts.id, paid.id)))[0]!.subscriptionId).toBeNull()
  })

  it('show the redeem page with the message, 410 once redeemed and 404 for an unknown link', async () => {
    const { user, cookie } = await signedInMember(db)
    const gift = await buyGift(db, { input: giftForm(), buyerId: null, payment: { provider: 'local', card: approve } })
    const code = await codeOf(gift.id)
    const page = (await redeemLoader(routeArgs(`/gift/${code}`, { code }, { cookie }))) as { data: { gift: { message: string; buyerName: string } } }
    expect(page.data.gift).toMatchObject({ message: 'For the commute: enjoy the courses!', buyerName: 'Tomás Reyes' })
    expect(await redeemAction(routeArgs(`/gift/${code}`, { code }, { cookie, form: {} }))).toMatchObject({ redeemed: 'started' })
    expect((await billingState(db, user.id)).tier).toBe('premium')
    const again = await redeemLoader(routeArgs(`/gift/${code}`, { code }, { cookie }))
    expect(answerStatus(again)).toBe(410)
    expect((again as { data: { refusal: string } }).data.refusal).toBe('This gift has already been redeemed.')
    expect(answerStatus(await redeemLoader(routeArgs('/gift/AAAAAAAAAAAAAAAAAAAAAAAA', { code: 'AAAAAAAAAAAAAAAAAAAAAAAA' })))).toBe(404)
  })
})

/** In-memory Stripe objects for the fake API, with helpers tests use to move time forward. */
type Obj = Record<string, unknown>
type Sub = Obj & { id: string; status: string; items: { object: 'list'; data: (Obj & { price: { id: string; object?: string } })[] }; schedule: string | null }

const DAY = 86_400

type Coupon = Obj & { id: string; percent_off: number | null; amount_off: number | null; duration: string; duration_in_months: number | null; times_redeemed: number; max_redemptions: number | null }

export function fakeStripeState(priceIntervals: Record<string, 'month' | 'year'>, priceAmounts: Record<string, number> = {}) {
  let n = 0
  let clock = Math.floor(Date.now() / 1000)
  // Every new object moves the clock on a second, so creation times are distinct.
  const next = (prefix: string) => {
    clock += 1
    return `${prefix}_${++n}`
  }
  const sessions = new Map<string, Obj>()
  const subscriptions = new Map<string, Sub>()
  const invoices = new Map<string, Obj>()
  const schedules = new Map<string, Obj>()
  const payments = new Map<string, Obj & { refunded: boolean }>()
  const coupons = new Map<string, Coupon>()
  /** Per subscription: its coupon and when the discount stops (Stripe counts a coupon's months from when it is applied). */
  const discounts = new Map<string, { coupon: Coupon; end: number }>()
  const length = (price: string) => (priceIntervals[price] === 'year' ? 365 : 30) * DAY
  const item = (sub: Sub) => sub.items.data[0]!
  const get = <T>(map: Map<string, T>, id: string) => {
    const found = map.get(id)
    if (!found) throw new Error(`No such object: '${id}'`)
    return found
  }

  function applyCoupon(sub: Sub, coupon: Coupon) {
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) throw new Error(`Coupon ${coupon.id} has reached its maximum redemptions.`)
    coupon.times_redeemed++
    const months = coupon.duration === 'forever' ? 1200 : coupon.duration === 'once' ? 1 : Number(coupon.duration_in_months)
    discounts.set(sub.id, { coupon, end: clock + months * 30 * DAY - 1 })
    sub.discounts = [`di_${sub.id}`]
  }

  /** The price of the subscription's next invoice: its price's amount, less a running coupon. */
  function priceOf(sub: Sub, fallback: number) {
    const full = priceAmounts[item(sub).price.id] ?? fallback
    const discount = discounts.get(sub.id)
    if (!discount) return full
    if (clock >= discount.end) {
      discounts.delete(sub.id)
      sub.discounts = []
      return full
    }
    // A "once" coupon applies to the first invoice only.
    if (discount.coupon.duration === 'once') discount.end = clock + 1
    return Math.max(0, Math.round((full * (100 - Number(discount.coupon.percent_off ?? 0))) / 100) - Number(discount.coupon.amount_off ?? 0))
  }

  function makeInvoice(sub: Sub, input: { reason: string; amount: number; paid: boolean }) {
    const line = item(sub)
    const invoice = {
      id: next('in'), object: 'invoice', customer: sub.customer, currency: 'usd', created: clock,
      billing_reason: input.reason, status: input.paid ? 'paid' : 'open',
      amount_due: input.amount, amount_paid: input.paid ? input.amount : 0,
      hosted_invoice_url: `https://invoice.stripe.test/${n}`,
      status_transitions: { paid_at: input.paid ? clock : null },
      period_start: line.current_period_start, period_end: line.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: [{ id: next('il'), period: { start: line.current_period_start, end: line.current_period_end }, pricing: { type: 'price_details', price_details: { price: line.price.id } } }] },
    }
    invoices.set(invoice.id, invoice)
    sub.latest_invoice = invoice.id
    return invoice
  }

  return {
    advanceClock: (seconds: number) => (clock += seconds),
    now: () => clock,
    createSession(body: Obj) {
      const id = next('cs_test')
      const session = { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', payment_status: 'unpaid', payment_intent: null, subscription: null, customer: body.customer ?? null, ...body }
      sessions.set(id, session)
      return session
    },
    /** The customer pays on Stripe's page: the subscription and its first invoice exist. */
    completeCheckout(sessionId: string, { amount }: { amount?: number } = {}) {
      const session = get(sessions, sessionId)
      const price = String((session.line_items as { price: string }[])[0]!.price)
      const data = (session.subscription_data ?? {}) as { metadata?: Obj; trial_period_days?: string }
      const trialEnd = data.trial_period_days ? clock + Number(data.trial_period_days) * DAY : null
      const sub: Sub = {
        id: next('sub'), object: 'subscription', customer: session.customer ?? next('cus'), status: trialEnd ? 'trialing' : 'active',
        items: { object: 'list', data: [{ id: next('si'), object: 'subscription_item', quantity: 1, price: { id: price, object: 'price' }, current_period_start: clock, current_period_end: trialEnd ?? clock + length(price) }] },
        cancel_at_period_end: false, canceled_at: null, ended_at: null, trial_end: trialEnd, metadata: data.metadata ?? {}, schedule: null, latest_invoice: null, discounts: [], pause_collection: null,
      }
      subscriptions.set(sub.id, sub)
      const couponId = (session.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon
      if (couponId) applyCoupon(sub, get(coupons, couponId))
      Object.assign(session, { status: 'complete', subscription: sub.id, customer: sub.customer })
      const invoice = makeInvoice(sub, { reason: 'subscription_create', amount: trialEnd ? 0 : (amount ?? priceOf(sub, 0)), paid: true })
      return { session, subscription: sub, invoice }
    },
    /** The customer pays a one-off Checkout Session (mode `payment`): a paid payment intent. */
    completePaymentCheckout(sessionId: string) {
      const session = get(sessions, sessionId)
      const intent = next('pi')
      payments.set(intent, { id: intent, object: 'payment_intent', status: 'succeeded', refunded: false })
      return Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent })
    },
    session: (id: string) => get(sessions, id),
    /** A coupon (`POST /v1/coupons`); an id already taken is refused as Stripe refuses it. */
    createCoupon(body: Obj) {
      const id = String(body.id ?? next('coupon'))
      if (coupons.has(id)) return null
      const coupon: Coupon = {
        id, object: 'coupon', name: body.name ?? null, currency: body.currency ?? null, duration: String(body.duration),
        percent_off: body.percent_off ? Number(body.percent_off) : null, amount_off: body.amount_off ? Number(body.amount_off) : null,
        duration_in_months: body.duration_in_months ? Number(body.duration_in_months) : null,
        max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null, redeem_by: body.redeem_by ? Number(body.redeem_by) : null,
        times_redeemed: 0, valid: true,
      }
      coupons.set(id, coupon)
      return coupon
    },
    coupon: (id: string) => get(coupons, id),
    /** A full refund of a payment intent (each intent is refunded at most once). */
    refund(intentId: string) {
      const payment = get(payments, intentId)
      if (payment.refunded) throw new Error(`Charge for ${intentId} has already been refunded.`)
      payment.refunded = true
      return { id: next('re'), object: 'refund', payment_intent: intentId, status: 'succeeded' }
    },
    payment: (id: string) => get(payments, id),
    subscription: (id: string) => get(subscriptions, id),
    invoice: (id: string) => get(invoices, id),
    updateSubscription(id: string, body: Obj) {
      const sub = get(subscriptions, id)
      if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true'
      const couponId = (body.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon
      if (couponId) applyCoupon(sub, get(coupons, couponId))
      const items = body.items as { price?: string }[] | undefined
      const price = items?.[0]?.price
      if (body.trial_end === 'now') Object.assign(sub, { status: 'active', trial_end: clock })
      // Pausing collection ('' resumes it); a billing cycle reset to now charges a new period at once.
      if (body.pause_collection === '') sub.pause_collection = null
      else if (body.pause_collection) sub.pause_collection = { behavior: (body.pause_collection as Obj).behavior, resumes_at: Number((body.pause_collection as Obj).resumes_at) }
      if ((body.billing_cycle_anchor as Obj | undefined)?.type === 'now') {
        Object.assign(item(sub), { current_period_start: clock, current_period_end: clock + length(item(sub).price.id) })
        makeInvoice(sub, { reason: 'subscription_update', amount: priceOf(sub, 999), paid: true })
      }
      if (price && price !== item(sub).price.id) {
        const reset = priceIntervals[price] !== priceIntervals[item(sub).price.id] || body.trial_end === 'now'
        Object.assign(item(sub), { price: { id: price, object: 'price' } }, reset ? { current_period_start: clock, current_period_end: clock + length(price) } : {})
        if (body.proration_behavior === 'always_invoice') makeInvoice(sub, { reason: 'subscription_update', amount: 1000, paid: true })
      }
      return sub
    },
    cancelNow(id: string) {
      const sub = get(subscriptions, id)
      return Object.assign(sub, { status: 'canceled', canceled_at: clock, ended_at: clock, schedule: null })
    },
    /** Stripe ends a subscription set to cancel at its period end. */
    endPeriod(id: string) {
      const sub = get(subscriptions, id)
      clock = Number(item(sub).current_period_end)
      return Object.assign(sub, { status: 'canceled', ended_at: clock, canceled_at: clock })
    },
    /** A renewal charge at the period end, paid or declined (then past_due). */
    renew(id: string, { paid }: { paid: boolean }) {
      const sub = get(subscriptions, id)
      const line = item(sub)
      clock = Number(line.current_period_end)
      Object.assign(line, { current_period_start: clock, current_period_end: clock + length(line.price.id) })
      // While collection is paused with `void`, the period's invoice is voided and the subscription stays active.
      if (sub.pause_collection) {
        const invoice = makeInvoice(sub, { reason: 'subscription_cycle', amount: priceOf(sub, 999), paid: false })
        return { subscription: sub, invoice: Object.assign(invoice, { status: 'void' }) }
      }
      sub.status = paid ? 'active' : 'past_due'
      return { subscription: sub, invoice: makeInvoice(sub, { reason: 'subscription_cycle', amount: priceOf(sub, 999), paid }) }
    },
    /** The customer pays an open invoice (new card in the portal). */
    payInvoice(invoiceId: string) {
      const invoice = get(invoices, invoiceId)
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: clock } })
      const sub = get(subscriptions, String((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription))
      sub.status = 'active'
      return { invoice, subscription: sub }
    },
    createSchedule(subscriptionId: string) {
      const schedule = { id: next('sub_sched'), object: 'subscription_schedule', subscription: subscriptionId, status: 'active', phases: [] as unknown[] }
      schedules.set(schedule.id, schedule)
      get(subscriptions, subscriptionId).schedule = schedule.id
      return schedule
    },
    updateSchedule: (id: string, body: Obj) => Object.assign(get(schedules, id), { phases: body.phases, end_behavior: body.end_behavior }),
    releaseSchedule(id: string) {
      const schedule = get(schedules, id)
      get(subscriptions, String(schedule.subscription)).schedule = null
      return Object.assign(schedule, { status: 'released' })
    },
    schedule: (id: string) => get(schedules, id),
    event: (type: string, object: Obj) => ({ id: next('evt'), object: 'event', type, created: clock, api_version: '2026-10-28.endive', livemode: false, data: { object: structuredClone(object) } }),
  }
}

export type FakeStripeState = ReturnType<typeof fakeStripeState>

import { createServer, type IncomingMessage, type Server } from 'node:http'
import { fakeStripeState, type FakeStripeState } from './fake-stripe-state'

/** Stripe's form encoding (`items[0][price]=…`) into nested objects and arrays. */
export function parseStripeForm(body: string) {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean)
    let node = root as Record<string, unknown>
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const)
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries)
  }
  return arrays(root) as Record<string, unknown>
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => resolve(text))
  })

export interface FakeStripe {
  url: string
  state: FakeStripeState
  requests: { method: string; path: string; body: Record<string, unknown> }[]
  /** The next subscription update answers 402 card_declined. */
  declineNextUpdate: () => void
  close: () => Promise<void>
}

/**
 * A small HTTP server that speaks the few Stripe API calls the site makes (Checkout
 * Sessions, one-off payments and their refunds, subscriptions, subscription schedules, invoices, the Customer Portal), for the
 * official SDK pointed at it through STRIPE_API_BASE.
 */
export async function startFakeStripe(priceIntervals: Record<string, 'month' | 'year'>, priceAmounts: Record<string, number> = {}): Promise<FakeStripe> {
  const state = fakeStripeState(priceIntervals, priceAmounts)
  const requests: FakeStripe['requests'] = []
  let declineNext = false
  const server: Server = createServer(async (req, res) => {
    const body = parseStripeForm(await readBody(req))
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = req.method ?? 'GET'
    requests.push({ method, path: url.pathname, body })
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` })
      res.end(JSON.stringify(payload))
    }
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } })
    const path = url.pathname.replace(/^\/v1\//, '')
    const id = path.startsWith('checkout/sessions/') ? path.split('/')[2]! : (path.split('/')[1] ?? '')
    const route = `${method} ${path.replace(/^(subscriptions|subscription_schedules|invoices|coupons|checkout\/sessions)\/[^/]+/, '$1/:id')}`
    try {
      switch (route) {
        case 'POST checkout/sessions':
          return send(200, state.createSession(body))
        case 'GET checkout/sessions/:id':
          return send(200, state.session(id))
        case 'POST coupons': {
          const coupon = state.createCoupon(body)
          if (!coupon) return send(400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' } })
          return send(200, coupon)
        }
        case 'GET coupons/:id':
          return send(200, state.coupon(id))
        case 'POST refunds':
          return send(200, state.refund(String(body.payment_intent)))
        case 'GET subscriptions/:id':
          return send(200, state.subscription(id))
        case 'POST subscriptions/:id':
          if (declineNext) {
            declineNext = false
            return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })
          }
          return send(200, state.updateSubscription(id, body))
        case 'DELETE subscriptions/:id':
          return send(200, state.cancelNow(id))
        case 'POST subscription_schedules':
          return send(200, state.createSchedule(String(body.from_subscription)))
        case 'POST subscription_schedules/:id':
          return send(200, state.updateSchedule(id, body))
        case 'POST subscription_schedules/:id/release':
          return send(200, state.releaseSchedule(id))
        case 'GET invoices/:id':
          return send(200, state.invoice(id))
        case 'POST billing_portal/sessions':
          return send(200, { id: `bps_${requests.length}`, object: 'billing_portal.session', url: `https://billing.stripe.test/p/${String(body.customer)}` })
        default:
          return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } })
      }
    } catch (error) {
      return send(404, { error: { type: 'invalid_request_error', message: error instanceof Error ? error.message : String(error) } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    declineNextUpdate: () => (declineNext = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

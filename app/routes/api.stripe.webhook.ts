import { handleStripeWebhook } from '../billing/stripe/stripe-webhook.server'
import { methodNotAllowed } from '../billing/api.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/api.stripe.webhook'
import { jsonError } from '../lib/json-error'
import { logError } from '../lib/log.server'

/**
 * Stripe's webhook. No session and no Origin check: the Stripe-Signature header, verified
 * over the raw body (nothing parses it before this point), is what authenticates it.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const rawBody = Buffer.from(await request.arrayBuffer())
  try {
    const result = await handleStripeWebhook(getDb(), rawBody, request.headers.get('stripe-signature'))
    return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // Stripe retries on 5xx, and a later attempt re-reads the current state.
    logError('/api/stripe/webhook', error)
    return jsonError(500, 'internal_error', 'Webhook processing failed.')
  }
}

export const loader = () => methodNotAllowed()

import type { z } from 'zod'
import { getUser, type SessionUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import type { Db } from '../db/client.server'
import { isBillingError } from '../lib/app-error'
import { jsonError } from '../lib/json-error'
import { noSubscription } from './refusals.server'
import { findLiveSubscription, type SubscriptionRow } from './state.server'
import { logError, requestPath } from '../lib/log.server'

const json = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'no-store' } })

export const methodNotAllowed = () => jsonError(405, 'method_not_allowed', 'Method not allowed', { Allow: 'POST' })

/**
 * The spec's JSON subscription calls (§7): POST, session-authenticated (401 without a
 * session), JSON in and out, 400 on bad input. Refusals carry the JSON error, whose message
 * starts with `failure` (the spec's error text) and says what went wrong.
 */
export async function billingApi<S extends z.ZodType>(
  request: Request,
  { schema, failure }: { schema: S; failure: string },
  handle: (input: { db: Db; user: SessionUser; body: z.output<S> }) => Promise<unknown>,
) {
  if (request.method !== 'POST') return methodNotAllowed()
  const user = await getUser(request)
  if (!user) return jsonError(401, 'log_in', 'User must be logged in')
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return jsonError(400, 'invalid_input', `${failure}: the request body must be JSON.`)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return jsonError(400, 'invalid_input', `${failure}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`)
  try {
    return json(await handle({ db: getDb(), user, body: parsed.data }))
  } catch (error) {
    if (isBillingError(error)) return jsonError(error.status, error.code, `${failure}: ${error.message}`)
    logError(`billing ${requestPath(request)}`, error)
    return jsonError(500, 'internal_error', failure)
  }
}

/** The member's live subscription named by our id or the provider's; another member's is "not found". */
export async function ownSubscription(db: Db, userId: string, subscriptionId: string) {
  const row = await findLiveSubscription(db, userId)
  if (!row || (row.id !== subscriptionId && row.providerSubscriptionId !== subscriptionId)) throw noSubscription()
  return row
}

/** The subscription as the JSON calls answer it. */
export const subscriptionJson = (row: SubscriptionRow) => ({
  id: row.id,
  planId: row.planId,
  status: row.status,
  provider: row.provider,
  currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  scheduledPlanId: row.scheduledPlanId,
  trialEnd: row.trialEnd?.toISOString() ?? null,
})

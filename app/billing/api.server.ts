import type { z } from 'zod'
import { getUser, type SessionUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import type { Db } from '../db/client.server'
import { isBillingError } from '../lib/app-error'
import { noSubscription } from './refusals.server'
import { findLiveSubscription, type SubscriptionRow } from './state.server'
import { logError, requestPath } from '../lib/log.server'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const methodNotAllowed = () => json({ error: 'Method not allowed' }, 405, { Allow: 'POST' })

/**
 * The spec's JSON subscription calls (§7): POST, session-authenticated (401 without a
 * session), JSON in and out, 400 on bad input, and `failure` as the error text otherwise.
 */
export async function billingApi<S extends z.ZodType>(
  request: Request,
  { schema, failure }: { schema: S; failure: string },
  handle: (input: { db: Db; user: SessionUser; body: z.output<S> }) => Promise<unknown>,
) {
  if (request.method !== 'POST') return methodNotAllowed()
  const user = await getUser(request)
  if (!user) return json({ error: 'User must be logged in' }, 401)
  let raw: unknown
  try {
    raw = await request.json()
  } catch {
    return json({ error: failure, message: 'The request body must be JSON.' }, 400)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return json({ error: failure, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, 400)
  try {
    return json(await handle({ db: getDb(), user, body: parsed.data }))
  } catch (error) {
    if (isBillingError(error)) return json({ error: failure, code: error.code, message: error.message }, error.status)
    logError(`billing ${requestPath(request)}`, error)
    return json({ error: failure }, 500)
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

import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import type { Db } from '../../db/client.server'
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEvent } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { recordWorkspaceChange } from '../../workspaces/workspaces.server'
import { checkWebhookUrl } from './address-check.server'

/** Consecutive failed deliveries (each after all its retries) that switch an endpoint off. */
export const DISABLE_AFTER_FAILURES = 5
const TIMEOUT_MS = 10_000

/**
 * Registers a workspace's endpoint for some events. Returns its signing secret (Standard
 * Webhooks `whsec_…`), shown once.
 */
export async function createWebhookEndpoint(
  db: Db,
  { workspaceId, actorId, url, events, allowLocalHttp = false }: { workspaceId: string; actorId: string; url: string; events: string[]; allowLocalHttp?: boolean },
) {
  const checked = await checkWebhookUrl(url, { allowLocalHttp })
  const chosen = [...new Set(events)].filter((event): event is WebhookEvent => (webhookEvents as readonly string[]).includes(event))
  if (chosen.length === 0 || chosen.length !== new Set(events).size) throw new AppError('invalid_input', 400, 'Choose at least one of the listed events.', { field: 'events' })
  const secret = `whsec_${randomBytes(24).toString('base64')}`
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(webhookEndpoints).values({ workspaceId, url: checked.toString(), events: chosen, secret, createdBy: actorId }).returning({ id: webhookEndpoints.id })
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'webhook.create', details: { endpointId: created!.id, url: checked.origin, events: chosen } })
    return created!.id
  })
  return { id, secret }
}

/**
 * Queues an event for every enabled endpoint that listens to it: one delivery row each,
 * handed to `send` (the job queue). The payload is rendered once, so every endpoint and every
 * retry sends the same bytes.
 */
export async function queueWebhookEvent(db: Db, { event, data, now = new Date(), send }: { event: WebhookEvent; data: Record<string, unknown>; now?: Date; send: (deliveryId: string) => Promise<unknown> }) {
  const listeners = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.disabledAt), sql`${event} = any(${webhookEndpoints.events})`))
  if (listeners.length === 0) return []
  const payload = JSON.stringify({ type: event, timestamp: now.toISOString(), data })
  const rows = await db
    .insert(webhookDeliveries)
    .values(listeners.map((listener) => ({ id: randomUUID(), endpointId: listener.id, event, payload, createdAt: now })))
    .returning({ id: webhookDeliveries.id })
  for (const row of rows) await send(row.id)
  return rows.map((row) => row.id)
}

/** Waits before each retry (seconds): 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h — about a day in all. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800] as const

/** When the next attempt after `attempts` failed ones is due, or null when there is none left. */
export function nextAttemptAt(attempts: number, failedAt: Date) {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1]
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 1000)
}

/**
 * One attempt at a delivery: signed per Standard Webhooks (`webhook-id` is the delivery, so
 * a receiver can drop repeats), posted with a 10 s limit, its status and time recorded. A
 * failure answers when to try again (RETRY_DELAYS_SECONDS); after the last retry the delivery
 * has failed for good, and after DISABLE_AFTER_FAILURES such deliveries in a row the endpoint
 * is switched off.
 */
export async function attemptWebhookDelivery(
  db: Db,
  deliveryId: string,
  { now = new Date(), allowLocalHttp = false, fetchImpl = fetch }: { now?: Date; allowLocalHttp?: boolean; fetchImpl?: typeof fetch } = {},
) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
  if (!row || row.delivery.status === 'succeeded' || row.endpoint.disabledAt) return { status: 'skipped' as const }
  const started = performance.now()
  let responseStatus: number | null = null
  let error: string | null = null
  try {
    await checkWebhookUrl(row.endpoint.url, { allowLocalHttp })
    const signature = new Webhook(row.endpoint.secret.replace(/^whsec_/, '')).sign(deliveryId, now, row.delivery.payload)
    const response = await fetchImpl(row.endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/json', 'user-agent': 'Lumen-Webhooks/1.0', 'webhook-id': deliveryId, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signature },
      body: row.delivery.payload,
    })
    responseStatus = response.status
    await response.body?.cancel().catch(() => undefined)
    if (response.status < 200 || response.status > 299) error = `The endpoint answered ${response.status}.`
  } catch (cause) {
    error = cause instanceof AppError ? cause.message : cause instanceof Error && cause.name === 'TimeoutError' ? 'The endpoint did not answer within 10 seconds.' : 'The endpoint could not be reached.'
  }
  const responseMs = Math.round(performance.now() - started)
  const succeeded = error === null
  const retryAt = succeeded ? null : nextAttemptAt(row.delivery.attempts + 1, now)
  const isLastAttempt = !succeeded && retryAt === null
  await db
    .update(webhookDeliveries)
    .set({ status: succeeded ? 'succeeded' : isLastAttempt ? 'failed' : 'pending', attempts: sql`${webhookDeliveries.attempts} + 1`, responseStatus, responseMs, error, lastAttemptAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
  if (succeeded) {
    await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, row.endpoint.id))
    return { status: 'succeeded' as const, responseStatus, responseMs }
  }
  if (retryAt) return { status: 'retry' as const, retryAt, responseStatus, responseMs, error }
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      disabledAt: sql`case when ${webhookEndpoints.consecutiveFailures} + 1 >= ${DISABLE_AFTER_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(webhookEndpoints.id, row.endpoint.id))
    .returning({ disabledAt: webhookEndpoints.disabledAt })
  return { status: endpoint?.disabledAt ? ('disabled' as const) : ('failed' as const), responseStatus, responseMs, error }
}

/** An endpoint's latest deliveries, newest first, for the delivery log. */
export async function listWebhookDeliveries(db: Db, endpointId: string, { limit = 50 } = {}) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(desc(webhookDeliveries.createdAt)).limit(limit)
}

import { randomBytes, randomUUID } from 'node:crypto'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Webhook } from 'standardwebhooks'
import type { Db } from '../../db/client.server'
import { users, webhookDeliveries, webhookEndpoints, webhookEvents, workspaces, type WebhookEvent, type WebhookFailureReason } from '../../db/schema'
import { englishText } from '../../i18n/english-text'
import { recordWorkspaceChange } from '../../workspaces/workspaces.server'
import { checkWebhookUrl } from './address-check.server'
import { requireWebhookAdmin, WebhookRefusal } from './refusals.server'

/** Consecutive failed deliveries (each after all its retries) that switch an endpoint off. */
export const DISABLE_AFTER_FAILURES = 5
/** Endpoints a workspace may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10
const MAX_URL_LENGTH = 2048
/** How long a delivery waits for the receiver's answer before it counts as timed out. */
export const DELIVERY_TIMEOUT_MS = 10_000

/** The member whose plan a workspace runs on: its webhooks are sent only while that plan is Enterprise. */
const billing = alias(users, 'webhook_billing')

/**
 * The event of a test delivery ("Send test event"): sent to one endpoint, even a switched-off
 * one, tried once, and without effect on the endpoint's count of failures. It is no event an
 * endpoint subscribes to.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

/** The events an endpoint may subscribe to, for the form that registers one. */
export const webhookEventChoices: readonly WebhookEvent[] = webhookEvents

/**
 * Registers a workspace's endpoint for some events (Admins only). Returns its signing secret
 * (Standard Webhooks `whsec_…`), shown once, with the address as saved.
 */
export async function createWebhookEndpoint(
  db: Db,
  { workspaceId, actorId, url, events, allowLocalHttp = false }: { workspaceId: string; actorId: string; url: string; events: string[]; allowLocalHttp?: boolean },
) {
  await requireWebhookAdmin(db, { workspaceId, actorId })
  if (url.length > MAX_URL_LENGTH) throw new WebhookRefusal('urlInvalid')
  const checked = await checkWebhookUrl(url, { allowLocalHttp })
  const chosen = [...new Set(events)].filter((event): event is WebhookEvent => (webhookEvents as readonly string[]).includes(event))
  if (chosen.length === 0 || chosen.length !== new Set(events).size) throw new WebhookRefusal('eventsInvalid')
  const [registered] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, workspaceId))
  if (Number(registered?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw new WebhookRefusal('tooMany', { max: MAX_WEBHOOK_ENDPOINTS })
  const secret = `whsec_${randomBytes(24).toString('base64')}`
  const address = checked.toString()
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(webhookEndpoints).values({ workspaceId, url: address, events: chosen, secret, createdBy: actorId }).returning({ id: webhookEndpoints.id })
    await recordWorkspaceChange(tx, { actorId, workspaceId, action: 'webhook.create', details: { endpointId: created!.id, url: checked.origin, events: chosen } })
    return created!.id
  })
  return { id, url: address, secret }
}

/**
 * Queues an event for every enabled endpoint that listens to it, in workspaces whose Enterprise
 * subscription is in force (a lapsed one's webhooks pause until it is renewed): one delivery row
 * each, handed to `send` (the job queue). The payload is rendered once, so every endpoint and
 * every retry sends the same bytes.
 */
export async function queueWebhookEvent(db: Db, { event, data, now = new Date(), send }: { event: WebhookEvent; data: Record<string, unknown>; now?: Date; send: (deliveryId: string) => Promise<unknown> }) {
  const listeners = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(workspaces, eq(workspaces.id, webhookEndpoints.workspaceId))
    .innerJoin(billing, eq(billing.id, workspaces.billingUserId))
    .where(and(isNull(webhookEndpoints.disabledAt), sql`${event} = any(${webhookEndpoints.events})`, eq(billing.subscriptionTier, 'enterprise')))
  if (listeners.length === 0) return []
  const payload = JSON.stringify({ type: event, timestamp: now.toISOString(), data })
  const rows = await db
    .insert(webhookDeliveries)
    .values(listeners.map((listener) => ({ id: randomUUID(), endpointId: listener.id, event, payload, createdAt: now })))
    .returning({ id: webhookDeliveries.id })
  for (const row of rows) await send(row.id)
  return rows.map((row) => row.id)
}

/** Why an attempt failed, as the delivery log keeps it: `workspace.webhooks.delivery.<reason>`. */
const failure = (reason: 'answered' | 'timeout' | 'unreachable' | 'switchedOff' | 'subscriptionEnded', values: WebhookFailureReason['values'] = {}): WebhookFailureReason =>
  ({ key: `workspace.webhooks.delivery.${reason}`, values })

/** The failure in English, for the row's `error` and the attempt's result (logs, jobs). */
const englishOf = (reason: WebhookFailureReason | null) => (reason ? englishText(reason.key, reason.values) : null)

/** Waits before each retry (seconds): 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h — about a day in all. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800] as const

/** When the next attempt after `attempts` failed ones is due, or null when there is none left. */
export function nextAttemptAt(attempts: number, failedAt: Date) {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1]
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 1000)
}

/**
 * One attempt at a delivery: signed per Standard Webhooks (`webhook-id` is the delivery, so
 * a receiver can drop repeats), posted with a time limit (DELIVERY_TIMEOUT_MS, 10 s, unless
 * `timeoutMs` says otherwise), its status and time recorded. A failure answers when to try
 * again (RETRY_DELAYS_SECONDS); after the last retry the delivery has failed for good, and
 * after DISABLE_AFTER_FAILURES such deliveries in a row the endpoint is switched off. A
 * delivery due to a switched-off endpoint is not sent and fails; a test delivery
 * (WEBHOOK_TEST_EVENT) is sent anyway, tried once and counts for nothing. Nothing is sent while
 * the workspace's Enterprise subscription has ended: the delivery fails as not sent, without
 * counting against the endpoint.
 */
export async function attemptWebhookDelivery(
  db: Db,
  deliveryId: string,
  {
    now = new Date(),
    allowLocalHttp = false,
    fetchImpl = fetch,
    timeoutMs = DELIVERY_TIMEOUT_MS,
  }: { now?: Date; allowLocalHttp?: boolean; fetchImpl?: typeof fetch; timeoutMs?: number } = {},
) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, tier: billing.subscriptionTier })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(workspaces, eq(workspaces.id, webhookEndpoints.workspaceId))
    .innerJoin(billing, eq(billing.id, workspaces.billingUserId))
    .where(eq(webhookDeliveries.id, deliveryId))
  if (!row || row.delivery.status === 'succeeded') return { status: 'skipped' as const }
  const isTest = row.delivery.event === WEBHOOK_TEST_EVENT
  const notSent = row.tier !== 'enterprise' ? failure('subscriptionEnded') : row.endpoint.disabledAt && !isTest ? failure('switchedOff') : null
  if (notSent) {
    // Left pending it would wait for ever: the log says why it was not sent, and Redeliver sends it once the endpoint is on again.
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: englishOf(notSent), errorReason: notSent })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
    return { status: 'skipped' as const }
  }
  const started = performance.now()
  let responseStatus: number | null = null
  let reason: WebhookFailureReason | null = null
  try {
    await checkWebhookUrl(row.endpoint.url, { allowLocalHttp })
    const signature = new Webhook(row.endpoint.secret.replace(/^whsec_/, '')).sign(deliveryId, now, row.delivery.payload)
    const response = await fetchImpl(row.endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'content-type': 'application/json', 'user-agent': 'Lumen-Webhooks/1.0', 'webhook-id': deliveryId, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signature },
      body: row.delivery.payload,
    })
    responseStatus = response.status
    await response.body?.cancel().catch(() => undefined)
    if (response.status < 200 || response.status > 299) reason = failure('answered', { status: response.status })
  } catch (cause) {
    reason =
      cause instanceof WebhookRefusal ? { key: cause.key, values: cause.values } : failure(cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'unreachable')
  }
  const error = englishOf(reason)
  const responseMs = Math.round(performance.now() - started)
  const succeeded = error === null
  const retryAt = succeeded || isTest ? null : nextAttemptAt(row.delivery.attempts + 1, now)
  const isLastAttempt = !succeeded && retryAt === null
  await db
    .update(webhookDeliveries)
    .set({ status: succeeded ? 'succeeded' : isLastAttempt ? 'failed' : 'pending', attempts: sql`${webhookDeliveries.attempts} + 1`, responseStatus, responseMs, error, errorReason: reason, lastAttemptAt: now })
    .where(eq(webhookDeliveries.id, deliveryId))
  if (isTest) return succeeded ? { status: 'succeeded' as const, responseStatus, responseMs } : { status: 'failed' as const, responseStatus, responseMs, error }
  if (succeeded) {
    await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, row.endpoint.id))
    return { status: 'succeeded' as const, responseStatus, responseMs }
  }
  if (retryAt) return { status: 'retry' as const, retryAt, responseStatus, responseMs, error }
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      // An endpoint an Admin switched off meanwhile stays off, from the time they did.
      disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, case when ${webhookEndpoints.consecutiveFailures} + 1 >= ${DISABLE_AFTER_FAILURES} then ${now.toISOString()}::timestamptz end)`,
    })
    .where(eq(webhookEndpoints.id, row.endpoint.id))
    .returning({ disabledAt: webhookEndpoints.disabledAt })
  const isSwitchedOff = endpoint?.disabledAt?.getTime() === now.getTime()
  return { status: isSwitchedOff ? ('disabled' as const) : ('failed' as const), responseStatus, responseMs, error }
}

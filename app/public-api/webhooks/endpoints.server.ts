import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { webhookDeliveries, webhookEndpoints } from '../../db/schema'
import { recordWorkspaceChange } from '../../workspaces/workspaces.server'
import { requireWebhookAdmin, WebhookRefusal } from './refusals.server'
import { WEBHOOK_TEST_EVENT } from './webhooks.server'

/**
 * What Admins do with their workspace's webhook endpoints on Workspace → API: list them with
 * their latest outcome, read each one's delivery log, switch them off and on, send a test
 * event, send a past delivery again and delete them. Every function checks that the actor is
 * an Admin of the workspace (403 for its Users, 404 for anyone else) and that the endpoint or
 * delivery belongs to it (404); every change is in the workspace's activity.
 */

interface Actor {
  workspaceId: string
  actorId: string
}

/** Hands a delivery to the job queue that sends it. */
type Send = (deliveryId: string) => Promise<unknown>

/** A workspace's endpoints, oldest first: address, events, state and the outcome of the latest delivery. */
export async function listWebhookEndpoints(db: Db, actor: Actor) {
  await requireWebhookAdmin(db, actor)
  // Written out with a table alias: inside a select list Drizzle names columns without their table.
  const latest = (column: 'status' | 'created_at') =>
    sql`(select d.${sql.identifier(column)} from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints}.id order by d.created_at desc, d.id desc limit 1)`
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      createdAt: webhookEndpoints.createdAt,
      disabledAt: webhookEndpoints.disabledAt,
      consecutiveFailures: webhookEndpoints.consecutiveFailures,
      lastStatus: latest('status').mapWith(String),
      lastDeliveryAt: latest('created_at').mapWith(webhookDeliveries.createdAt),
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, actor.workspaceId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
  return rows.map((row) => ({
    ...row,
    lastStatus: (row.lastStatus ?? null) as 'pending' | 'succeeded' | 'failed' | null,
    lastDeliveryAt: row.lastDeliveryAt ?? null,
  }))
}

/** The endpoint, if it belongs to the workspace. */
async function endpointOf(db: Db, { workspaceId }: Actor, endpointId: string) {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.workspaceId, workspaceId)))
  if (!endpoint) throw new WebhookRefusal('endpointGone')
  return endpoint
}

/** An endpoint's delivery log, newest first: event, status, attempts, the last answer and its time, the error. */
export async function listWebhookDeliveries(db: Db, actor: Actor & { endpointId: string; limit?: number }) {
  await requireWebhookAdmin(db, actor)
  await endpointOf(db, actor, actor.endpointId)
  return db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      responseStatus: webhookDeliveries.responseStatus,
      responseMs: webhookDeliveries.responseMs,
      error: webhookDeliveries.error,
      errorReason: webhookDeliveries.errorReason,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, actor.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(actor.limit ?? 50)
}

/** Deletes an endpoint and its delivery log; nothing more is sent to it. */
export async function deleteWebhookEndpoint(db: Db, actor: Actor & { endpointId: string }) {
  await requireWebhookAdmin(db, actor)
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, actor.endpointId), eq(webhookEndpoints.workspaceId, actor.workspaceId)))
      .returning({ url: webhookEndpoints.url })
    if (!deleted) throw new WebhookRefusal('endpointGone')
    await recordWorkspaceChange(tx, { actorId: actor.actorId, workspaceId: actor.workspaceId, action: 'webhook.delete', details: { endpointId: actor.endpointId, url: new URL(deleted.url).origin } })
  })
}

/**
 * Switches an endpoint on (its count of failures starts again at zero) or off (nothing is sent
 * to it, and deliveries still due fail as not sent). Answers whether anything changed: switching
 * on an endpoint that is on changes nothing and records nothing.
 */
export async function setWebhookEndpointEnabled(db: Db, actor: Actor & { endpointId: string; enabled: boolean; now?: Date }) {
  await requireWebhookAdmin(db, actor)
  const endpoint = await endpointOf(db, actor, actor.endpointId)
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(webhookEndpoints)
      .set(actor.enabled ? { disabledAt: null, consecutiveFailures: 0 } : { disabledAt: actor.now ?? new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), actor.enabled ? isNotNull(webhookEndpoints.disabledAt) : isNull(webhookEndpoints.disabledAt)))
      .returning({ id: webhookEndpoints.id })
    if (!changed) return false
    await recordWorkspaceChange(tx, {
      actorId: actor.actorId,
      workspaceId: actor.workspaceId,
      action: actor.enabled ? 'webhook.enable' : 'webhook.disable',
      details: { endpointId: endpoint.id, url: new URL(endpoint.url).origin, ...(actor.enabled ? { failures: endpoint.consecutiveFailures } : {}) },
    })
    return true
  })
}

/** Adds a delivery to an endpoint's log and queues it; without a queue to take it, the row goes again and the error is thrown. */
async function queueOne(db: Db, values: { endpointId: string; event: string; payload: string; createdAt: Date }, send: Send) {
  const [row] = await db.insert(webhookDeliveries).values({ id: randomUUID(), ...values }).returning({ id: webhookDeliveries.id })
  try {
    await send(row!.id)
  } catch (error) {
    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id))
    throw error
  }
  return row!.id
}

/**
 * "Send test event": a `webhook.test` delivery to this endpoint only, signed like every other,
 * sent even while the endpoint is switched off (to check it before switching it on), tried once.
 */
export async function sendWebhookTest(db: Db, actor: Actor & { endpointId: string; now?: Date; send: Send }) {
  await requireWebhookAdmin(db, actor)
  const endpoint = await endpointOf(db, actor, actor.endpointId)
  const now = actor.now ?? new Date()
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { endpoint_id: endpoint.id, message: 'A test event sent from Workspace → API. It stands for no content.' },
  })
  const deliveryId = await queueOne(db, { endpointId: endpoint.id, event: WEBHOOK_TEST_EVENT, payload, createdAt: now }, actor.send)
  await recordWorkspaceChange(db, { actorId: actor.actorId, workspaceId: actor.workspaceId, action: 'webhook.test', details: { endpointId: endpoint.id, url: new URL(endpoint.url).origin, deliveryId } })
  return deliveryId
}

/**
 * "Redeliver": the same payload as a past delivery, as a new delivery (so with its own
 * `webhook-id` and signature) on the usual retry schedule. Refused while the endpoint is off.
 */
export async function redeliverWebhook(db: Db, actor: Actor & { deliveryId: string; now?: Date; send: Send }) {
  await requireWebhookAdmin(db, actor)
  const [past] = await db
    .select({ endpointId: webhookDeliveries.endpointId, event: webhookDeliveries.event, payload: webhookDeliveries.payload, url: webhookEndpoints.url, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, actor.deliveryId), eq(webhookEndpoints.workspaceId, actor.workspaceId)))
  if (!past) throw new WebhookRefusal('deliveryGone')
  if (past.disabledAt && past.event !== WEBHOOK_TEST_EVENT) throw new WebhookRefusal('endpointOff')
  const deliveryId = await queueOne(db, { endpointId: past.endpointId, event: past.event, payload: past.payload, createdAt: actor.now ?? new Date() }, actor.send)
  await recordWorkspaceChange(db, {
    actorId: actor.actorId,
    workspaceId: actor.workspaceId,
    action: 'webhook.redeliver',
    details: { endpointId: past.endpointId, url: new URL(past.url).origin, deliveryId, of: actor.deliveryId, event: past.event },
  })
  return { deliveryId, endpointId: past.endpointId }
}

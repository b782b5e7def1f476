import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  sendWebhookTest,
  setWebhookEndpointEnabled,
} from '../../app/public-api/webhooks/endpoints.server'
import { WebhookRefusal } from '../../app/public-api/webhooks/refusals.server'
import { attemptWebhookDelivery, createWebhookEndpoint, DISABLE_AFTER_FAILURES, MAX_WEBHOOK_ENDPOINTS, queueWebhookEvent, WEBHOOK_TEST_EVENT } from '../../app/public-api/webhooks/webhooks.server'
import { webhookDeliveries, webhookEndpoints, workspaceMembers } from '../../app/db/schema'
import { createUser } from '../../app/db/seed/factories'
import { workspaceChanges } from '../../app/workspaces/workspaces.server'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { toReceiver, webhookReceiverForFile } from '../support/webhook-receiver'
import { failUntilSwitchedOff, queueStandIn, verifyWebhook as verify } from '../support/webhooks'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()

const { received, script, base } = await webhookReceiverForFile()
beforeAll(() => ensurePlans(db))

/** An Enterprise workspace with an Admin and a User, and one endpoint registered by the Admin. */
async function workspaceWithEndpoint(events = ['article.published']) {
  const admin = await createUser(db)
  const workspaceId = await enterpriseWorkspaceOf(db, admin, 'Hook House')
  const member = await createUser(db)
  await db.insert(workspaceMembers).values({ workspaceId, userId: member.id, role: 'user' })
  const endpoint = await createWebhookEndpoint(db, { workspaceId, actorId: admin.id, url: `${base}/hooks`, events, allowLocalHttp: true })
  return { workspaceId, adminId: admin.id, userId: member.id, admin: { workspaceId, actorId: admin.id }, ...endpoint }
}

const { queued, send } = queueStandIn()

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof WebhookRefusal ? { status: error.status, reason: error.reason } : error),
  )

describe('webhook endpoints on Workspace → API', () => {
  it('send a signed test event to one endpoint, which its secret verifies; it is in the log and the activity', async () => {
    const { admin, id, secret, workspaceId } = await workspaceWithEndpoint()
    const deliveryId = await sendWebhookTest(db, { ...admin, endpointId: id, send })
    expect(queued.at(-1)).toBe(deliveryId)
    expect(await attemptWebhookDelivery(db, deliveryId, toReceiver)).toMatchObject({ status: 'succeeded', responseStatus: 204 })
    const message = received.at(-1)!
    expect(message.headers['webhook-id']).toBe(deliveryId)
    expect(verify(secret, message)).toMatchObject({ type: WEBHOOK_TEST_EVENT, data: { endpoint_id: id } })

    const [log] = [await listWebhookDeliveries(db, { ...admin, endpointId: id })]
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ id: deliveryId, event: WEBHOOK_TEST_EVENT, status: 'succeeded', attempts: 1, responseStatus: 204, error: null })
    expect(log[0]!.responseMs).toBeGreaterThanOrEqual(0)
    const [listed] = await listWebhookEndpoints(db, admin)
    expect(listed).toMatchObject({ id, url: `${base}/hooks`, events: ['article.published'], disabledAt: null, consecutiveFailures: 0, lastStatus: 'succeeded' })
    expect((await workspaceChanges(db, workspaceId)).map((change) => change.action)).toEqual(expect.arrayContaining(['workspace.webhook.create', 'workspace.webhook.test']))
  })

  it('try a failed test event once, without counting it against the endpoint', async () => {
    const { admin, id } = await workspaceWithEndpoint()
    const deliveryId = await sendWebhookTest(db, { ...admin, endpointId: id, send })
    script.push(500)
    expect(await attemptWebhookDelivery(db, deliveryId, toReceiver)).toMatchObject({ status: 'failed', responseStatus: 500 })
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))
    expect(row).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 500, error: 'The endpoint answered 500.' })
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    expect(endpoint).toMatchObject({ consecutiveFailures: 0, disabledAt: null })
  })

  it('redeliver the same payload as a new delivery, with a new webhook-id and signature', async () => {
    const { admin, id, secret, workspaceId } = await workspaceWithEndpoint(['article.published', 'article.updated'])
    const now = new Date(Date.now() - 60_000)
    const [original] = await queueWebhookEvent(db, { event: 'article.updated', data: { slug: 'redelivered-story', title: 'Again' }, now, send })
    await attemptWebhookDelivery(db, original!, { now, ...toReceiver })
    const first = received.at(-1)!

    const { deliveryId, endpointId } = await redeliverWebhook(db, { ...admin, deliveryId: original!, send })
    expect(endpointId).toBe(id)
    expect(deliveryId).not.toBe(original)
    expect(queued.at(-1)).toBe(deliveryId)
    expect(await attemptWebhookDelivery(db, deliveryId, toReceiver)).toMatchObject({ status: 'succeeded' })
    const again = received.at(-1)!
    expect(again.body).toBe(first.body)
    expect(again.headers['webhook-id']).toBe(deliveryId)
    expect(again.headers['webhook-id']).not.toBe(first.headers['webhook-id'])
    expect(again.headers['webhook-signature']).not.toBe(first.headers['webhook-signature'])
    expect(verify(secret, again)).toMatchObject({ type: 'article.updated', data: { slug: 'redelivered-story' } })

    // Newest first: the redelivery, then the original.
    expect((await listWebhookDeliveries(db, { ...admin, endpointId: id })).map((row) => [row.id, row.event, row.status])).toEqual([
      [deliveryId, 'article.updated', 'succeeded'],
      [original, 'article.updated', 'succeeded'],
    ])
    const [change] = (await workspaceChanges(db, workspaceId)).filter((entry) => entry.action === 'workspace.webhook.redeliver')
    expect(change?.details).toMatchObject({ endpointId: id, deliveryId, of: original })
  })

  it('switch an endpoint switched off after failures on again, its failures back at zero; deliveries due meanwhile fail as not sent', async () => {
    const { admin, id, secret, workspaceId } = await workspaceWithEndpoint(['video.published'])
    const now = await failUntilSwitchedOff(db, { event: 'video.published', now: new Date('2033-02-01T00:00:00Z'), script, send })
    let [listed] = await listWebhookEndpoints(db, admin)
    expect(listed).toMatchObject({ consecutiveFailures: DISABLE_AFTER_FAILURES, lastStatus: 'failed' })
    expect(listed!.disabledAt).not.toBeNull()

    // A delivery queued before the switch-off is not sent, and says so.
    const [late] = await db.insert(webhookDeliveries).values({ endpointId: id, event: 'video.published', payload: '{"type":"video.published"}' }).returning({ id: webhookDeliveries.id })
    const before = received.length
    expect(await attemptWebhookDelivery(db, late!.id, { now, ...toReceiver })).toEqual({ status: 'skipped' })
    expect(received.length).toBe(before)
    const [lateRow] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, late!.id))
    expect(lateRow).toMatchObject({ status: 'failed', attempts: 0, error: 'Not sent: the endpoint was switched off.' })

    // Redelivering waits for the endpoint to be on; a test event goes anyway, to check it first.
    expect(await refusalOf(redeliverWebhook(db, { ...admin, deliveryId: late!.id, send }))).toEqual({ status: 409, reason: 'endpointOff' })
    const testId = await sendWebhookTest(db, { ...admin, endpointId: id, send })
    expect(await attemptWebhookDelivery(db, testId, toReceiver)).toMatchObject({ status: 'succeeded' })
    expect(verify(secret, received.at(-1)!).type).toBe(WEBHOOK_TEST_EVENT)
    ;[listed] = await listWebhookEndpoints(db, admin)
    expect(listed!.disabledAt, 'a test event does not switch the endpoint on').not.toBeNull()

    expect(await setWebhookEndpointEnabled(db, { ...admin, endpointId: id, enabled: true })).toBe(true)
    expect(await setWebhookEndpointEnabled(db, { ...admin, endpointId: id, enabled: true }), 'already on: nothing changes').toBe(false)
    ;[listed] = await listWebhookEndpoints(db, admin)
    expect(listed).toMatchObject({ disabledAt: null, consecutiveFailures: 0 })
    const { deliveryId } = await redeliverWebhook(db, { ...admin, deliveryId: late!.id, send })
    expect(await attemptWebhookDelivery(db, deliveryId, toReceiver)).toMatchObject({ status: 'succeeded' })
    expect(await queueWebhookEvent(db, { event: 'video.published', data: {}, send })).toHaveLength(1)
    const enables = (await workspaceChanges(db, workspaceId)).filter((entry) => entry.action === 'workspace.webhook.enable')
    expect(enables).toHaveLength(1)
    expect(enables[0]!.details).toMatchObject({ endpointId: id, failures: DISABLE_AFTER_FAILURES })
  })

  it('switch off by hand: nothing is sent, a failure meanwhile does not switch it on, and it is on again when switched on', async () => {
    const { admin, id } = await workspaceWithEndpoint(['course.published'])
    const now = new Date('2034-01-01T00:00:00Z')
    const [inFlight] = await queueWebhookEvent(db, { event: 'course.published', data: {}, now, send })
    expect(await setWebhookEndpointEnabled(db, { ...admin, endpointId: id, enabled: false, now })).toBe(true)
    expect(await queueWebhookEvent(db, { event: 'course.published', data: {}, now, send })).toEqual([])
    expect(await attemptWebhookDelivery(db, inFlight!, { now, ...toReceiver })).toEqual({ status: 'skipped' })
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    expect(endpoint!.disabledAt).toEqual(now)
    expect(await setWebhookEndpointEnabled(db, { ...admin, endpointId: id, enabled: true })).toBe(true)
    expect(await queueWebhookEvent(db, { event: 'course.published', data: {}, now, send })).toHaveLength(1)
  })

  it('delete an endpoint with its log', async () => {
    const { admin, id, workspaceId } = await workspaceWithEndpoint()
    await sendWebhookTest(db, { ...admin, endpointId: id, send })
    await deleteWebhookEndpoint(db, { ...admin, endpointId: id })
    expect(await listWebhookEndpoints(db, admin)).toEqual([])
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([])
    expect(await refusalOf(deleteWebhookEndpoint(db, { ...admin, endpointId: id }))).toEqual({ status: 404, reason: 'endpointGone' })
    const [change] = (await workspaceChanges(db, workspaceId)).filter((entry) => entry.action === 'workspace.webhook.delete')
    expect(change?.details).toMatchObject({ endpointId: id, url: base })
  })

  it('are refused to the workspace’s Users (403) and are not found from another workspace (404)', async () => {
    const mine = await workspaceWithEndpoint()
    const theirs = await workspaceWithEndpoint()
    const [theirDelivery] = await queueWebhookEvent(db, { event: 'article.published', data: {}, send })
    expect(theirDelivery).toBeTruthy()
    const theirDeliveryId = (await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, theirs.id)))[0]!.id

    const asUser = { workspaceId: mine.workspaceId, actorId: mine.userId }
    const forbidden = { status: 403, reason: 'adminsOnly' }
    expect(await refusalOf(listWebhookEndpoints(db, asUser))).toEqual(forbidden)
    expect(await refusalOf(listWebhookDeliveries(db, { ...asUser, endpointId: mine.id }))).toEqual(forbidden)
    expect(await refusalOf(createWebhookEndpoint(db, { ...asUser, url: `${base}/x`, events: ['article.published'], allowLocalHttp: true }))).toEqual(forbidden)
    expect(await refusalOf(sendWebhookTest(db, { ...asUser, endpointId: mine.id, send }))).toEqual(forbidden)
    expect(await refusalOf(setWebhookEndpointEnabled(db, { ...asUser, endpointId: mine.id, enabled: false }))).toEqual(forbidden)
    expect(await refusalOf(deleteWebhookEndpoint(db, { ...asUser, endpointId: mine.id }))).toEqual(forbidden)
    expect(await refusalOf(redeliverWebhook(db, { ...asUser, deliveryId: theirDeliveryId, send }))).toEqual(forbidden)

    // My Admin, with their endpoint or delivery: not found in my workspace.
    const gone = { status: 404, reason: 'endpointGone' }
    expect(await refusalOf(listWebhookDeliveries(db, { ...mine.admin, endpointId: theirs.id }))).toEqual(gone)
    expect(await refusalOf(sendWebhookTest(db, { ...mine.admin, endpointId: theirs.id, send }))).toEqual(gone)
    expect(await refusalOf(setWebhookEndpointEnabled(db, { ...mine.admin, endpointId: theirs.id, enabled: false }))).toEqual(gone)
    expect(await refusalOf(deleteWebhookEndpoint(db, { ...mine.admin, endpointId: theirs.id }))).toEqual(gone)
    expect(await refusalOf(redeliverWebhook(db, { ...mine.admin, deliveryId: theirDeliveryId, send }))).toEqual({ status: 404, reason: 'deliveryGone' })
    // …and their workspace is none of mine.
    expect(await refusalOf(listWebhookEndpoints(db, { workspaceId: theirs.workspaceId, actorId: mine.adminId }))).toEqual(gone)
    expect(await refusalOf(sendWebhookTest(db, { workspaceId: theirs.workspaceId, actorId: mine.adminId, endpointId: theirs.id, send }))).toEqual(gone)

    // Nothing of theirs changed.
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, theirs.id))
    expect(endpoint).toMatchObject({ disabledAt: null })
    expect(await listWebhookDeliveries(db, { ...theirs.admin, endpointId: theirs.id })).toHaveLength(1)
  })

  it('refuse bad addresses and events by reason, and more than the endpoints a workspace may have', async () => {
    const { admin } = await workspaceWithEndpoint()
    const add = (url: string, events = ['article.published']) => refusalOf(createWebhookEndpoint(db, { ...admin, url, events }))
    expect(await add('not an address')).toEqual({ status: 400, reason: 'urlInvalid' })
    expect(await add('http://127.0.0.1:9/x')).toEqual({ status: 400, reason: 'urlHttps' })
    expect(await add('https://10.0.0.8/x')).toEqual({ status: 400, reason: 'urlPrivate' })
    expect(await add('https://user:pw@127.0.0.1/x')).toEqual({ status: 400, reason: 'urlCredentials' })
    expect(await add(`https://hooks.${'x'.repeat(2100)}.example/`)).toEqual({ status: 400, reason: 'urlInvalid' })
    expect(await add(`${base}/x`, [])).toEqual({ status: 400, reason: 'urlHttps' })
    const local = (events: string[]) => refusalOf(createWebhookEndpoint(db, { ...admin, url: `${base}/x`, events, allowLocalHttp: true }))
    expect(await local([])).toEqual({ status: 400, reason: 'eventsInvalid' })
    expect(await local(['article.published', 'webhook.test'])).toEqual({ status: 400, reason: 'eventsInvalid' })
    for (let i = 1; i < MAX_WEBHOOK_ENDPOINTS; i++) expect(await local(['article.published'])).toBeNull()
    expect(await local(['article.published'])).toEqual({ status: 409, reason: 'tooMany' })
  })
})

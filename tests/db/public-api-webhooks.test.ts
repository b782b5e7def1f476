import { and, eq, inArray } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { checkWebhookUrl } from '../../app/public-api/webhooks/address-check.server'
import { announceContent, eventOfChange } from '../../app/public-api/webhooks/content-events.server'
import { attemptWebhookDelivery, createWebhookEndpoint, DISABLE_AFTER_FAILURES, queueWebhookEvent, RETRY_DELAYS_SECONDS } from '../../app/public-api/webhooks/webhooks.server'
import { cancelLocal } from '../../app/billing/local/local-cancel.server'
import { runBillingCycle } from '../../app/billing/local/local-renewals.server'
import { webhookDeliveries, webhookEndpoints } from '../../app/db/schema'
import { createArticle, createUser } from '../../app/db/seed/factories'
import { AppError } from '../../app/lib/app-error'
import { ensurePlans } from '../support/billing'
import { openTestDb } from '../support/test-db'
import { toReceiver, webhookReceiverForFile } from '../support/webhook-receiver'
import { failUntilSwitchedOff, queueStandIn, verifyWebhook } from '../support/webhooks'
import { enterpriseWorkspaceOf } from '../support/workspaces'

const { db } = await openTestDb()

const { received, script, base } = await webhookReceiverForFile()
beforeAll(() => ensurePlans(db))

async function endpoint(events = ['article.published'], now = new Date()) {
  const owner = await createUser(db)
  const workspaceId = await enterpriseWorkspaceOf(db, owner, 'Hook House', now)
  const created = await createWebhookEndpoint(db, { workspaceId, actorId: owner.id, url: `${base}/hooks`, events, allowLocalHttp: true })
  return { ...created, ownerId: owner.id }
}

const { queued, send } = queueStandIn()

describe('webhooks', () => {
  it('are signed per Standard Webhooks, verified by the receiver with the endpoint’s secret', async () => {
    const { secret } = await endpoint()
    const now = new Date()
    const [deliveryId] = await queueWebhookEvent(db, { event: 'article.published', data: { slug: 'agents-at-work' }, now, send })
    expect(queued).toContain(deliveryId)
    expect(await attemptWebhookDelivery(db, deliveryId!, { now, ...toReceiver })).toMatchObject({ status: 'succeeded', responseStatus: 204 })
    const message = received.at(-1)!
    expect(verifyWebhook(secret, message)).toMatchObject({ type: 'article.published', data: { slug: 'agents-at-work' } })
    expect(message.headers['webhook-id']).toBe(deliveryId)
    expect(() => new Webhook(Buffer.from('another secret of 24 byt').toString('base64')).verify(message.body, message.headers)).toThrow()
  })

  it('are tried again after a 500, on the back-off schedule, and fail for good after about a day', async () => {
    await endpoint(['course.published'])
    let now = new Date('2030-03-01T09:00:00Z')
    const [deliveryId] = await queueWebhookEvent(db, { event: 'course.published', data: { slug: 'prompting-101' }, now, send })
    script.push(500)
    const first = await attemptWebhookDelivery(db, deliveryId!, { now, ...toReceiver })
    expect(first).toMatchObject({ status: 'retry', responseStatus: 500, retryAt: new Date('2030-03-01T09:00:30Z') })
    now = first.status === 'retry' ? first.retryAt : now
    expect(await attemptWebhookDelivery(db, deliveryId!, { now, ...toReceiver })).toMatchObject({ status: 'succeeded' })

    const [again] = await queueWebhookEvent(db, { event: 'course.published', data: { slug: 'prompting-102' }, now, send })
    const times: Date[] = []
    let outcome
    do {
      script.push(503)
      outcome = await attemptWebhookDelivery(db, again!, { now, ...toReceiver })
      expect(outcome).toMatchObject({ responseStatus: 503 })
      if (outcome.status === 'retry') {
        times.push(outcome.retryAt)
        now = outcome.retryAt
      }
    } while (outcome.status === 'retry')
    expect(times.map((t, i) => (t.getTime() - (i === 0 ? times[0]!.getTime() - RETRY_DELAYS_SECONDS[0]! * 1000 : times[i - 1]!.getTime())) / 1000)).toEqual([...RETRY_DELAYS_SECONDS])
    expect(outcome.status).toBe('failed')
    const total = RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0)
    expect(total / 3600).toBeGreaterThan(20)
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, again!))
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_SECONDS.length + 1, responseStatus: 503 })
  })

  it('that get no answer within the time limit are tried again, as timed out', async () => {
    const { id } = await endpoint(['tutorial.published'])
    const now = new Date('2030-06-01T09:00:00Z')
    const [deliveryId] = await queueWebhookEvent(db, { event: 'tutorial.published', data: { slug: 'slow' }, now, send })
    // A receiver that never answers: only the time limit ends the request.
    const silent: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)))
    const outcome = await attemptWebhookDelivery(db, deliveryId!, { now, allowLocalHttp: true, fetchImpl: silent, timeoutMs: 200 })
    expect(outcome).toMatchObject({ status: 'retry', responseStatus: null, retryAt: new Date(now.getTime() + RETRY_DELAYS_SECONDS[0]! * 1000) })
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId!))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, errorReason: { key: 'workspace.webhooks.delivery.timeout' } })
    expect(row!.responseMs).toBeGreaterThanOrEqual(150)
    expect((await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]).toMatchObject({ consecutiveFailures: 0, disabledAt: null })
  })

  it(`switch an endpoint off after ${DISABLE_AFTER_FAILURES} deliveries in a row failed for good`, async () => {
    const { id } = await endpoint(['video.published'])
    const now = await failUntilSwitchedOff(db, { event: 'video.published', now: new Date('2031-01-01T00:00:00Z'), script, send })
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    expect(row!.disabledAt).not.toBeNull()
    expect(await queueWebhookEvent(db, { event: 'video.published', data: {}, now, send })).toEqual([])
  })

  // A billing cycle over every member of the file’s database: 6–16 s, more than 30 s on a busier machine.
  it('pause while the workspace’s Enterprise subscription has ended: nothing new is queued, and due deliveries fail as not sent without counting', { timeout: 120_000 }, async () => {
    const start = new Date('2034-04-02T10:00:00Z')
    const { id, ownerId } = await endpoint(['episode.published'], start)
    const [due] = await queueWebhookEvent(db, { event: 'episode.published', data: { n: 1 }, now: start, send })
    expect(due).toBeDefined()
    await cancelLocal(db, { userId: ownerId, now: new Date('2034-04-03T10:00:00Z') })
    await runBillingCycle(db, { now: new Date('2034-05-20T10:00:00Z') })

    const sentBefore = received.length
    expect(await attemptWebhookDelivery(db, due!, { now: new Date('2034-05-20T11:00:00Z'), allowLocalHttp: true })).toEqual({ status: 'skipped' })
    expect(received.length).toBe(sentBefore)
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, due!))
    expect(row).toMatchObject({ status: 'failed', attempts: 0, error: 'Not sent: the workspace’s Enterprise subscription has ended.' })
    const [endpointRow] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    expect(endpointRow).toMatchObject({ consecutiveFailures: 0, disabledAt: null })
    await queueWebhookEvent(db, { event: 'episode.published', data: { n: 2 }, send })
    expect(await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([{ id: due }])
  })
})

describe('webhook addresses', () => {
  const refusal = (url: string, options = {}) => checkWebhookUrl(url, options).then(() => null, (error: unknown) => (error instanceof AppError ? error.message : String(error)))
  const resolveTo = (address: string, family = 4) => async () => [{ address, family }]

  it('must be HTTPS to a public address; private, loopback and link-local ones are refused', async () => {
    expect(await refusal('http://hooks.example.com/x', { resolve: resolveTo('93.184.216.34') })).toMatch(/HTTPS/)
    expect(await refusal('https://127.0.0.1/x')).toMatch(/private or local network/)
    expect(await refusal('https://[::1]/x')).toMatch(/private or local network/)
    expect(await refusal('https://10.1.2.3/x')).toMatch(/private or local network/)
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toMatch(/private or local network/)
    expect(await refusal('https://internal.example/x', { resolve: resolveTo('192.168.1.20') })).toMatch(/private or local network/)
    expect(await refusal('https://mapped.example/x', { resolve: resolveTo('::ffff:10.0.0.1', 6) })).toMatch(/private or local network/)
    expect(await refusal('https://[::ffff:10.0.0.1]/x')).toMatch(/private or local network/)
    expect(await refusal('https://[::ffff:7f00:1]/x')).toMatch(/private or local network/)
    expect(await refusal('https://user:pw@hooks.example.com/x', { resolve: resolveTo('93.184.216.34') })).toMatch(/user name/)
    expect(await refusal('ftp://hooks.example.com/x')).toMatch(/HTTPS/)
    expect(await refusal('https://hooks.example.com/x', { resolve: resolveTo('93.184.216.34') })).toBeNull()
    // Plain HTTP to this machine only when development allows it.
    expect(await refusal('http://127.0.0.1:9/x')).toMatch(/HTTPS/)
    expect(await refusal('http://127.0.0.1:9/x', { allowLocalHttp: true })).toBeNull()
    expect(await refusal('http://10.0.0.5/x', { allowLocalHttp: true })).toMatch(/HTTPS/)
  })

  it('that hide an internal IPv4 address in IPv6 form are refused when created, and not sent to if already saved', async () => {
    const owner = await createUser(db)
    const workspaceId = await enterpriseWorkspaceOf(db, owner, 'Hidden Hooks')
    for (const url of ['https://[64:ff9b::a9fe:a9fe]/x', 'https://[::ffff:0:127.0.0.1]/x', 'https://[2002:a9fe:a9fe::]/x', 'https://[::10.0.0.1]/x']) {
      await expect(createWebhookEndpoint(db, { workspaceId, actorId: owner.id, url, events: ['article.published'] }), url).rejects.toMatchObject({ reason: 'urlPrivate' })
    }
    // An address saved before the check knew these forms is checked again before each delivery, development setting or not.
    const { id } = await endpoint(['article.published'])
    await db.update(webhookEndpoints).set({ url: 'https://[64:ff9b::a9fe:a9fe]/latest/meta-data' }).where(eq(webhookEndpoints.id, id))
    const [delivery] = await db.insert(webhookDeliveries).values({ endpointId: id, event: 'article.published', payload: '{}' }).returning({ id: webhookDeliveries.id })
    const fetchImpl = vi.fn<typeof fetch>()
    for (const allowLocalHttp of [false, true]) {
      expect(await attemptWebhookDelivery(db, delivery!.id, { fetchImpl, allowLocalHttp })).toMatchObject({ status: 'retry', error: expect.stringMatching(/private or local network/) })
    }
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})

describe('content events', () => {
  // Many writes and a delivery in one test: a busy machine needs more than the default 30 s.
  it('follow what a save did, wait for a scheduled publication, and announce the item as it is when sent', { timeout: 120_000 }, async () => {
    const now = new Date('2032-05-05T10:00:00Z')
    const later = new Date('2032-05-06T08:00:00Z')
    const change = (action: string, status: string, publishedAt: Date | null = now) => eventOfChange({ type: 'articles', id: 'x', action, status, publishedAt }, now)
    expect(change('content.publish', 'published')).toEqual({ event: 'article.published', at: now })
    expect(change('content.schedule', 'scheduled', later)).toEqual({ event: 'article.published', at: later })
    expect(change('content.create', 'scheduled', later)).toEqual({ event: 'article.published', at: later })
    expect(change('content.update', 'published')).toEqual({ event: 'article.updated', at: now })
    expect(change('content.update', 'draft')).toBeNull()
    expect(change('content.unpublish', 'draft')).toEqual({ event: 'article.unpublished', at: now })
    expect(eventOfChange({ type: 'playlists', id: 'x', action: 'content.publish', status: 'live', publishedAt: null }, now)).toBeNull()

    const { id: endpointId, secret } = await endpoint(['article.published', 'article.unpublished'])
    const article = await createArticle(db, { title: 'Retail media networks grow up', publishedAt: new Date(Date.now() - 60_000) })
    const ids = await announceContent(db, { type: 'articles', id: article.id, event: 'article.published', send })
    // Every endpoint listening for the event gets its own delivery; this test reads its own.
    const [mine] = await db.select().from(webhookDeliveries).where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.endpointId, endpointId)))
    expect(await attemptWebhookDelivery(db, mine!.id, toReceiver)).toMatchObject({ status: 'succeeded' })
    // This delivery's own message: earlier tests' messages (signed at other times) are in the same list.
    const message = received.find((m) => m.headers['webhook-id'] === mine!.id)!
    const body = new Webhook(secret.replace(/^whsec_/, '')).verify(message.body, message.headers) as { data: { slug: string; url: string; title: string } }
    expect(body.data).toMatchObject({ slug: article.slug, title: 'Retail media networks grow up', url: `http://localhost:3000/news/${article.slug}` })
    // Taken back before the event went out: nothing is announced as published.
    const draft = await createArticle(db, { status: 'draft' })
    expect(await announceContent(db, { type: 'articles', id: draft.id, event: 'article.published', send })).toEqual([])
    expect(await announceContent(db, { type: 'articles', id: article.id, event: 'article.unpublished', send })).toEqual([])
  })
})

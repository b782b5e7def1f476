import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { demoClientsForFile, type HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'
import { webhookReceiverForFile, type ReceivedHook } from '../support/webhook-receiver'
import { de } from '../../app/i18n/de'
import { ja } from '../../app/i18n/ja'

/**
 * Webhooks on Workspace → API against the production server: an Admin registers an endpoint
 * on the page (a local receiver, which WEBHOOK_ALLOW_LOCAL_HTTP lets the server reach), reads
 * the secret the page shows once, publishes an article in the admin editor, and the receiver
 * gets the signed event through the job queue; the page's delivery log shows it.
 */

const { received, script, base: receiverBase } = await webhookReceiverForFile()

const server = serverForFile({ WEBHOOK_ALLOW_LOCAL_HTTP: 'true', RATE_LIMIT_FACTOR: '20' })
const { admin } = demoClientsForFile(server, ['admin'])

/** Posts a form as the page does, with repeated fields (one `events` per box ticked). */
async function postForm(client: HttpClient, path: string, entries: [string, string][]) {
  return fetch(client.baseUrl + path, {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: { cookie: client.cookieHeader, origin: client.baseUrl },
    redirect: 'manual',
  })
}

async function postMultipart(client: HttpClient, path: string, fields: Record<string, string>) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  return fetch(client.baseUrl + path, { method: 'POST', body, headers: { cookie: client.cookieHeader, origin: client.baseUrl }, redirect: 'manual' })
}

const article = (title: string) => ({
  title, slug: '', status: 'draft', publishedAt: '', excerpt: 'Partners get the news as it happens.', content: '<p>The full story.</p>',
  author: 'Newsdesk', categoryId: '', featuredImage: '', tags: '',
})

const pageHtml = async () => (await (await admin.get('/workspace/api')).text()).replace(/<!-- -->/g, '')
const hookUrl = (path: string) => `${receiverBase}${path}`

/** The part of the page about one endpoint: its row in the list, delivery log included. */
function endpointHtml(html: string, url: string) {
  const start = html.indexOf(`data-testid="webhook-endpoint" data-url="${url}"`)
  if (start < 0) return null
  const next = html.indexOf('data-testid="webhook-endpoint"', start + 1)
  return html.slice(start, next < 0 ? undefined : next)
}

/** The event boxes ticked on a page. */
const tickedEvents = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*name="events"[^>]*>/g)].filter(([tag]) => / checked=""/.test(tag)).map(([tag]) => /value="([^"]+)"/.exec(tag)![1])

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/** Waits for a message the receiver got, at this path, that `accept` takes. */
async function awaitMessage(path: string, accept: (message: ReceivedHook, body: { type: string; data: Record<string, unknown> }) => boolean) {
  let found: ReceivedHook | undefined
  await expect
    .poll(
      () => {
        found = received.find((message) => message.path === path && accept(message, JSON.parse(message.body)))
        return found
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeTruthy()
  return found!
}

describe('webhooks on Workspace → API', () => {
  it('refuse an address webhooks may not reach with a clear 400, keeping what was typed', async () => {
    for (const [url, message] of [
      ['https://10.0.0.8/hooks', 'This address points into a private or local network, which webhooks may not reach.'],
      ['http://93.184.216.34/lumen', 'Webhooks are sent over HTTPS: the address must start with https://.'],
      ['hooks.example.com', 'Enter the full address of your endpoint, starting with https://.'],
    ] as const) {
      const response = await postForm(admin, '/workspace/api', [['intent', 'webhook-create'], ['url', url], ['events', 'article.published'], ['events', 'video.updated']])
      expect(response.status, url).toBe(400)
      const html = decode(await response.text())
      expect(html).toContain(message)
      expect(html).toContain(`value="${url}"`)
      expect(tickedEvents(html), 'the boxes ticked stay ticked').toEqual(['article.published', 'video.updated'])
    }
    const noEvents = await postForm(admin, '/workspace/api', [['intent', 'webhook-create'], ['url', hookUrl('/none')]])
    expect(noEvents.status).toBe(400)
    expect(await noEvents.text()).toContain('Choose at least one of the listed events.')
    // In Spanish for a Spanish reader.
    const spanish = await fetch(`${admin.baseUrl}/workspace/api`, {
      method: 'POST',
      body: new URLSearchParams([['intent', 'webhook-create'], ['url', 'https://192.168.1.20/x'], ['events', 'article.published']]),
      headers: { cookie: `${admin.cookieHeader}; preferred-language=es`, origin: admin.baseUrl, 'accept-language': 'es' },
    })
    expect(spanish.status).toBe(400)
    expect(decode(await spanish.text())).toContain('Esta dirección apunta a una red privada o local, a la que los webhooks no pueden llegar.')
  })

  it('deliver a signed article.published, verified with the secret the page showed once, and log it as succeeded', async () => {
    const created = await postForm(admin, '/workspace/api', [['intent', 'webhook-create'], ['url', hookUrl('/lumen')], ['events', 'article.published'], ['events', 'article.updated']])
    expect(created.status).toBe(200)
    const shown = await created.text()
    const secret = /data-testid="new-webhook-secret"[^>]*>(whsec_[A-Za-z0-9+/=]+)</.exec(shown)?.[1]
    expect(secret, 'the secret on the page').toBeTruthy()
    const page = await pageHtml()
    expect(endpointHtml(page, hookUrl('/lumen'))).toContain('data-state="on"')
    expect(page, 'shown once').not.toContain(secret)

    const title = `Partners hear of it first ${Date.now()}`
    const published = await postMultipart(admin, '/admin/content/articles/new', { ...article(title), intent: 'publish' })
    expect(published.status).toBe(302)

    const message = await awaitMessage('/lumen', (_, body) => body.type === 'article.published' && body.data.title === title)
    const verified = new Webhook(secret!.replace(/^whsec_/, '')).verify(message.body, message.headers) as { type: string; data: { title: string; slug: string; url: string } }
    expect(verified.type).toBe('article.published')
    expect(verified.data.url).toMatch(new RegExp(`/news/${verified.data.slug}$`))
    const deliveryId = message.headers['webhook-id']!

    await expect
      .poll(async () => endpointHtml(await pageHtml(), hookUrl('/lumen')), { timeout: 20_000, interval: 500 })
      .toContain(`data-testid="webhook-delivery" data-id="${deliveryId}" data-event="article.published" data-status="succeeded"`)
    const row = endpointHtml(await pageHtml(), hookUrl('/lumen'))!
    expect(row).toContain('data-testid="webhook-last-status" data-status="succeeded"')
    expect(row).toContain('HTTP 204')
  }, 90_000)

  it('send a test event, redeliver it with a new webhook-id, switch the endpoint off and on, and delete it, all from the page', async () => {
    const url = hookUrl('/test-and-redeliver')
    const created = await postForm(admin, '/workspace/api', [['intent', 'webhook-create'], ['url', url], ['events', 'video.published']])
    const secret = /data-testid="new-webhook-secret"[^>]*>(whsec_[A-Za-z0-9+/=]+)</.exec(await created.text())![1]!
    const endpointId = /name="endpointId" value="([0-9a-f-]{36})"/.exec(endpointHtml(await pageHtml(), url)!)![1]!

    const tested = await postForm(admin, '/workspace/api', [['intent', 'webhook-test'], ['endpointId', endpointId]])
    expect(tested.status).toBe(200)
    expect(decode(await tested.text())).toContain('Test event queued')
    const test = await awaitMessage('/test-and-redeliver', (_, body) => body.type === 'webhook.test')
    expect(new Webhook(secret.replace(/^whsec_/, '')).verify(test.body, test.headers)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpointId } })
    const firstId = test.headers['webhook-id']!
    await expect.poll(async () => endpointHtml(await pageHtml(), url), { timeout: 20_000, interval: 500 }).toContain(`data-id="${firstId}" data-event="webhook.test" data-status="succeeded"`)

    const redelivered = await postForm(admin, '/workspace/api', [['intent', 'webhook-redeliver'], ['deliveryId', firstId]])
    expect(redelivered.status).toBe(200)
    const again = await awaitMessage('/test-and-redeliver', (message) => message.headers['webhook-id'] !== firstId)
    expect(again.body).toBe(test.body)
    new Webhook(secret.replace(/^whsec_/, '')).verify(again.body, again.headers)

    expect((await postForm(admin, '/workspace/api', [['intent', 'webhook-disable'], ['endpointId', endpointId]])).status).toBe(200)
    let row = endpointHtml(await pageHtml(), url)!
    expect(row).toContain('data-state="off"')
    expect(row).toContain('Switched off on')
    expect((await postForm(admin, '/workspace/api', [['intent', 'webhook-enable'], ['endpointId', endpointId]])).status).toBe(200)
    row = endpointHtml(await pageHtml(), url)!
    expect(row).toContain('data-state="on"')

    const deleted = await postForm(admin, '/workspace/api', [['intent', 'webhook-delete'], ['endpointId', endpointId]])
    expect(deleted.status).toBe(200)
    expect(endpointHtml(await pageHtml(), url)).toBeNull()
    const gone = await postForm(admin, '/workspace/api', [['intent', 'webhook-test'], ['endpointId', endpointId]])
    expect(gone.status).toBe(404)
    expect(decode(await gone.text())).toContain('This endpoint was deleted, or it does not belong to this workspace.')

    const origin = new URL(url).origin
    const activity = decode((await (await admin.get('/workspace/activity')).text()).replace(/<!-- -->/g, ''))
    for (const sentence of [
      `added a webhook endpoint at ${origin}`,
      `sent a test event to ${origin}`,
      `sent a webhook.test delivery again to ${origin}`,
      `switched off the webhook endpoint at ${origin}`,
      `switched on the webhook endpoint at ${origin}`,
      `deleted the webhook endpoint at ${origin}`,
    ])
      expect(activity).toContain(sentence)
    // The demo workspace's other changes name what they were about.
    expect(activity).toMatch(/assigned “[^”]+” to everyone/)
    expect(activity).not.toContain('“”')
  }, 90_000)

  it('show why a delivery failed in the reader’s language, from the reason the log keeps', async () => {
    const url = hookUrl('/failing')
    await postForm(admin, '/workspace/api', [['intent', 'webhook-create'], ['url', url], ['events', 'video.published']])
    const endpointId = /name="endpointId" value="([0-9a-f-]{36})"/.exec(endpointHtml(await pageHtml(), url)!)![1]!
    script.push(503)
    expect((await postForm(admin, '/workspace/api', [['intent', 'webhook-test'], ['endpointId', endpointId]])).status).toBe(200)
    await awaitMessage('/failing', (_, body) => body.type === 'webhook.test')
    await expect.poll(async () => endpointHtml(await pageHtml(), url), { timeout: 20_000, interval: 500 }).toContain('data-status="failed"')

    const logIn = async (language: string) => {
      const response = await fetch(`${admin.baseUrl}/workspace/api`, { headers: { cookie: `${admin.cookieHeader}; preferred-language=${language}` } })
      return decode(endpointHtml((await response.text()).replace(/<!-- -->/g, ''), url)!)
    }
    expect(endpointHtml(await pageHtml(), url)).toContain('The endpoint answered 503.')
    expect(await logIn('de')).toContain(de['workspace.webhooks.delivery.answered'].replace('{status}', '503'))
    expect(await logIn('ja')).toContain(ja['workspace.webhooks.delivery.answered'].replace('{status}', '503'))
  }, 60_000)
})

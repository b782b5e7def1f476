import { describe, expect, it } from 'vitest'
import { browserUserAgent, demoLogins, firstArticlePath, HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile()
const reader = (agent = browserUserAgent) => new HttpClient(() => server.url, { 'user-agent': agent })

interface SlotAnswer {
  ad: { token: string; advertiser: string; headline: string; destinationHost: string } | null
}

const slot = async (client: HttpClient, query = 'placement=article&category=marketing') => {
  const response = await client.get(`/ads/slot?${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as SlotAnswer
}

describe('ad slots', () => {
  it('pages, cached copies included, carry no advertiser markup; each visitor’s slot is decided on its own', async () => {
    const visitor = reader()
    const path = firstArticlePath(await (await visitor.get('/news')).text())
    await (await visitor.get(path)).arrayBuffer()
    const cached = await visitor.get(path)
    expect(cached.headers.get('Age')).toMatch(/^\d+$/)
    const html = await cached.text()
    expect(html).toContain('data-testid="house-ad"')
    for (const text of ['sponsored-ad', '/ads/click/', 'Brightwave', 'Tensorforge']) expect(html).not.toContain(text)

    const [first, second] = [await slot(visitor), await slot(reader(`${browserUserAgent} Edg/139.0`))]
    expect(first.ad?.advertiser).toBe('Brightwave Analytics')
    expect(second.ad?.advertiser).toBe('Brightwave Analytics')
    expect(first.ad!.token).not.toBe(second.ad!.token)
  })

  it('never serves a reader on an ad-free plan, nor a crawler', async () => {
    const premium = reader()
    await premium.login(...demoLogins.premium)
    expect(await slot(premium)).toEqual({ ad: null })
    expect(await slot(reader('Googlebot/2.1 (+http://www.google.com/bot.html)'))).toEqual({ ad: null })
  })

  it('refuses a slot it does not have, and a category that is not a slug, with a JSON 400', async () => {
    for (const query of ['placement=sidebar', 'placement=article&category=Bad%20Cat', '']) {
      const response = await reader().get(`/ads/slot?${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/^invalid_/)
    }
  })
})

describe('views and clicks', () => {
  it('counts a beacon, then sends the click to the creative’s own address whatever the link says', async () => {
    const visitor = reader()
    const { ad } = await slot(visitor)
    expect((await visitor.post('/ads/view', { token: ad!.token })).status).toBe(204)
    const click = await visitor.get(`/ads/click/${encodeURIComponent(ad!.token)}?url=https://evil.example/`)
    expect(click.status).toBe(302)
    expect(new URL(click.headers.get('location')!).host).toBe(ad!.destinationHost)
    expect(click.headers.get('location')).toMatch(/^https:\/\/brightwave\.example\/attribution\?utm_source=lumen/)
  })

  it('answers tokens it never signed and other bad input with a 4xx', async () => {
    const visitor = reader()
    const { ad } = await slot(visitor)
    const forged = `${ad!.token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`
    expect((await visitor.get(`/ads/click/${encodeURIComponent(forged)}`)).status).toBe(404)
    expect((await visitor.get('/ads/click/not-a-token')).status).toBe(404)
    expect((await visitor.post('/ads/view', { token: forged })).status).toBe(400)
    expect((await visitor.post('/ads/view', {})).status).toBe(400)
    expect((await visitor.get('/ads/view')).status).toBe(405)
  })
})

describe('newsletter sponsored links', () => {
  it('answers a link we never signed with a 404, whatever it names', async () => {
    for (const token of ['nothing', `${crypto.randomUUID()}.${crypto.randomUUID()}.${'A'.repeat(32)}`, `${crypto.randomUUID()}.${crypto.randomUUID()}.x`]) {
      const response = await reader().get(`/ads/newsletter/${token}`)
      expect(response.status, token).toBe(404)
      expect(response.headers.get('location')).toBeNull()
    }
  })
})

import Parser from 'rss-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const siteUrl = 'https://podcasts.lumen.test'
type Item = { title?: string; link?: string; enclosure?: { url: string; length?: string; type?: string }; itunes?: Record<string, string> }

const server = serverForFile({ SITE_URL: siteUrl })
let visitor: HttpClient
let feedPaths: string[]

beforeAll(async () => {
  visitor = new HttpClient(server.url)
  const html = await (await visitor.get('/podcasts?tab=series')).text()
  feedPaths = [...new Set([...html.matchAll(/href="\/podcast-series\/([0-9a-f-]{36})"/g)].map((m) => `/podcast-series/${m[1]}/feed.xml`))]
}, 90_000)

/** The same address on the server under test (the feed's addresses are absolute to SITE_URL). */
const local = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true)
  return new URL(url).pathname
}

describe('podcast series feeds over HTTP', () => {
  it('parse as RSS with iTunes tags and list only free episodes', async () => {
    expect(feedPaths).toHaveLength(3)
    const parser = new Parser<Record<string, unknown>, Item>()
    let itemCount = 0
    for (const path of feedPaths) {
      const response = await visitor.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=86400')
      const feed = await parser.parseString(await response.text())
      expect(feed.link).toBe(`${siteUrl}${path.replace(/\/feed\.xml$/, '')}`)
      expect(feed.itunes).toMatchObject({ explicit: 'false', image: expect.stringMatching(/\/media\/covers\/series\/.+\.svg$/) })
      expect((feed.itunes as { categories?: string[] }).categories).toEqual(['Technology'])
      for (const item of feed.items) {
        const episode = await (await visitor.get(local(item.link!))).text()
        expect(episode, item.link).not.toContain('data-testid="premium-prompt"')
        expect(Number(item.itunes?.duration)).toBeGreaterThan(0)
        expect(Number(item.itunes?.episode)).toBeGreaterThan(0)
      }
      itemCount += feed.items.length
    }
    // Twelve demo episodes, three of them premium.
    expect(itemCount).toBe(9)
    expect((await visitor.get('/podcast-series/not-an-id/feed.xml')).status).toBe(404)
    expect((await visitor.get('/podcast-series/00000000-0000-4000-8000-000000000000/feed.xml')).status).toBe(404)
  })

  it('every enclosure answers 200 with its type and length, and serves byte ranges', async () => {
    const parser = new Parser<Record<string, unknown>, Item>()
    for (const path of feedPaths) {
      const feed = await parser.parseString(await (await visitor.get(path)).text())
      for (const { enclosure } of feed.items) {
        const file = local(enclosure!.url)
        const whole = await visitor.get(file)
        expect(whole.status, file).toBe(200)
        expect(whole.headers.get('Content-Type'), file).toBe(enclosure!.type)
        const bytes = new Uint8Array(await whole.arrayBuffer())
        expect(bytes.length, file).toBe(Number(enclosure!.length))
        expect(whole.headers.get('Accept-Ranges'), file).toBe('bytes')
        const part = await fetch(server.url + file, { headers: { Range: 'bytes=100-199' } })
        expect(part.status, file).toBe(206)
        expect(part.headers.get('Content-Range'), file).toBe(`bytes 100-199/${bytes.length}`)
        expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200))
      }
    }
  })

  it('a premium episode keeps its audio to itself', async () => {
    const html = await (await visitor.get('/podcasts/evaluation-is-the-new-benchmark')).text()
    expect(html).toContain('data-testid="premium-prompt"')
    expect(html).not.toContain('/media/audio/evaluation-is-the-new-benchmark')
    expect(await (await visitor.get('/podcasts/evaluation-is-the-new-benchmark.data')).text()).not.toContain('/media/audio/')
    expect((await visitor.get('/media/audio/evaluation-is-the-new-benchmark.mp3')).status).toBe(403)
  })
})

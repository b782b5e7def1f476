import Parser from 'rss-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoClientsForFile } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const siteUrl = 'https://podcasts.lumen.test'
type Item = { title?: string; link?: string; enclosure?: { url: string; length?: string; type?: string }; itunes?: Record<string, string> }

const server = serverForFile({ SITE_URL: siteUrl })
const clients = demoClientsForFile(server, ['premium'])
const visitor = clients.visitor
let feedPaths: string[]

beforeAll(async () => {
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
      expect(feed.itunes).toMatchObject({ explicit: 'false', image: expect.stringMatching(/\/media\/artwork\/series\/.+\.png$/) })
      expect((feed.itunes as { categoriesWithSubs?: { name: string; subs: { name: string }[] | null }[] }).categoriesWithSubs?.[0]?.subs?.length).toBe(1)
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

/** Apple's required podcast tags and the Podcasting 2.0 ones this site writes (no validator exists on npm or in Debian). */
function checkAppleTags(xml: string, path: string) {
  const channel = xml.slice(0, xml.indexOf('<item>') === -1 ? undefined : xml.indexOf('<item>'))
  for (const tag of [
    /<title>[^<]+<\/title>/,
    /<description>[^<]+<\/description>/,
    /<link>https:\/\/[^<]+<\/link>/,
    /<language>[a-z]{2}(-[A-Z]{2})?<\/language>/,
    /<itunes:image href="https:\/\/[^"]+\.png"\/>/,
    /<itunes:category text="[^"]+"><itunes:category text="[^"]+"\/><\/itunes:category>/,
    /<itunes:explicit>(true|false)<\/itunes:explicit>/,
    /<itunes:author>[^<]+<\/itunes:author>/,
    /<itunes:owner><itunes:name>[^<]+<\/itunes:name><itunes:email>[^<@]+@[^<]+<\/itunes:email><\/itunes:owner>/,
    /<podcast:guid>[0-9a-f-]{36}<\/podcast:guid>/,
    /<podcast:locked owner="[^"]+@[^"]+">yes<\/podcast:locked>/,
    /<atom:link href="https:\/\/[^"]+" rel="self" type="application\/rss\+xml"\/>/,
  ]) {
    expect(channel, `${path}: ${tag}`).toMatch(tag)
  }
  for (const item of xml.split('<item>').slice(1)) {
    for (const tag of [/<title>[^<]+<\/title>/, /<enclosure url="https:[^"]+" length="[1-9]\d*" type="audio\/mpeg"\/>/, /<guid isPermaLink="true">[^<]+<\/guid>/, /<pubDate>[^<]+<\/pubDate>/, /<itunes:duration>\d+<\/itunes:duration>/, /<itunes:explicit>false<\/itunes:explicit>/]) {
      expect(item, `${path}: ${tag}`).toMatch(tag)
    }
  }
}

/** Width, height and colour type from a PNG's IHDR, and whether an sRGB chunk comes before the image data. */
function pngFacts(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = new TextDecoder('latin1').decode(bytes)
  return { width: view.getUint32(16), height: view.getUint32(20), colourType: bytes[25], hasSrgbFirst: text.indexOf('sRGB') > 0 && text.indexOf('sRGB') < text.indexOf('IDAT') }
}

describe('what podcast directories and apps ask of a feed', () => {
  it('every feed carries Apple’s required tags, square PNG artwork under 512 KB, and answers 304 when unchanged', async () => {
    for (const path of feedPaths) {
      const response = await visitor.get(path)
      const xml = await response.text()
      checkAppleTags(xml, path)
      const artwork = local(/<itunes:image href="([^"]+)"/.exec(xml)![1]!)
      const image = await visitor.get(artwork)
      expect(image.headers.get('Content-Type')).toBe('image/png')
      const bytes = new Uint8Array(await image.arrayBuffer())
      expect(bytes.length).toBeLessThan(512 * 1024)
      expect(pngFacts(bytes)).toEqual({ width: 3000, height: 3000, colourType: 2, hasSrgbFirst: true })

      const etag = response.headers.get('ETag')!
      expect((await fetch(server.url + path, { headers: { 'If-None-Match': etag } })).status).toBe(304)
      expect((await fetch(server.url + path, { headers: { 'If-Modified-Since': response.headers.get('Last-Modified')! } })).status).toBe(304)
      expect((await fetch(server.url + path, { headers: { 'If-None-Match': '"older"' } })).status).toBe(200)
    }
  })

  it('each episode links its artwork and a WebVTT transcript made from the narration', async () => {
    const xml = await (await visitor.get(feedPaths[0]!)).text()
    const transcripts = [...xml.matchAll(/<podcast:transcript url="([^"]+)" type="text\/vtt"/g)].map((m) => local(m[1]!))
    expect(transcripts).not.toHaveLength(0)
    expect(transcripts.length).toBe(xml.split('<item>').length - 1)
    for (const path of transcripts) {
      const response = await visitor.get(path)
      expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8')
      const vtt = await response.text()
      expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> /)
      expect(vtt).toContain('Welcome to')
    }
    const episodeArt = local(/<item>.*?<itunes:image href="([^"]+)"/s.exec(xml)![1]!)
    expect(episodeArt).toMatch(/^\/media\/artwork\/episode\/.+\.png$/)
    expect((await visitor.get(episodeArt)).status).toBe(200)
  })

  it('a premium member’s private feed carries the premium episodes, each playable with exact length and ranges', async () => {
    const profile = await (await clients.premium.get('/profile?tab=subscription')).text()
    const urls = [...new Set([...profile.matchAll(/https:\/\/podcasts\.lumen\.test(\/podcast-feeds\/[\w-]{32}\/series\/[0-9a-f-]{36}\.xml)/g)].map((m) => m[1]!))]
    expect(urls).toHaveLength(3)
    const parser = new Parser<Record<string, unknown>, Item>()
    let premiumItems = 0
    for (const path of urls) {
      const xml = await (await clients.premium.get(path)).text()
      expect(xml).toContain('<itunes:block>Yes</itunes:block>')
      const feed = await parser.parseString(xml)
      for (const { enclosure } of feed.items.filter((item) => item.enclosure!.url.includes('/podcast-feeds/'))) {
        premiumItems++
        // The enclosure works without the member's session: podcast apps have only the address.
        const file = local(enclosure!.url)
        const whole = await fetch(server.url + file)
        expect(whole.status, file).toBe(200)
        expect(whole.headers.get('Content-Length'), file).toBe(enclosure!.length)
        expect((await fetch(server.url + file, { headers: { Range: 'bytes=0-99' } })).status, file).toBe(206)
      }
    }
    // Twelve demo episodes in the three private feeds, through the token.
    expect(premiumItems).toBe(12)
  })
})

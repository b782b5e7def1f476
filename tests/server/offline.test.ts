import { describe, expect, it } from 'vitest'
import { demoClientsForFile } from '../support/http-client'
import { serverForFile } from '../support/server-process'

/**
 * Offline reading on the production server: what "Save for offline" fetches (/offline/pack), the
 * offline page the service worker keeps, the web app manifest, and the worker itself.
 */
const server = serverForFile({ RATE_LIMIT_FACTOR: '20' })
const { visitor, member: free, premium } = demoClientsForFile(server, ['member', 'premium'])

const premiumArticle = '/news/what-a-real-algorithmic-bias-audit-looks-like'
const premiumLesson = '/education/course/recommendation-systems-in-practice/lesson/collaborative-filtering-with-matrix-factorization'
const premiumEpisode = '/podcasts/evaluation-is-the-new-benchmark'
const pack = (path: string) => `/offline/pack?path=${encodeURIComponent(path)}`

describe('the pack Save for offline fetches', () => {
  it('is refused to visitors (401) and free members (403) with a JSON error, and never to be stored', async () => {
    const anonymous = await visitor.get(pack(premiumArticle))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: { code: 'log_in', message: expect.any(String) } })
    const refused = await free.get(pack(premiumArticle))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'upgrade' } })
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives a Premium member the full premium article, lesson and episode with its audio', async () => {
    const article = await premium.get(pack(premiumArticle))
    expect(article.status).toBe(200)
    expect(article.headers.get('cache-control')).toBe('private, no-store')
    const saved = await article.json()
    expect(saved).toMatchObject({ path: premiumArticle, kind: 'article', title: 'What a Real Algorithmic Bias Audit Looks Like, Step by Step', media: [] })
    expect(saved.html).toContain('Bias audit')

    const lesson = await (await premium.get(pack(premiumLesson))).json()
    expect(lesson).toMatchObject({ kind: 'lesson', context: 'Recommendation Systems in Practice' })
    expect(lesson.html).toContain('Matrix factorization assumes')

    const episode = await (await premium.get(pack(premiumEpisode))).json()
    expect(episode.kind).toBe('episode')
    expect(episode.media).toEqual([{ role: 'audio', path: expect.stringMatching(/^\/media\//), type: expect.any(String) }])
    // The audio it names answers the member whole and by ranges, as an offline copy needs.
    const audio = await premium.get(episode.media[0].path)
    expect(audio.status).toBe(200)
  })

  it('refuses a path that is no page that can be saved (400) and one that does not exist (404)', async () => {
    for (const path of ['/admin', '/news', 'https://example.com/news/x', '/news/a/b']) {
      const answer = await premium.get(pack(path))
      expect(answer.status, path).toBe(400)
      expect(await answer.json()).toMatchObject({ error: { code: 'invalid_path' } })
    }
    const missing = await premium.get(pack('/news/no-such-story-here'))
    expect(missing.status).toBe(404)
    expect((await premium.get('/offline/pack')).status).toBe(400)
  })
})

describe('the offline page', () => {
  it('is rendered for nobody, even for a signed-in member, so the copy a browser keeps holds nothing personal', async () => {
    const html = await (await premium.get('/offline')).text()
    expect(html).toContain('Saved for offline')
    expect(html).not.toContain('premium@lumen.example')
    expect(html).not.toContain('data-testid="user-menu"')
    const elsewhere = await (await premium.get('/news')).text()
    expect(elsewhere).toContain('data-testid="user-menu"')
  })
})

describe('the installable app', () => {
  it('serves a manifest with the site name, icons drawn at build time, and screenshots', async () => {
    const answer = await visitor.get('/manifest.webmanifest')
    expect(answer.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = await answer.json()
    expect(manifest).toMatchObject({ name: 'Lumen', start_url: '/', display: 'standalone' })
    const sizes = new Set(manifest.icons.map((icon: { sizes: string }) => icon.sizes))
    expect(sizes).toEqual(new Set(['192x192', '512x512']))
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true)
    for (const image of [...manifest.icons, ...manifest.screenshots] as { src: string; sizes: string }[]) {
      const file = await visitor.get(image.src)
      expect(file.status, image.src).toBe(200)
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (image.src.endsWith('.png')) {
        // PNG: the width and height in the IHDR chunk match the manifest.
        const view = new DataView(bytes.buffer)
        expect(`${view.getUint32(16)}x${view.getUint32(20)}`, image.src).toBe(image.sizes)
      } else {
        expect([bytes[0], bytes[1]], image.src).toEqual([0xff, 0xd8])
      }
    }
  })

  it('serves the service worker fresh on every visit, listing this build’s assets and the offline page', async () => {
    const worker = await visitor.get('/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    const source = await worker.text()
    expect(source).toContain('url:`/offline`')
    const html = await (await visitor.get('/')).text()
    const preloaded = [...html.matchAll(/rel="modulepreload" href="\/(assets\/[^"]+)"/g)].map(([, asset]) => asset!)
    expect(preloaded).not.toHaveLength(0)
    for (const asset of preloaded) expect(source).toContain(asset)
    expect(source).not.toMatch(/rich-text-editor|BarChart/)
  })
})

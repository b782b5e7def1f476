import { beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ PAGE_CACHE_SECONDS: '60' })
let visitor: HttpClient
let admin: HttpClient

beforeAll(async () => {
  // A long lifetime, so every "not from the cache" below is the cache's decision, not its clock.
  visitor = new HttpClient(server.url)
  admin = new HttpClient(server.url)
  await admin.login('admin@lumen.example', 'LumenAdmin!2026')
}, 90_000)

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)![1]

describe('the server page cache', () => {
  it('answers a repeated anonymous list page from memory, with the nonce of its own HTML', async () => {
    const first = await visitor.get('/news?category=robotics')
    expect(first.headers.get('Age')).toBeNull()
    const firstHtml = await first.text()
    const again = await visitor.get('/news?category=robotics')
    expect(again.headers.get('Age')).toMatch(/^\d+$/)
    const html = await again.text()
    expect(html).toBe(firstHtml)
    expect(again.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonceOf(html)}'`)
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  })

  it('keeps copies apart by cookie and language, and compresses a hit like any answer', async () => {
    expect(await (await visitor.get('/about')).text()).toMatch(/<html[^>]*class="dark"/)
    const light = await fetch(`${server.url}/about`, { headers: { cookie: 'theme-preference=light' } })
    expect(light.headers.get('Age')).toBeNull()
    expect(await light.text()).not.toMatch(/<html[^>]*class="dark"/)
    const spanish = await fetch(`${server.url}/about`, { headers: { 'accept-language': 'es' } })
    expect(spanish.headers.get('Age')).toBeNull()
    expect(await spanish.text()).toContain('lang="es"')
    const gzip = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('Age')).toMatch(/^\d+$/)
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(await gzip.text()).toContain('</html>')
  })

  it('never keeps pages for members or failed answers', async () => {
    await admin.get('/news')
    const member = await admin.get('/news')
    expect(member.headers.get('Age')).toBeNull()
    expect(member.headers.get('Cache-Control')).toBe('private, no-cache')

    await visitor.get('/no-such-page')
    expect((await visitor.get('/no-such-page')).headers.get('Age')).toBeNull()
  })

  it("an edit on this server shows at once: a successful change empties the cache; a refused one doesn't", async () => {
    // Read to the end, as a browser does: a copy is kept once the render's body is done.
    await (await visitor.get('/')).arrayBuffer()
    expect((await visitor.get('/')).headers.get('Age')).toMatch(/^\d+$/)

    const refused = await admin.post('/admin/settings', { intent: 'site', siteName: 'L'.repeat(500), siteDescription: '' })
    expect(refused.status).toBe(400)
    expect((await visitor.get('/')).headers.get('Age')).toMatch(/^\d+$/)

    const description = `Field notes on applied AI, refreshed ${Date.now()}`
    const saved = await admin.post('/admin/settings', { intent: 'site', siteName: 'Lumen', siteDescription: description })
    expect(saved.status).toBeLessThan(400)
    const home = await visitor.get('/')
    expect(home.headers.get('Age')).toBeNull()
    expect(await home.text()).toContain(description)
  })
})

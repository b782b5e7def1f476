import { spawn } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectPage } from '../support/http-client'
import { startServer, type RunningServer } from '../support/server-process'
import { answerDictionaries } from '../../app/i18n/answers.server'
import { formatMessage } from '../../app/i18n/message-format'
import { de } from '../../app/i18n/de'
import { ja } from '../../app/i18n/ja'
import { fr } from '../../app/i18n/fr'

let server: RunningServer

beforeAll(async () => {
  // Named, so this server seeds an empty folder itself rather than copying the run's seeded one.
  server = await startServer({ SEED_DEMO_CONTENT: 'auto' })
}, 90_000)

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

describe('production server', () => {
  it('seeds an empty embedded database and serves the home page with the latest articles', async () => {
    expect(server.output()).toMatch(/Loaded the demo content \(\d+ articles, \d+ courses/)
    await expectPage(await fetch(server.url + '/'), 200, ['Lumen AI', 'class="dark"', 'Latest News'])
  })

  it('answers unknown paths and /404 with status 404 and Page Not Found', async () => {
    for (const path of ['/anything-unknown', '/404', '/news/no-such-article']) {
      const response = await fetch(server.url + path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html).toMatch(path.startsWith('/news/') ? /Article not found/ : /Page Not Found/)
    }
  })

  it('reports health and readiness', async () => {
    expect(await (await fetch(server.url + '/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await fetch(server.url + '/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('sends security headers with a per-request script nonce', async () => {
    // A rendered page; copies from the page cache keep the nonce of their HTML (decision 16).
    const first = await fetch(server.url + '/login')
    const second = await fetch(server.url + '/login')
    const csp = first.headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toBe(second.headers.get('content-security-policy'))
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('x-powered-by')).toBeNull()
  })

  it("leaves the reader's dictionary out of the page's first load: the browser's entry loads it by <html lang>", async () => {
    const page = async (headers: Record<string, string>) => {
      const html = await (await fetch(server.url + '/news', { headers })).text()
      const dictionaries = [...html.matchAll(/(?:src|href)="\/assets\/(en|es|fr|de|zh|ja|ko|pt|ru|ar)-[\w-]+\.js"/g)].map((m) => m[1])
      return { language: /<html lang="([a-z]+)"/.exec(html)?.[1], dictionaries }
    }
    expect(await page({})).toEqual({ language: 'en', dictionaries: [] })
    expect(await page({ 'accept-language': 'es-ES,es;q=0.9' })).toEqual({ language: 'es', dictionaries: [] })
    for (const language of ['es', 'fr', 'de', 'zh', 'ja', 'ko', 'pt', 'ru', 'ar']) {
      expect(await page({ cookie: `preferred-language=${language}` }), language).toEqual({ language, dictionaries: [] })
    }
  })

  it('answers in the reader’s language: titles, refusals and plan features', async () => {
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
    const page = async (path: string, language: string, init: RequestInit = {}) => {
      const response = await fetch(server.url + path, { ...init, headers: { cookie: `preferred-language=${language}`, origin: server.url, ...init.headers } })
      return { status: response.status, html: await response.text() }
    }
    const missing = await page('/news/no-such-article', 'de')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain(`<title>${escaped(de['title.articleNotFound'])} | Lumen</title>`)
    expect((await page('/news', 'ja')).html).toContain(`<title>${escaped(ja['title.news'])} | Lumen</title>`)

    const login = await page('/login', 'ja', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'nobody@lumen.example', password: 'Wrong-password-1' }).toString(),
    })
    expect(login.status).toBe(401)
    expect(login.html).toContain(escaped(answerDictionaries.ja['answers.auth.invalidCredentials']))

    // A domain function's refusal names its text by key and values; the route writes it in the reader's language.
    const tutorials = await page('/tutorials?difficulty=expert', 'de')
    expect(tutorials.status).toBe(400)
    expect(tutorials.html).toContain(escaped(formatMessage('de', answerDictionaries.de['answers.list.unknownDifficulty'], { options: 'beginner, intermediate', last: 'advanced' })))
    const podcasts = await page('/podcasts?sort=views', 'ja')
    expect(podcasts.status).toBe(400)
    expect(podcasts.html).toContain(escaped(formatMessage('ja', answerDictionaries.ja['answers.list.unknownSort'], { options: 'published_at, downloads, likes', last: 'title' })))
    expect((await page('/podcasts?sort=views', 'en')).html).toContain('Unknown sort. Choose published_at, downloads, likes or title.')

    const plans = (await page('/subscription', 'fr')).html
    expect(plans).toContain(`<title>${escaped(fr['title.plans'])} | Lumen</title>`)
    for (const key of ['answers.plan.adFree', 'answers.plan.team'] as const) expect(plans).toContain(escaped(answerDictionaries.fr[key]))
    expect(plans).not.toContain('Ad-free experience')
  })

  it('serves generated SVG covers', async () => {
    const html = await (await fetch(server.url + '/')).text()
    const cover = html.match(/\/media\/covers\/article\/[a-z0-9-]+\.svg/)![0]
    const response = await fetch(server.url + cover)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg/)
  })

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const get = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http.get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject)
      })
    const requests = Array.from({ length: 40 }, () => get(server.url + '/news'))
    await new Promise((r) => setTimeout(r, 50))
    server.child.kill('SIGTERM')
    // While draining, readiness fails so a load balancer stops sending traffic here.
    await expect.poll(async () => (await fetch(server.url + '/readyz')).status, { interval: 50 }).toBe(503)
    const statuses = await Promise.all(requests)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('Stopped.')
  })
})

describe('configuration errors', () => {
  it('stop the server with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['server.js'], {
      env: { ...process.env, PORT: 'eighty', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('Invalid configuration')
    expect(output).toContain('PORT')
  })
})

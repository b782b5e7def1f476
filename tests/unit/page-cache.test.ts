import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseEncoding, pageCache, sharedPagesOnly, type PageCachePolicy } from '../../server/page-cache'

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

/** A page that changes on every render, behind the cache, with a clock the test moves. */
async function site({ ttlSeconds = 5, maxEntries = 500 } = {}) {
  const clock = { now: 1_000_000 }
  let renders = 0
  const app = express()
  const cache = pageCache({ ttlSeconds, maxEntries, now: () => clock.now, policy: sharedPagesOnly })
  app.use(cache.serve, cache.keep)
  app.get('/page/:name', (req, res) => {
    renders += 1
    res.locals.isPageCacheable = req.query.private === undefined
    if (req.query.cookie !== undefined) res.cookie('meter', '1')
    res.set('Content-Security-Policy', `script-src 'nonce-${renders}'`).send(`render ${renders}`)
  })
  app.post('/change', (req, res) => {
    res.sendStatus(req.query.refuse === undefined ? 204 : 400)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closers.push(() => server.close())
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers })
    return { text: await response.text(), age: response.headers.get('Age'), csp: response.headers.get('Content-Security-Policy') }
  }
  const post = (path: string) => fetch(base + path, { method: 'POST' })
  return { clock, get, post }
}

describe('page cache', () => {
  it('serves a copy with its own headers until its lifetime ends', async () => {
    const { clock, get } = await site({ ttlSeconds: 5 })
    expect(await get('/page/a')).toMatchObject({ text: 'render 1', age: null })
    clock.now += 4_999
    expect(await get('/page/a')).toMatchObject({ text: 'render 1', age: '4', csp: "script-src 'nonce-1'" })
    clock.now += 1
    expect(await get('/page/a')).toMatchObject({ text: 'render 2', age: null, csp: "script-src 'nonce-2'" })
  })

  it('keeps only pages the app marks shared, without cookies set, and keys them by cookie and language', async () => {
    const { get } = await site()
    await get('/page/b?private')
    expect((await get('/page/b?private')).text).toBe('render 2')
    await get('/page/b?cookie')
    expect((await get('/page/b?cookie')).text).toBe('render 4')
    await get('/page/b')
    expect((await get('/page/b', { cookie: 'theme-preference=light' })).text).toBe('render 6')
    expect((await get('/page/b', { 'accept-language': 'es' })).text).toBe('render 7')
    expect((await get('/page/b')).text).toBe('render 5')
  })

  it('empties on a successful change, not on a refused one, and never with a lifetime of 0', async () => {
    const { get, post } = await site()
    await get('/page/c')
    await post('/change?refuse')
    expect((await get('/page/c')).text).toBe('render 1')
    await post('/change')
    expect((await get('/page/c')).text).toBe('render 2')

    const off = await site({ ttlSeconds: 0 })
    await off.get('/page/c')
    expect((await off.get('/page/c')).text).toBe('render 2')
  })

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const { get } = await site({ maxEntries: 2 })
    await get('/page/1')
    await get('/page/2')
    await get('/page/3')
    expect((await get('/page/3')).text).toBe('render 3')
    expect((await get('/page/2')).text).toBe('render 2')
    expect((await get('/page/1')).text).toBe('render 4')
  })
})

/** A page whose readers are "open" or "walled" by a header, as the article meter decides by cookie. */
async function meteredSite() {
  const clock = { now: 1_000_000 }
  let renders = 0
  const served: string[] = []
  const policy: PageCachePolicy = {
    ...sharedPagesOnly,
    isPersonal: (req) => req.headers['x-session'] !== undefined,
    visit: (req, facts) => ({
      variant: facts ? String(req.headers['x-meter'] ?? 'open') : '',
      serve: () => served.push(String(req.headers['x-reader'])),
    }),
  }
  const app = express()
  const cache = pageCache({ ttlSeconds: 5, now: () => clock.now, policy })
  app.use(cache.serve, cache.keep)
  let delay = Promise.resolve()
  app.get('/article', async (req, res) => {
    renders += 1
    const render = renders
    await delay
    res.locals.isPageCacheable = req.headers['x-session'] === undefined
    res.locals.pageFacts = { view: { kind: 'article', id: 'a1' } }
    res.send(req.headers['x-meter'] === 'walled' ? `wall ${render}` : `body ${render}`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closers.push(() => server.close())
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (headers: Record<string, string> = {}) => {
    const response = await fetch(base + '/article', { headers })
    const header = (name: string) => response.headers.get(name)
    return { status: response.status, text: await response.text(), etag: header('ETag'), encoding: header('Content-Encoding'), vary: header('Vary') }
  }
  return { clock, get, served, holdRenders: (until: Promise<void>) => (delay = until) }
}

describe('page cache with reader variants', () => {
  it('serves each variant its own copy, so a walled reader never gets the body, and runs the visit for every copy served', async () => {
    const { get, served } = await meteredSite()
    expect((await get({ 'x-reader': 'r1' })).text).toBe('body 1')
    expect((await get({ 'x-reader': 'r2' })).text).toBe('body 1')
    expect((await get({ 'x-reader': 'r3', 'x-meter': 'walled' })).text).toBe('wall 2')
    expect((await get({ 'x-reader': 'r4', 'x-meter': 'walled' })).text).toBe('wall 2')
    expect((await get({ 'x-reader': 'r5', 'x-session': '1' })).text).toBe('body 3')
    // Renders do their own work; only copies run the visit.
    expect(served).toEqual(['r2', 'r4'])
  })

  it('answers a matching If-None-Match with 304 and sends stored copies compressed as the reader accepts', async () => {
    const { get } = await meteredSite()
    await get()
    const copy = await get({ 'accept-encoding': 'identity' })
    expect(copy).toMatchObject({ status: 200, text: 'body 1', encoding: null })
    expect(copy.etag).toMatch(/^"[\w-]+"$/)
    expect(copy.vary).toContain('Accept-Encoding')
    expect((await get({ 'if-none-match': copy.etag! })).status).toBe(304)
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200)
    expect(await get({ 'accept-encoding': 'gzip, br' })).toMatchObject({ text: 'body 1', encoding: 'br' })
    expect(await get({ 'accept-encoding': 'gzip, br;q=0' })).toMatchObject({ text: 'body 1', encoding: 'gzip' })
  })

  it('while an expired copy is being rendered again, other readers get the old copy instead of rendering too', async () => {
    const { clock, get, holdRenders } = await meteredSite()
    await get()
    clock.now += 5_000
    let release = () => undefined as void
    holdRenders(new Promise<void>((resolve) => (release = resolve)))
    const refreshing = get()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await get()).text).toBe('body 1')
    release()
    expect((await refreshing).text).toBe('body 2')
    expect((await get()).text).toBe('body 2')
  })
})

describe('copies answered before Express', () => {
  /** A raw Node server whose page cache answers in front of an Express app that counts what reaches it. */
  async function frontSite({ maxBytes }: { maxBytes?: number } = {}) {
    let reachedExpress = 0
    let renders = 0
    const cache = pageCache({ ttlSeconds: 60, maxBytes, policy: { ...sharedPagesOnly, visit: (req) => ({ variant: '', serve: (answer) => answer.setCookie(`seen=${req.ip}`) }) } })
    const app = express()
    app.use((_req, _res, next) => {
      reachedExpress += 1
      next()
    })
    app.use(cache.serve, cache.keep)
    app.get('/page/:name', (req, res) => {
      renders += 1
      res.locals.isPageCacheable = true
      res.set('Cache-Control', 'public, max-age=60').send(`${req.params.name} ${renders} ${'x'.repeat(1000)}`)
    })
    const hooks = { clientIp: () => '203.0.113.9', answering: () => ['x-request-id', 'copy-1'] }
    const server = createServer((req, res) => cache.front(req, res, hooks, () => app(req, res))).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    closers.push(() => server.close())
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { cache, get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }), reached: () => reachedExpress }
  }

  it('answer a repeated page without reaching Express, with the server\'s headers and the visit\'s cookie, and fall through on a miss', async () => {
    const { get, reached } = await frontSite()
    const first = await get('/page/a')
    expect(await first.text()).toMatch(/^a 1 /)
    expect(reached()).toBe(1)
    const copy = await get('/page/a')
    expect(await copy.text()).toMatch(/^a 1 /)
    expect(reached()).toBe(1)
    expect(copy.headers.get('x-request-id')).toBe('copy-1')
    expect(copy.headers.get('set-cookie')).toBe('seen=203.0.113.9')
    // A copy that sets a cookie is its reader's own.
    expect(copy.headers.get('cache-control')).toBe('no-cache')
    expect(copy.headers.get('age')).toMatch(/^\d+$/)
    expect((await get('/page/a', { 'if-none-match': copy.headers.get('etag')! })).status).toBe(304)
    expect(reached()).toBe(1)
    await (await get('/page/b')).text()
    expect(reached()).toBe(2)
  })

  it('hold at most maxBytes of bodies, compressed copies counted, the least recently used going first', async () => {
    const { cache, get } = await frontSite({ maxBytes: 2_500 })
    for (const name of ['a', 'b']) await (await get(`/page/${name}`)).text()
    expect(cache.size().entries).toBe(2)
    // A gzip copy of b is made and counted: both no longer fit, so a (used least recently) goes.
    await (await get('/page/b', { 'accept-encoding': 'gzip' })).text()
    await (await get('/page/c')).text()
    expect(cache.size().bytes).toBeLessThanOrEqual(2_500)
    expect(await (await get('/page/a')).text()).toMatch(/^a 4 /)
  })
})

describe('choosing the encoding of a stored copy', () => {
  it('prefers brotli, honours q=0 and *, and falls back to none', () => {
    for (const header of ['gzip, deflate, br', '*']) expect(chooseEncoding(header), header).toBe('br')
    for (const header of ['gzip', 'br;q=0, gzip;q=0.5', 'gzip;q=1, br;q=0.5']) expect(chooseEncoding(header), header).toBe('gzip')
    for (const header of ['identity', undefined]) expect(chooseEncoding(header), header).toBeUndefined()
  })
})

import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCache } from '../../server/page-cache'

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

/** A page that changes on every render, behind the cache, with a clock the test moves. */
async function site({ ttlSeconds = 5, maxEntries = 500 } = {}) {
  const clock = { now: 1_000_000 }
  let renders = 0
  const app = express()
  app.use(pageCache({ ttlSeconds, maxEntries, now: () => clock.now }))
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

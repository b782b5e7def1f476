import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { admission, busyMessage } from '../../server/admission'

/** An app behind admission control whose /slow requests wait until the test releases them. */
async function gated(limits: { working: number; queued: number; maxWaitMs: number }) {
  const gate = admission(limits)
  const waiting: (() => void)[] = []
  const app = express()
  app.use(gate.middleware)
  app.get('/healthz', (_req, res) => void res.send('ok'))
  app.get('/slow', (_req, res) => void waiting.push(() => res.send('done')))
  const listener = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => listener.once('listening', resolve))
  afterAll(() => void listener.close())
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  const settle = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return { gate, waiting, settle, get: (path: string) => fetch(base + path) }
}

describe('admission control', () => {
  it('answers 503 with Retry-After at once when no turn is free and none may wait, admits again as they finish, and never holds back health checks', async () => {
    const { gate, waiting, settle, get } = await gated({ working: 2, queued: 0, maxWaitMs: 100 })
    const first = get('/slow')
    const second = get('/slow')
    await settle(2)
    const refused = await get('/slow')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe(busyMessage)
    expect((await get('/healthz')).status).toBe(200)
    expect(gate.count()).toEqual({ inFlight: 2, waiting: 0, refused: 1 })

    waiting.shift()!()
    expect((await first).status).toBe(200)
    await expect.poll(() => gate.count().inFlight).toBe(1)
    const third = get('/slow')
    await settle(2)
    for (const release of waiting.splice(0)) release()
    expect([(await second).status, (await third).status]).toEqual([200, 200])
    await expect.poll(() => gate.count().inFlight).toBe(0)
  })

  it('lets the next requests wait their turn in order, for a bounded time, and refuses those past the line at once', async () => {
    const { gate, waiting, settle, get } = await gated({ working: 1, queued: 2, maxWaitMs: 60_000 })
    const first = get('/slow')
    await settle(1)
    const second = get('/slow')
    const third = get('/slow')
    await expect.poll(() => gate.count().waiting).toBe(2)
    expect((await get('/slow')).status).toBe(503)
    // The first to wait gets the first free turn.
    waiting.shift()!()
    expect((await first).status).toBe(200)
    await settle(1)
    expect(gate.count()).toMatchObject({ inFlight: 1, waiting: 1 })
    waiting.shift()!()
    expect((await second).status).toBe(200)
    await settle(1)
    waiting.shift()!()
    expect((await third).status).toBe(200)
    expect(gate.count()).toMatchObject({ inFlight: 0, waiting: 0, refused: 1 })

    const short = await gated({ working: 1, queued: 5, maxWaitMs: 50 })
    const held = short.get('/slow')
    await short.settle(1)
    const timedOut = await short.get('/slow')
    expect(timedOut.status).toBe(503)
    expect(short.gate.count()).toEqual({ inFlight: 1, waiting: 0, refused: 1 })
    short.waiting.shift()!()
    expect((await held).status).toBe(200)
  })
})

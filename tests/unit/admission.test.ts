import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { admission, busyMessage } from '../../server/admission'

const gate = admission(2)
const waiting: (() => void)[] = []
const app = express()
app.use(gate.middleware)
app.get('/healthz', (_req, res) => void res.send('ok'))
app.get('/slow', (_req, res) => void waiting.push(() => res.send('done')))
const listener = app.listen(0, '127.0.0.1')
await new Promise((resolve) => listener.once('listening', resolve))
const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
afterAll(() => void listener.close())

const settle = async () => {
  while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('admission control', () => {
  it('answers 503 with Retry-After at once past the requests in flight, admits again as they finish, and never holds back health checks', async () => {
    const first = fetch(`${base}/slow`)
    const second = fetch(`${base}/slow`)
    await settle()
    const refused = await fetch(`${base}/slow`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe(busyMessage)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect(gate.count()).toEqual({ inFlight: 2, refused: 1 })

    waiting.shift()!()
    expect((await first).status).toBe(200)
    await expect.poll(() => gate.count().inFlight).toBe(1)
    const third = fetch(`${base}/slow`)
    await settle()
    for (const release of waiting.splice(0)) release()
    expect([(await second).status, (await third).status]).toEqual([200, 200])
    await expect.poll(() => gate.count().inFlight).toBe(0)
  })
})

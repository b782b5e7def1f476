import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server-process'

let server: RunningServer

// The drain (serving and accepting after the signal) is set here rather than left at the
// server's 1 s default: on a busy test machine 1 s holds too few answers to tell a drain from
// the requests that happened to be in flight when the signal came.
const drainMs = 5_000

beforeAll(async () => {
  server = await startServer({ BILLING_JOB_INTERVAL_SECONDS: '0', SHUTDOWN_DRAIN_MS: String(drainMs) })
}, 90_000)

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

type Outcome = { status: number } | { error: string }

/** One GET on the shared keep-alive agent; network failures become their error code. */
function get(agent: http.Agent, url: string, connections: Set<unknown>) {
  return new Promise<Outcome>((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode! }))
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.once('socket', (socket) => connections.add(socket))
  })
}

describe('SIGTERM under keep-alive load', () => {
  it('resets no connection it accepted: 50 busy keep-alive connections see answers, then refusals', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 })
    const outcomes: Outcome[] = []
    const connections = new Set<unknown>()
    const paths = ['/news', '/healthz', '/', '/search?q=ai']
    // Each of 50 clients sends its next request as soon as the last is answered, until the
    // server no longer accepts connections.
    const clients = Array.from({ length: 50 }, async (_, client) => {
      for (let n = 0; ; n++) {
        const outcome = await get(agent, server.url + paths[(client + n) % paths.length], connections)
        outcomes.push(outcome)
        if ('error' in outcome) return
      }
    })
    await expect.poll(() => outcomes.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(200)
    // Keep-alive: far more requests than connections.
    expect(connections.size).toBeLessThanOrEqual(50)
    const answeredBefore = outcomes.length
    server.child.kill('SIGTERM')
    await Promise.all(clients)
    agent.destroy()

    const errors = outcomes.filter((o): o is { error: string } => 'error' in o).map((o) => o.error)
    const statuses = new Set(outcomes.filter((o): o is { status: number } => 'status' in o).map((o) => o.status))
    expect(errors.filter((code) => code !== 'ECONNREFUSED')).toEqual([])
    expect(errors).toHaveLength(50)
    expect([...statuses]).toEqual([200])
    // Requests kept being answered during the drain, not only before the signal.
    expect(outcomes.length - answeredBefore).toBeGreaterThan(100)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('Stopped.')
  }, 120_000)
})

import { existsSync, mkdtempSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, runUntilExit, startServer, type RunningServer } from '../support/server-process'

const quickStart = { SEED_DEMO_CONTENT: 'never', BILLING_JOB_INTERVAL_SECONDS: '0', SHUTDOWN_DRAIN_MS: '0' }
const running: RunningServer[] = []
const listeners: Server[] = []

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const listener of listeners) listener.close()
})

/** A TCP server on a free port that accepts connections and never says a word. */
async function silentServer() {
  const sockets: Socket[] = []
  const listener = createServer((socket) => void sockets.push(socket))
  listeners.push(listener)
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  listener.on('close', () => sockets.forEach((socket) => socket.destroy()))
  return { listener, port: (listener.address() as { port: number }).port }
}

describe('start-up failures stop the process with a non-zero code and a clear message', () => {
  it('a second server on the same embedded database folder refuses to start; the first keeps serving', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-shared-'))
    const first = await startServer({ ...quickStart, PGLITE_DATA_DIR: dataDir })
    running.push(first)
    const second = await runUntilExit({ ...quickStart, PGLITE_DATA_DIR: dataDir })
    expect(second.code).toBe(1)
    expect(second.output).toContain(`The embedded database folder ${dataDir} is in use by process ${first.child.pid}.`)
    expect(second.output).not.toContain('is listening')

    expect((await fetch(first.url + '/readyz')).status).toBe(200)
    expect((await fetch(first.url + '/news')).status).toBe(200)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    // A clean stop gives the folder back.
    expect(existsSync(path.join(dataDir, 'lumen.lock'))).toBe(false)
    const third = await startServer({ ...quickStart, PGLITE_DATA_DIR: dataDir })
    running.push(third)
    expect((await fetch(third.url + '/readyz')).status).toBe(200)
  }, 120_000)

  it('a PostgreSQL database without AUTH_SECRET is refused at start, not at the first sign-in', async () => {
    const result = await runUntilExit({ ...quickStart, DATABASE_URL: 'postgres://lumen@127.0.0.1:1/lumen', AUTH_SECRET: '' })
    expect(result.code).toBe(1)
    expect(result.output).toContain('AUTH_SECRET: required when DATABASE_URL is set')
    expect(result.output).not.toContain('is listening')
  }, 60_000)

  it('a port already in use is reported as such, never as listening', async () => {
    const { port } = await silentServer()
    const result = await runUntilExit({ ...quickStart, PORT: String(port) })
    expect(result.code).toBe(1)
    expect(result.output).toContain(`Port ${port} is already in use`)
    expect(result.output).not.toContain('is listening')
  }, 90_000)

  it('a database that accepts connections and never answers ends the start-up once its bound is spent', async () => {
    const { port } = await silentServer()
    const password = 'never-printed-secret'
    const result = await runUntilExit(
      {
        ...quickStart,
        DATABASE_URL: `postgres://lumen:${password}@127.0.0.1:${port}/lumen`,
        AUTH_SECRET: 'a'.repeat(40),
        DATABASE_STARTUP_TIMEOUT_SECONDS: '3',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
      },
      { timeoutMs: 40_000 },
    )
    // It stopped by itself (not killed by the harness), giving up with the bound it was given.
    expect(result.killed).toBe(false)
    expect(result.code).toBe(1)
    expect(result.output).toContain(`Could not connect to the database at 127.0.0.1:${port}/lumen within 3 s`)
    expect(result.output).toContain('is not available yet')
    expect(result.output).not.toContain(password)
    expect(result.output).not.toContain('is listening')
  }, 60_000)

  it('a closed database port fails the same way, naming the refusal', async () => {
    const port = await freePort()
    const result = await runUntilExit({
      ...quickStart,
      DATABASE_URL: `postgres://lumen@127.0.0.1:${port}/lumen`,
      AUTH_SECRET: 'a'.repeat(40),
      DATABASE_STARTUP_TIMEOUT_SECONDS: '1',
    })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(new RegExp(`Could not connect to the database at 127\\.0\\.0\\.1:${port}/lumen within 1 s \\(.*ECONNREFUSED`))
  }, 60_000)
})

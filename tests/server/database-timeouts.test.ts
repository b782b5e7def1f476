import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deadlineMessage } from '../../server/request-deadline'
import { freezableProxy } from '../support/freezable-proxy'
import { startServer, type RunningServer } from '../support/server-process'

const databaseUrl = process.env.TEST_DATABASE_URL

/** A GET that reports its status, body and headers. */
async function get(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
  const body = await response.text()
  return { status: response.status, body, headers: response.headers }
}

/** The server's log lines that say the request deadline answered for a path. */
const deadlineLines = (output: string, path: string) => output.split('\n').filter((line) => line.includes(`request-deadline where=GET ${path} `))

// Needs a real PostgreSQL: the server reaches it through a proxy that can stop carrying bytes.
describe.skipIf(!databaseUrl)('a database that stops answering', () => {
  const database = `lumen_timeouts_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  let admin: pg.Client
  let proxy: Awaited<ReturnType<typeof freezableProxy>>
  let server: RunningServer

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create database ${database}`)
    const target = new URL(databaseUrl!)
    proxy = await freezableProxy({ host: target.hostname, port: Number(target.port || 5432) })
    target.host = `127.0.0.1:${proxy.port}`
    target.pathname = `/${database}`
    server = await startServer({
      DATABASE_URL: target.href,
      AUTH_SECRET: 'timeouts-test-secret-'.padEnd(40, 'x'),
      // The request deadline comes first, whether a request waits for a connection or a result.
      REQUEST_TIMEOUT_MS: '2000',
      DATABASE_CONNECT_TIMEOUT_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '4000',
      PAGE_CACHE_SECONDS: '0',
      BILLING_JOB_INTERVAL_SECONDS: '0',
      SHUTDOWN_DRAIN_MS: '0',
    })
  }, 90_000)

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await proxy?.close()
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
    // A server stopping with requests held by the stalled database may take its whole grace period, more on a busy machine.
  }, 90_000)

  it('answers readiness and pages with 503 before any database time limit, then recovers when it answers again', async () => {
    expect((await get(server.url + '/readyz')).status).toBe(200)
    expect((await get(server.url + '/news')).status).toBe(200)

    proxy.freeze()
    const [ready, page] = await Promise.all([get(server.url + '/readyz'), get(server.url + '/news')])
    // Readiness gave up on its own short wait: its JSON answer, not a database error's.
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable' })
    // The page was cut off by the request deadline (2 s), which comes before the statement (4 s)
    // and connect (5 s) time limits: its answer and log line, not the error page a timed-out
    // query would give.
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(page.headers.get('retry-after')).toBe('5')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.body).toBe(deadlineMessage)
    // The log arrives through a pipe, perhaps just after the answer.
    await expect.poll(() => deadlineLines(server.output(), '/news')).toEqual(['request-deadline where=GET /news code=503 after=2000ms'])
    // A second request while the database still hangs is answered the same way.
    const again = await get(server.url + '/news')
    expect(again.status).toBe(503)
    expect(again.body).toBe(deadlineMessage)

    proxy.resume()
    await expect.poll(async () => (await get(server.url + '/readyz')).status, { timeout: 20_000, interval: 250 }).toBe(200)
    await expect.poll(async () => (await get(server.url + '/news')).status, { timeout: 20_000, interval: 250 }).toBe(200)
    expect(server.child.exitCode).toBeNull()
    expect(server.output()).not.toMatch(/ERR_HTTP_HEADERS_SENT|headers after they are sent/)
  }, 60_000)

  it('answers pages with 503 and Retry-After, not 500, while the database hangs up, then recovers', async () => {
    const deadlinesBefore = deadlineLines(server.output(), '/news').length
    proxy.refuse()
    const page = await get(server.url + '/news')
    // The failed connection is answered at once by the page itself (its HTML error page), not
    // left for the request deadline to cut off.
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('5')
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(deadlineLines(server.output(), '/news')).toHaveLength(deadlinesBefore)
    proxy.accept()
    await expect.poll(async () => (await get(server.url + '/news')).status, { timeout: 20_000, interval: 250 }).toBe(200)
  }, 30_000)
})

import { timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import { sql } from 'drizzle-orm'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { getDbHandle } from '../app/db/client.server'
import { jobQueue } from '../app/jobs/queue.server'
import { logError } from '../app/lib/log.server'

/**
 * What an instance tells Prometheus at `GET /metrics` (decision 43): requests by route pattern
 * (rate, status, latency), page-cache hits and misses, the database pool, the job queue's depth
 * and failures, e-mail sent and failed, live streams, and the process's own figures. The page
 * answers only to `Authorization: Bearer METRICS_TOKEN`; without a token set, it does not exist.
 */
export function instanceMetrics({ token, liveStreams, admission, pageCache: cacheSize }: {
  token: string | undefined
  liveStreams: () => number
  admission: () => { inFlight: number; waiting: number; refused: number }
  pageCache?: () => { entries: number; bytes: number }
}) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({ name: 'lumen_http_requests_total', help: 'Requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'] as const, registers: [registry] })
  const duration = new Histogram({
    name: 'lumen_http_request_duration_seconds', help: 'Time to answer a request, by method and route pattern.', labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry],
  })
  const pageCache = new Counter({ name: 'lumen_page_cache_total', help: 'Page-cache lookups of anonymous pages, by outcome.', labelNames: ['outcome'] as const, registers: [registry] })
  new Gauge({
    name: 'lumen_page_cache_bytes', help: 'Bytes of page copies this process holds, compressed copies included.', registers: [registry],
    collect() { if (cacheSize) this.set(cacheSize().bytes) },
  })
  new Gauge({ name: 'lumen_requests_in_flight', help: 'Requests this process is working on.', registers: [registry], collect() { this.set(admission().inFlight) } })
  new Gauge({ name: 'lumen_requests_waiting', help: 'Requests waiting for a turn (admission control).', registers: [registry], collect() { this.set(admission().waiting) } })
  new Counter({ name: 'lumen_requests_refused_busy_total', help: 'Requests answered 503 at once because too many were in flight.', registers: [registry], collect() { this.reset(); this.inc(admission().refused) } })
  new Gauge({ name: 'lumen_live_streams', help: 'Live-notification streams open on this instance.', registers: [registry], collect() { this.set(liveStreams()) } })
  new Gauge({
    name: 'lumen_db_pool_connections', help: 'PostgreSQL pool connections of this instance, by state.', labelNames: ['state'] as const, registers: [registry],
    collect() {
      const handle = getDbHandle()
      if (handle?.kind !== 'postgres') return
      const { pool } = handle
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  const jobs = new Gauge({ name: 'lumen_jobs', help: 'Jobs of the shared queue, by queue and state (waiting, active, failed).', labelNames: ['queue', 'state'] as const, registers: [registry] })
  const emails = new Gauge({ name: 'lumen_emails_last_day', help: 'E-mails of the last 24 hours, by status (sent, failed, stored in the outbox).', labelNames: ['status'] as const, registers: [registry] })

  /** Database figures, read when Prometheus asks (shared by every instance: scrape one, or take max). */
  async function readShared() {
    const handle = getDbHandle()
    const queue = jobQueue()
    if (!handle) return
    if (queue) {
      const { rows } = (await handle.db.execute(sql`
        select name, count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed')::int as failed
        from ${sql.identifier(queue.schema)}.job group by name`)) as unknown as { rows: { name: string; waiting: number; active: number; failed: number }[] }
      jobs.reset()
      for (const row of rows) for (const state of ['waiting', 'active', 'failed'] as const) jobs.set({ queue: row.name, state }, Number(row[state]))
    }
    const { rows } = (await handle.db.execute(sql`select status, count(*)::int as count from emails where created_at > now() - interval '1 day' group by status`)) as unknown as { rows: { status: string; count: number }[] }
    emails.reset()
    for (const row of rows) emails.set({ status: row.status }, Number(row.count))
  }

  const expected = token ? Buffer.from(`Bearer ${token}`) : null
  const handler: RequestHandler = async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (!expected) return void res.status(404).type('text/plain').send('Not found')
    const given = Buffer.from(req.get('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return void res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain').send('The metrics need their token (METRICS_TOKEN).')
    }
    await readShared().catch((error: unknown) => logError('/metrics', error))
    res.type(registry.contentType).send(await registry.metrics())
  }

  return {
    handler,
    /** Counts one answered request (the access log calls it). */
    request(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) })
      duration.observe({ method, route }, seconds)
    },
    pageCache: { hit: () => pageCache.inc({ outcome: 'hit' }), miss: () => pageCache.inc({ outcome: 'miss' }) },
  }
}

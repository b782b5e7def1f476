import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { jobQueue } from './queue.server'

export interface QueueDepth {
  name: string
  cron: string | null
  waiting: number
  deferred: number
  active: number
  failed: number
  completedLastDay: number
}

export interface JobFailure {
  id: string
  name: string
  error: string
  attempts: number
  failedAt: string
}

/** What Admin → Jobs shows: each queue's depth and schedule, and the latest failures. */
export async function jobQueueOverview(db: Db, { failureLimit = 20 } = {}) {
  const queue = jobQueue()
  if (!queue) return null
  const schema = sql.identifier(queue.schema)
  const counts = (await db.execute(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
      count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed')::int as failed,
      count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int as completed_last_day
    from ${schema}.job group by name`)) as unknown as { rows: { name: string; waiting: number; deferred: number; active: number; failed: number; completed_last_day: number }[] }
  const schedules = (await db.execute(sql`select name, cron from ${schema}.schedule`)) as unknown as { rows: { name: string; cron: string }[] }
  const failures = (await db.execute(sql`
    select id, name, output, retry_count, completed_on from ${schema}.job
    where state = 'failed' order by completed_on desc nulls last limit ${failureLimit}`)) as unknown as {
    rows: { id: string; name: string; output: { message?: string } | null; retry_count: number; completed_on: Date | string | null }[]
  }
  const byName = new Map(counts.rows.map((row) => [row.name, row]))
  const cronByName = new Map(schedules.rows.map((row) => [row.name, row.cron]))
  const depths: QueueDepth[] = [...queue.definitions.keys()].sort().map((name) => {
    const row = byName.get(name)
    return {
      name,
      cron: cronByName.get(name) ?? null,
      waiting: Number(row?.waiting ?? 0),
      deferred: Number(row?.deferred ?? 0),
      active: Number(row?.active ?? 0),
      failed: Number(row?.failed ?? 0),
      completedLastDay: Number(row?.completed_last_day ?? 0),
    }
  })
  const recentFailures: JobFailure[] = failures.rows.map((row) => ({
    id: row.id,
    name: row.name,
    error: String(row.output?.message ?? 'The job failed without a message.'),
    attempts: Number(row.retry_count) + 1,
    failedAt: new Date(row.completed_on ?? 0).toISOString(),
  }))
  return { depths, recentFailures }
}

/** Sends a failed job back to its queue; false when there is no such failed job. */
export async function retryFailedJob(name: string, id: string) {
  const queue = jobQueue()
  if (!queue || !queue.definitions.has(name)) return false
  const result = await queue.boss.retry(name, id)
  return Number((result as { affected?: number }).affected ?? 0) > 0
}

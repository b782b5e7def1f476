import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { hitRateLimit, rateLimitRules } from '../lib/rate-limit.server'

/** Requests a workspace may make per calendar month (UTC): the Enterprise plan's "10,000 requests per month". */
export const MONTHLY_QUOTA = 10_000

export interface QuotaAnswer {
  allowed: boolean
  limit: number
  remaining: number
  /** Seconds until the quota starts again (the first second of next month, UTC). */
  resetSeconds: number
  /** Requests counted this month, this one included when allowed. */
  used: number
  /** The month counted against, its first day (UTC), `YYYY-MM-01`. */
  month: string
  /** The highest quota warning (80, 100) already claimed for this month, 0 for none. */
  warnedAt: number
}

const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`
const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))

/**
 * Counts one request against the workspace's monthly quota, in one statement: the counter
 * only moves while it is under the limit, so any number of instances answering at once never
 * let more than `limit` requests through. The day's per-key, per-endpoint count moves with it.
 * The answer also says which quota warning this month already had (quota-warnings.server.ts),
 * so a request below the thresholds costs no further statement.
 */
export async function countRequest(
  db: Db,
  { workspaceId, keyId, endpoint, now = new Date(), limit = MONTHLY_QUOTA }: { workspaceId: string; keyId: string; endpoint: string; now?: Date; limit?: number },
): Promise<QuotaAnswer> {
  const month = monthOf(now)
  const day = now.toISOString().slice(0, 10)
  const result = (await db.execute(sql`
    with counted as (
      insert into api_monthly_usage (workspace_id, month, requests) values (${workspaceId}::uuid, ${month}::date, 1)
      on conflict (workspace_id, month) do update set requests = api_monthly_usage.requests + 1
      where api_monthly_usage.requests < ${limit}
      returning requests, warned_at
    ), daily as (
      insert into api_daily_usage (workspace_id, day, key_id, endpoint, requests)
      select ${workspaceId}::uuid, ${day}::date, ${keyId}::uuid, ${endpoint}, 1 where exists (select 1 from counted)
      on conflict (workspace_id, day, key_id, endpoint) do update set requests = api_daily_usage.requests + 1
    )
    select (select requests from counted) as counted,
           (select requests from api_monthly_usage where workspace_id = ${workspaceId}::uuid and month = ${month}::date) as current,
           coalesce((select warned_at from counted),
                    (select warned_at from api_monthly_usage where workspace_id = ${workspaceId}::uuid and month = ${month}::date), 0) as warned_at`)) as unknown as {
    rows: { counted: number | null; current: number | null; warned_at: number | null }[]
  }
  const row = result.rows[0]
  const counted = row?.counted == null ? null : Number(row.counted)
  const used = counted ?? Math.max(limit, Number(row?.current ?? limit))
  const resetSeconds = Math.max(1, Math.ceil((nextMonth(now).getTime() - now.getTime()) / 1000))
  return { allowed: counted !== null, limit, remaining: Math.max(0, limit - used), resetSeconds, used, month, warnedAt: Number(row?.warned_at ?? 0) }
}

/**
 * Counts one request against the key's burst limit: at most `perSecond` requests within each
 * second of the clock. The counter is the shared rate-limit table, so the limit holds for the key
 * however many instances answer it (one more write per request, beside the quota's).
 * RATE_LIMIT_FACTOR does not apply: API_BURST_PER_SECOND is already this limit's own setting.
 */
export function hitBurstLimit(db: Db, keyId: string, { perSecond = rateLimitRules.apiBurst.limit, now = new Date() }: { perSecond?: number; now?: Date } = {}) {
  return hitRateLimit(db, `api-burst:${keyId}`, { ...rateLimitRules.apiBurst, limit: perSecond }, now, 1)
}

import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { apiDailyUsage, apiKeys, apiMonthlyUsage } from '../db/schema'
import { endpoints } from './v1/endpoints.server'

/** The calendar month (UTC) a moment falls in: its first day, the next month's first day, and the days so far. */
export function usageMonthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const days: string[] = []
  for (let at = start.getTime(); at <= now.getTime() && at < next.getTime(); at += 86_400_000) days.push(day(new Date(at)))
  return { month: day(start), nextMonth: day(next), days }
}

/** How an operation is shown: its method and OpenAPI path, such as `GET /articles/{slug}`. */
const endpointLabels = new Map(endpoints.map((endpoint) => [endpoint.operationId, `GET ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]))

export interface WorkspaceApiUsage {
  /** The month's first day (UTC), `YYYY-MM-01`. */
  month: string
  /** The first day of next month, when the quota starts again. */
  resetsOn: string
  requests: number
  quota: number
  /** Every day of the month so far, with its requests (0 on days without any). */
  daily: { day: string; value: number }[]
  /** This month's requests per key, most first; keys without requests this month are left out. */
  byKey: { keyId: string; name: string; prefix: string; isRevoked: boolean; requests: number }[]
  /** This month's requests per operation, most first. */
  byEndpoint: { operationId: string; label: string; requests: number }[]
}

/**
 * A workspace's API use this month (UTC): the quota counter (`api_monthly_usage`, the figure the
 * API enforces) and its split by day, key and operation (`api_daily_usage`, written in the same
 * statement, so the splits add up to the counter).
 */
export async function workspaceApiUsage(db: Db, workspaceId: string, { quota, now = new Date() }: { quota: number; now?: Date }): Promise<WorkspaceApiUsage> {
  const { month, nextMonth, days } = usageMonthOf(now)
  const inMonth = and(eq(apiDailyUsage.workspaceId, workspaceId), gte(apiDailyUsage.day, month), lt(apiDailyUsage.day, nextMonth))
  const total = sql<number>`sum(${apiDailyUsage.requests})`.mapWith(Number)
  const [counter, perDay, perKey, perEndpoint] = await Promise.all([
    db
      .select({ requests: apiMonthlyUsage.requests })
      .from(apiMonthlyUsage)
      .where(and(eq(apiMonthlyUsage.workspaceId, workspaceId), eq(apiMonthlyUsage.month, month))),
    db.select({ day: apiDailyUsage.day, requests: total }).from(apiDailyUsage).where(inMonth).groupBy(apiDailyUsage.day),
    db
      .select({ keyId: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt, requests: total })
      .from(apiDailyUsage)
      .innerJoin(apiKeys, eq(apiKeys.id, apiDailyUsage.keyId))
      .where(inMonth)
      .groupBy(apiKeys.id)
      .orderBy(desc(total), apiKeys.name),
    db.select({ endpoint: apiDailyUsage.endpoint, requests: total }).from(apiDailyUsage).where(inMonth).groupBy(apiDailyUsage.endpoint).orderBy(desc(total), apiDailyUsage.endpoint),
  ])
  const byDay = new Map(perDay.map((row) => [row.day, row.requests]))
  return {
    month,
    resetsOn: nextMonth,
    requests: counter[0]?.requests ?? 0,
    quota,
    daily: days.map((day) => ({ day, value: byDay.get(day) ?? 0 })),
    byKey: perKey.map((row) => ({ keyId: row.keyId, name: row.name, prefix: row.prefix, isRevoked: row.revokedAt !== null, requests: row.requests })),
    byEndpoint: perEndpoint.map((row) => ({ operationId: row.endpoint, label: endpointLabels.get(row.endpoint) ?? row.endpoint, requests: row.requests })),
  }
}

/** For the admin console: each workspace's requests this month (UTC) and its keys that still work. */
export async function apiUsageOfWorkspaces(db: Db, workspaceIds: string[], now = new Date()) {
  const usage = new Map<string, { requests: number; activeKeys: number }>(workspaceIds.map((id) => [id, { requests: 0, activeKeys: 0 }]))
  if (workspaceIds.length === 0) return usage
  const { month } = usageMonthOf(now)
  const [counters, keys] = await Promise.all([
    db
      .select({ workspaceId: apiMonthlyUsage.workspaceId, requests: apiMonthlyUsage.requests })
      .from(apiMonthlyUsage)
      .where(and(inArray(apiMonthlyUsage.workspaceId, workspaceIds), eq(apiMonthlyUsage.month, month))),
    db
      .select({ workspaceId: apiKeys.workspaceId, active: count() })
      .from(apiKeys)
      .where(and(inArray(apiKeys.workspaceId, workspaceIds), isNull(apiKeys.revokedAt)))
      .groupBy(apiKeys.workspaceId),
  ])
  for (const row of counters) usage.get(row.workspaceId)!.requests = row.requests
  for (const row of keys) usage.get(row.workspaceId)!.activeKeys = Number(row.active)
  return usage
}

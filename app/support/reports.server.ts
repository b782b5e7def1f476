import { and, count, gte, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { supportTickets } from '../db/schema'

/** The reports look back this many weeks. */
export const REPORT_WEEKS = 12

const hours = (seconds: unknown) => (seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 3600) * 10) / 10)

/**
 * The support desk over the last 12 weeks (spam left out): per plan, the median time to the
 * first reply and to resolution (wall-clock hours) and the share of tickets whose first reply or
 * resolution came after its due time; and the number of tickets per week and category.
 */
export async function supportReport(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - REPORT_WEEKS * 7 * 86_400_000)
  const scope = and(gte(supportTickets.createdAt, since), ne(supportTickets.status, 'spam'))
  const breached = sql`(${supportTickets.firstRespondedAt} > ${supportTickets.firstResponseDueAt}
    or (${supportTickets.firstRespondedAt} is null and ${supportTickets.firstResponseDueAt} < ${now} and ${supportTickets.status} in ('new', 'open'))
    or ${supportTickets.resolvedAt} > ${supportTickets.resolutionDueAt})`
  const [plans, volume] = await Promise.all([
    db
      .select({
        plan: supportTickets.plan,
        tickets: count(),
        medianFirstReply: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${supportTickets.firstRespondedAt} - ${supportTickets.createdAt})) filter (where ${supportTickets.firstRespondedAt} is not null)`,
        medianResolution: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${supportTickets.resolvedAt} - ${supportTickets.createdAt})) filter (where ${supportTickets.resolvedAt} is not null)`,
        breached: sql<number>`count(*) filter (where ${breached})`.mapWith(Number),
      })
      .from(supportTickets)
      .where(scope)
      .groupBy(supportTickets.plan),
    db
      .select({ week: sql<string>`to_char(date_trunc('week', ${supportTickets.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`, category: supportTickets.category, tickets: count() })
      .from(supportTickets)
      .where(scope)
      .groupBy(sql`1`, supportTickets.category)
      .orderBy(sql`1 desc`),
  ])
  return {
    plans: plans.map((p) => ({ plan: p.plan, tickets: Number(p.tickets), medianFirstReplyHours: hours(p.medianFirstReply), medianResolutionHours: hours(p.medianResolution), breachRate: Number(p.tickets) ? p.breached / Number(p.tickets) : 0 })),
    volume: volume.map((v) => ({ ...v, tickets: Number(v.tickets) })),
  }
}

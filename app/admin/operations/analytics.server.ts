import { and, desc, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { DAY_MS } from '../../billing/plan-math'
import type { Db } from '../../db/client.server'
import { articles, pageViewCounts, podcasts, tutorials, videos } from '../../db/schema'
import type { AnalyticsRange } from './analytics'
import { conversionsByContent, conversionsBySource, weeklyFunnel } from '../../attribution/attribution-report.server'

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The UTC days of a range ending today, oldest first. */
function rangeDays(days: number, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, i) => dayOf(new Date(today - (days - 1 - i) * DAY_MS)))
}

type DayRow = { day: string; n: string | number }

async function perDay(db: Db, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: DayRow[] }
  return new Map(result.rows.map((row) => [row.day, Number(row.n)]))
}

/** Daily page views, sign-ups, new subscriptions and revenue (cents) over the range. */
async function dailySeries(db: Db, days: string[], now: Date) {
  const first = days[0]!
  const last = days.at(-1)!
  const from = sql`${`${first}T00:00:00.000Z`}::timestamptz`
  const to = sql`${now.toISOString()}::timestamptz`
  const utcDay = (column: ReturnType<typeof sql>) => sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD')`
  const [views, signUps, subscriptionsStarted, revenue] = await Promise.all([
    perDay(db, sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as n from page_view_counts
      where day between ${first}::date and ${last}::date group by 1`),
    perDay(db, sql`select ${utcDay(sql`created_at`)} as day, count(*)::int as n from users
      where created_at >= ${from} and created_at <= ${to} group by 1`),
    perDay(db, sql`select ${utcDay(sql`created_at`)} as day, count(*)::int as n from subscriptions
      where status <> 'incomplete' and created_at >= ${from} and created_at <= ${to} group by 1`),
    perDay(db, sql`select ${utcDay(sql`coalesce(paid_at, created_at)`)} as day, sum(amount_cents)::bigint as n from billing_invoices
      where status = 'paid' and coalesce(paid_at, created_at) >= ${from} and coalesce(paid_at, created_at) <= ${to} group by 1`),
  ])
  return days.map((day) => ({
    day,
    pageViews: views.get(day) ?? 0,
    signUps: signUps.get(day) ?? 0,
    newSubscriptions: subscriptionsStarted.get(day) ?? 0,
    revenueCents: revenue.get(day) ?? 0,
  }))
}

/**
 * Free → paid conversion: the share of members who ever paid for a subscription (a paid,
 * non-trial invoice), overall and among those who joined in the range.
 */
async function conversion(db: Db, firstDay: string, now: Date) {
  const result = (await db.execute(sql`
    with members as (
      select u.id, u.created_at >= ${`${firstDay}T00:00:00.000Z`}::timestamptz as is_new,
        exists (select 1 from billing_invoices i where i.user_id = u.id and i.status = 'paid' and i.kind <> 'trial'
                and coalesce(i.paid_at, i.created_at) <= ${now.toISOString()}::timestamptz) as has_paid
      from users u where u.created_at <= ${now.toISOString()}::timestamptz
    )
    select count(*)::int as members, count(*) filter (where has_paid)::int as paid,
      count(*) filter (where is_new)::int as new_members, count(*) filter (where is_new and has_paid)::int as new_paid
    from members`)) as unknown as { rows: { members: number; paid: number; new_members: number; new_paid: number }[] }
  const row = result.rows[0]!
  const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)
  return {
    members: Number(row.members),
    paid: Number(row.paid),
    percent: share(Number(row.paid), Number(row.members)),
    newMembers: Number(row.new_members),
    newPaid: Number(row.new_paid),
    newPercent: share(Number(row.new_paid), Number(row.new_members)),
  }
}

const contentSources = {
  articles: { table: articles, counter: articles.views, path: '/news/' },
  tutorials: { table: tutorials, counter: tutorials.views, path: '/tutorials/' },
  videos: { table: videos, counter: videos.views, path: '/videos/' },
  podcasts: { table: podcasts, counter: podcasts.downloads, path: '/podcasts/' },
} satisfies Record<string, { table: PgTable; counter: PgColumn; path: string }>

type ContentKind = keyof typeof contentSources

/** The most viewed published items of each kind (episodes by plays), all time. */
async function topContent(db: Db, limit: number) {
  const entries = await Promise.all(
    (Object.entries(contentSources) as [ContentKind, (typeof contentSources)[ContentKind]][]).map(async ([kind, source]) => {
      const table = source.table as typeof articles
      const rows = await db
        .select({ title: table.title, slug: table.slug, views: sql<number>`${source.counter}` })
        .from(table)
        .where(eq(table.status, 'published'))
        .orderBy(desc(source.counter), table.title)
        .limit(limit)
      return [kind, rows.map((row) => ({ title: row.title, path: source.path + row.slug, views: Number(row.views) }))] as const
    }),
  )
  return Object.fromEntries(entries) as Record<ContentKind, { title: string; path: string; views: number }[]>
}

/** The most visited paths in the range, from the first-party page-view counts. */
async function topPages(db: Db, first: string, last: string, limit: number) {
  const rows = await db
    .select({ path: pageViewCounts.path, views: sql<number>`sum(${pageViewCounts.views})::int` })
    .from(pageViewCounts)
    .where(and(sql`${pageViewCounts.day} between ${first}::date and ${last}::date`))
    .groupBy(pageViewCounts.path)
    .orderBy(desc(sql`sum(${pageViewCounts.views})`), pageViewCounts.path)
    .limit(limit)
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }))
}

/** Everything the analytics page shows for the last `days` days (UTC), today included. */
export async function getAnalytics(db: Db, { days = 30 as AnalyticsRange, now = new Date(), limit = 5 } = {}) {
  const range = rangeDays(days, now)
  const window = { from: new Date(`${range[0]!}T00:00:00.000Z`), to: now }
  const [series, conversionRates, top, pages, bySource, byContent] = await Promise.all([
    dailySeries(db, range, now),
    conversion(db, range[0]!, now),
    topContent(db, limit),
    topPages(db, range[0]!, range.at(-1)!, 10),
    conversionsBySource(db, window),
    conversionsByContent(db, window),
  ])
  const sum = (key: 'pageViews' | 'signUps' | 'newSubscriptions' | 'revenueCents') => series.reduce((total, d) => total + d[key], 0)
  return {
    days,
    series,
    totals: {
      pageViews: sum('pageViews'),
      signUps: sum('signUps'),
      newSubscriptions: sum('newSubscriptions'),
      revenueCents: sum('revenueCents'),
    },
    conversion: conversionRates,
    topContent: top,
    topPages: pages,
    attribution: { bySource, byContent, funnel: await weeklyFunnel(db, series) },
  }
}

import { and, count, ilike, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { newsletterSubscriptions, type NewsletterPreferences } from '../../db/schema'
import { afterCursor, keysetOrder, pageOf, type Keyset } from '../../lib/keyset-paging.server'
import { csvLine } from '../../lib/csv'

/**
 * Admin → Newsletter: who subscribed (the `newsletter_subscriptions` table, double opt-in), how
 * the list grew, and its export. Members who receive editions through their notification
 * settings are not subscribers here; an edition's audience counts them too.
 */

export const subscriberStatuses = ['active', 'pending', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

export const SUBSCRIBERS_PER_PAGE = 25

const t = newsletterSubscriptions

/**
 * A subscription's status: active once confirmed and not ended, unsubscribed once ended (also
 * while a new confirmation is awaited), pending while the first confirmation is awaited.
 */
const statusOf = sql<SubscriberStatus>`case
  when ${t.isActive} and ${t.confirmedAt} is not null then 'active'
  when ${t.unsubscribedAt} is not null then 'unsubscribed'
  else 'pending' end`

/** How many subscriptions are active, pending and unsubscribed. */
export async function subscriberCounts(db: Db): Promise<Record<SubscriberStatus, number>> {
  const rows = await db.select({ status: statusOf, n: count() }).from(t).groupBy(statusOf)
  const counts = { active: 0, pending: 0, unsubscribed: 0 }
  for (const row of rows) counts[row.status] = Number(row.n)
  return counts
}

export interface GrowthDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string
  /** Subscriptions confirmed that day (a re-confirmed address counts on its latest confirmation). */
  added: number
  /** Subscribers at the end of that day: confirmed by then and not unsubscribed by then. */
  total: number
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The list's growth over the last `days` UTC days, today included, oldest first: new confirmed
 * subscriptions per day and the running total of subscribers, in one query. The total starts
 * from those subscribed before the period and moves by each day's confirmations and departures.
 */
export async function subscriberGrowth(db: Db, { days = 30, now = new Date() } = {}): Promise<GrowthDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = dayOf(new Date(today - (days - 1) * 86_400_000))
  const last = dayOf(new Date(today))
  const start = sql`${`${first}T00:00:00.000Z`}::timestamptz`
  const result = (await db.execute(sql`
    with days as (
      select d::date as day from generate_series(${first}::date, ${last}::date, interval '1 day') d
    ), before_period as (
      select count(*)::int as n from newsletter_subscriptions
      where confirmed_at < ${start} and (unsubscribed_at is null or unsubscribed_at >= ${start})
    ), changes as (
      select (confirmed_at at time zone 'UTC')::date as day, 1 as added, 1 as change
      from newsletter_subscriptions where confirmed_at >= ${start}
      union all
      select (unsubscribed_at at time zone 'UTC')::date, 0, -1
      from newsletter_subscriptions where unsubscribed_at >= ${start} and confirmed_at is not null and confirmed_at <= unsubscribed_at
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(sum(changes.added), 0)::int as added,
      ((select n from before_period) + sum(coalesce(sum(changes.change), 0)) over (order by days.day))::int as total
    from days left join changes on changes.day = days.day
    group by days.day
    order by days.day`)) as unknown as { rows: { day: string; added: number | string; total: number | string }[] }
  return result.rows.map((row) => ({ day: row.day, added: Number(row.added), total: Number(row.total) }))
}

export interface SubscriberRow {
  id: string
  email: string
  status: SubscriberStatus
  subscribedAt: Date
  confirmedAt: Date | null
  unsubscribedAt: Date | null
  preferences: NewsletterPreferences
}

// Newest first. The key is cut to milliseconds, what a cursor (a JavaScript time) can hold, so
// rows written in one transaction (one `now()`, to the microsecond) are neither skipped nor repeated.
const subscribedMs = sql`date_trunc('milliseconds', ${t.subscribedAt})`
const newestFirst: Keyset = { key: subscribedMs, id: t.id, kind: 'time' }

/** `%text%` for ILIKE, with the pattern characters of the search text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const subscriberColumns = {
  id: t.id,
  email: t.email,
  status: statusOf,
  subscribedAt: t.subscribedAt,
  confirmedAt: t.confirmedAt,
  unsubscribedAt: t.unsubscribedAt,
  preferences: t.preferences,
  sortMs: sql<number>`(extract(epoch from ${subscribedMs}) * 1000)::float8`,
}

type ReadRow = SubscriberRow & { sortMs: number }

async function readPage(db: Db, { search, cursor, limit }: { search: SQL | undefined; cursor: string | null; limit: number }) {
  const rows = await db
    .select(subscriberColumns)
    .from(t)
    .where(and(search, cursor ? afterCursor(newestFirst, cursor) : undefined))
    .orderBy(...keysetOrder(newestFirst))
    .limit(limit + 1)
  return pageOf(rows as ReadRow[], limit, (row) => new Date(Number(row.sortMs)))
}

const withoutSortKey = ({ sortMs: _, ...row }: ReadRow): SubscriberRow => row

/**
 * One page of subscriptions, newest first, whose address contains `q` (any case), the cursor
 * of the next page (null on the last) and how many match. A cursor this did not write is an
 * AppError (400).
 */
export async function listSubscribers(db: Db, { q = '', cursor = null, pageSize = SUBSCRIBERS_PER_PAGE }: { q?: string; cursor?: string | null; pageSize?: number }) {
  const search = q ? ilike(t.email, containsPattern(q)) : undefined
  const [page, [matching]] = await Promise.all([readPage(db, { search, cursor, limit: pageSize }), db.select({ n: count() }).from(t).where(search)])
  return { subscribers: page.items.map(withoutSortKey), nextCursor: page.nextCursor, total: Number(matching!.n) }
}

// ——— CSV export ———

export const subscriberCsvHeader = ['email', 'status', 'subscribed_at', 'confirmed_at', 'daily_digest', 'weekly_summary', 'breaking_news'] as const

const yesNo = (value: boolean | undefined) => (value ? 'yes' : 'no')

/**
 * Every subscription as CSV, newest first, in chunks of `batchSize` rows (the header first), so
 * a long list is streamed rather than held in memory. Times are ISO 8601 in UTC.
 */
export async function* subscriberCsv(db: Db, { batchSize = 1000 } = {}): AsyncGenerator<string> {
  yield csvLine([...subscriberCsvHeader])
  let cursor: string | null = null
  do {
    const page = await readPage(db, { search: undefined, cursor, limit: batchSize })
    yield page.items
      .map((row) =>
        csvLine([row.email, row.status, row.subscribedAt, row.confirmedAt, yesNo(row.preferences.daily_digest), yesNo(row.preferences.weekly_summary), yesNo(row.preferences.breaking_news)]),
      )
      .join('')
    cursor = page.nextCursor
  } while (cursor)
}

import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, conversions, courses, learningPaths, podcasts, tutorials, videos } from '../db/schema'
import { attributionSources, type AttributionSource } from '../db/schema/attribution-vocabulary'
import { contentOf } from './visit'

const paidKinds = ['paid_start', 'upgrade'] as const

/** Signups, paid conversions (paid starts and upgrades) and cancellations per source in [from, to]. */
export async function conversionsBySource(db: Db, { from, to }: { from: Date; to: Date }) {
  const rows = await db
    .select({ source: conversions.source, kind: conversions.kind, n: count() })
    .from(conversions)
    .where(and(gte(conversions.createdAt, from), lte(conversions.createdAt, to)))
    .groupBy(conversions.source, conversions.kind)
  const bySource = new Map<string, { signups: number; paid: number; cancellations: number }>()
  for (const row of rows) {
    const entry = bySource.get(row.source) ?? { signups: 0, paid: 0, cancellations: 0 }
    if (row.kind === 'signup') entry.signups += row.n
    else if (row.kind === 'cancellation') entry.cancellations += row.n
    else entry.paid += row.n
    bySource.set(row.source, entry)
  }
  return attributionSources
    .map((source: AttributionSource) => ({ source, ...(bySource.get(source) ?? { signups: 0, paid: 0, cancellations: 0 }) }))
    .sort((a, b) => b.paid - a.paid || b.signups - a.signups)
}

const titleTables = {
  article: { table: articles, prefix: '/news/' },
  course: { table: courses, prefix: '/education/course/' },
  path: { table: learningPaths, prefix: '/education/path/' },
  tutorial: { table: tutorials, prefix: '/tutorials/' },
  video: { table: videos, prefix: '/videos/' },
  podcast: { table: podcasts, prefix: '/podcasts/' },
} as const

/** The titles of content items by their address ("/news/slug" → its headline). */
async function titlesOf(db: Db, paths: string[]) {
  const titles = new Map<string, string>()
  const byKind = new Map<keyof typeof titleTables, string[]>()
  for (const path of paths) {
    const content = contentOf(path)
    if (!content) continue
    const slug = path.slice(titleTables[content.kind].prefix.length)
    byKind.set(content.kind, [...(byKind.get(content.kind) ?? []), slug])
  }
  await Promise.all(
    [...byKind].map(async ([kind, slugs]) => {
      const { table, prefix } = titleTables[kind]
      const t = table as typeof articles
      const rows = await db.select({ slug: t.slug, title: t.title }).from(t).where(inArray(t.slug, slugs))
      for (const row of rows) titles.set(prefix + row.slug, row.title)
    }),
  )
  return titles
}

/** The content items that brought the most members in [from, to]: signups and paid conversions after reading them. */
export async function conversionsByContent(db: Db, { from, to, limit = 10 }: { from: Date; to: Date; limit?: number }) {
  const signups = sql<number>`count(*) filter (where ${conversions.kind} = 'signup')`.mapWith(Number)
  const paid = sql<number>`count(*) filter (where ${conversions.kind} in ('paid_start', 'upgrade'))`.mapWith(Number)
  const rows = await db
    .select({ path: conversions.contentPath, kind: conversions.contentKind, signups, paid })
    .from(conversions)
    .where(and(gte(conversions.createdAt, from), lte(conversions.createdAt, to), sql`${conversions.contentPath} is not null`, sql`${conversions.kind} <> 'cancellation'`))
    .groupBy(conversions.contentPath, conversions.contentKind)
    .orderBy(desc(paid), desc(signups), conversions.contentPath)
    .limit(limit)
  const titles = await titlesOf(db, rows.map((r) => r.path!))
  return rows.map((row) => ({ path: row.path!, kind: row.kind, title: titles.get(row.path!) ?? row.path!, signups: row.signups, paid: row.paid }))
}

/** Members gained through one content item, all time: signups and paid conversions after reading it. */
export async function membersGained(db: Db, contentPath: string) {
  const [row] = await db
    .select({
      signups: sql<number>`count(*) filter (where ${conversions.kind} = 'signup')`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${conversions.kind} in ('paid_start', 'upgrade'))`.mapWith(Number),
    })
    .from(conversions)
    .where(eq(conversions.contentPath, contentPath))
  return { signups: row?.signups ?? 0, paid: row?.paid ?? 0 }
}

/**
 * The funnel visitor → free → paid per week of the range: page views (first-party, as the
 * analytics count them), signups, and paid conversions, with each step's rate.
 */
export async function weeklyFunnel(db: Db, days: { day: string; pageViews: number }[]) {
  const from = new Date(`${days[0]!.day}T00:00:00Z`)
  const rows = await db
    .select({ day: sql<string>`to_char(${conversions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, kind: conversions.kind, n: count() })
    .from(conversions)
    .where(and(gte(conversions.createdAt, from), inArray(conversions.kind, ['signup', ...paidKinds])))
    .groupBy(sql`1`, conversions.kind)
  const perDay = new Map<string, { signups: number; paid: number }>()
  for (const row of rows) {
    const entry = perDay.get(row.day) ?? { signups: 0, paid: 0 }
    if (row.kind === 'signup') entry.signups += row.n
    else entry.paid += row.n
    perDay.set(row.day, entry)
  }
  const weeks: { from: string; to: string; pageViews: number; signups: number; paid: number }[] = []
  days.forEach((d, index) => {
    if (index % 7 === 0) weeks.push({ from: d.day, to: d.day, pageViews: 0, signups: 0, paid: 0 })
    const week = weeks.at(-1)!
    week.to = d.day
    week.pageViews += d.pageViews
    week.signups += perDay.get(d.day)?.signups ?? 0
    week.paid += perDay.get(d.day)?.paid ?? 0
  })
  return weeks
}

import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { isbot } from 'isbot'
import { pgArray } from '../lib/pg-array'
import type { Db } from '../db/client.server'
import type { viewedKinds } from '../db/schema/analytics'
import { BatchedCounter, type Batch } from './batched-counter.server'

/** What is counted: article, tutorial and video views; podcast episode plays. */
export type ViewedKind = (typeof viewedKinds)[number]

/** The table and counter column each kind of view raises (podcast plays count as downloads). */
const counters: Record<ViewedKind, { table: string; column: string }> = {
  article: { table: 'articles', column: 'views' },
  tutorial: { table: 'tutorials', column: 'views' },
  video: { table: 'videos', column: 'views' },
  podcast: { table: 'podcasts', column: 'downloads' },
}
const HOUR = 3_600_000

/** One reader's view of an item in one clock hour: the unit `view_marks` counts once. */
export interface PendingView {
  kind: ViewedKind
  itemId: string
  reader: string
  /** The hour the view belongs to, as an ISO time. */
  hour: string
}

const viewOf = ({ key }: Batch[number]): PendingView => {
  const [kind, itemId, reader, hour] = JSON.parse(key) as [ViewedKind, string, string, string]
  return { kind, itemId, reader, hour }
}

/** The views of a batch, as the job queue carries them. */
export const viewsOf = (batch: Batch) => batch.map(viewOf)

/**
 * Content views, batched (app/analytics/batched-counter.server.ts). The `view_marks` table
 * deduplicates readers per hour across server instances, so a reload within the hour never
 * counts twice, and a batch written twice counts once.
 */
export const viewCounter = new BatchedCounter({ write: (db, batch) => writeViews(db, viewsOf(batch)) })

/** Adds a reader's view of an item to the next batch (as many times as it likes within the hour: it counts once). */
export function addView(kind: ViewedKind, itemId: string, reader: string, now = new Date()) {
  const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString()
  viewCounter.add(JSON.stringify([kind, itemId, reader, hour]))
}

/** Writes a batch of views in one statement per kind; returns how many were new for their hour. */
export async function writeViews(db: Db, views: PendingView[]): Promise<number> {
  let counted = 0
  for (const kind of Object.keys(counters) as ViewedKind[]) {
    const ofKind = views.filter((view) => view.kind === kind)
    if (ofKind.length === 0) continue
    const result = (await db.execute(sql`
      with inserted as (
        insert into view_marks (kind, item_id, reader, hour)
        select ${kind}, v.item_id, v.reader, v.hour
        from unnest(${pgArray(ofKind.map((r) => r.itemId))}::uuid[], ${pgArray(ofKind.map((r) => r.reader))}::text[],
                    ${pgArray(ofKind.map((r) => r.hour))}::timestamptz[]) as v(item_id, reader, hour)
        on conflict do nothing
        returning item_id
      ), totals as (select item_id, count(*)::int as n from inserted group by item_id),
      updated as (
        update ${sql.identifier(counters[kind].table)} t
        set ${sql.identifier(counters[kind].column)} = t.${sql.identifier(counters[kind].column)} + totals.n from totals
        where t.id = totals.item_id returning totals.n
      )
      select coalesce(sum(n), 0)::int as counted from updated`)) as unknown as { rows: { counted: number }[] }
    counted += Number(result.rows[0]?.counted ?? 0)
  }
  return counted
}

/** Forgets which readers viewed what more than two hours ago (they may count again next hour anyway). */
export async function pruneViewMarks(db: Db, now = new Date()) {
  await db.execute(sql`delete from view_marks where hour < ${new Date(now.getTime() - 2 * HOUR).toISOString()}::timestamptz`)
}

/**
 * Records one reader's view of an item, unless the reader is a bot. Pages record theirs
 * through recordRead (app/analytics/record-read.server.ts); episode plays, which are files,
 * call this directly.
 */
export function recordView(
  view: { kind: ViewedKind; id: string },
  { userAgent, userId, clientIp }: { userAgent: string | null | undefined; userId: string | null | undefined; clientIp: string },
) {
  if (!isbot(userAgent)) addView(view.kind, view.id, readerKeyOf(userAgent, userId, clientIp))
}

/** The reader behind a view: the account when signed in, else a one-way hash of address and browser. */
export function readerKey(request: Request, userId: string | null | undefined, clientIp: string) {
  return readerKeyOf(request.headers.get('User-Agent'), userId, clientIp)
}

function readerKeyOf(userAgent: string | null | undefined, userId: string | null | undefined, clientIp: string) {
  if (userId) return `u:${userId}`
  const agent = userAgent ?? ''
  return `a:${createHash('sha256').update(`${clientIp}|${agent}`).digest('base64url').slice(0, 22)}`
}

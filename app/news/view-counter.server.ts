import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { pgArray } from '../lib/pg-array'
import { isbot } from 'isbot'
import type { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '../lib/request-context.server'
import type { Db } from '../db/client.server'
import type { viewedKinds } from '../db/schema/analytics'

type Kind = (typeof viewedKinds)[number]
/** The table and counter column each kind of view raises (podcast plays count as downloads). */
const counters: Record<Kind, { table: string; column: string }> = {
  article: { table: 'articles', column: 'views' },
  tutorial: { table: 'tutorials', column: 'views' },
  video: { table: 'videos', column: 'views' },
  podcast: { table: 'podcasts', column: 'downloads' },
}
const HOUR = 3_600_000
const FLUSH_EVERY_MS = 5_000
const MAX_PENDING = 5_000

/**
 * View counting without a write per page view: views are collected in memory and written
 * in one statement every few seconds. The `view_marks` table deduplicates readers per
 * hour across server instances, so a reload within the hour never counts twice.
 */
export interface PendingView {
  kind: Kind
  itemId: string
  reader: string
  /** The hour the view belongs to, as an ISO time. */
  hour: string
}

/**
 * View counting without a write per page view: views are collected in memory and, every few
 * seconds, handed over as one batch: to the job queue while the server runs (so a database
 * hiccup retries the batch instead of losing it), else written at once. The `view_marks`
 * table deduplicates readers per hour across server instances, so a reload within the hour
 * never counts twice, and a batch written twice counts once.
 */
class ViewCounter {
  private pending = new Map<string, PendingView>()
  private timer: NodeJS.Timeout | undefined
  private db: Db | undefined
  /** Where a batch goes when the timer fires; unset, it is written directly. */
  private sink: ((views: PendingView[]) => Promise<unknown>) | undefined

  record(db: Db, kind: Kind, itemId: string, reader: string, now = new Date()) {
    const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString()
    this.pending.set(`${kind}|${itemId}|${reader}|${hour}`, { kind, itemId, reader, hour })
    this.db = db
    if (this.pending.size >= MAX_PENDING) void this.handOver()
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.handOver(), FLUSH_EVERY_MS)
      this.timer.unref()
    }
  }

  /** Sends batches to `sink` from now on (the job queue), or writes them directly when undefined. */
  useSink(sink: ((views: PendingView[]) => Promise<unknown>) | undefined) {
    this.sink = sink
  }

  private async handOver() {
    if (!this.sink) return this.flush().catch(() => undefined)
    const views = this.take()
    if (views.length === 0) return
    // Should the queue refuse the batch, it is written here instead.
    await this.sink(views).catch(() => (this.db ? writeViews(this.db, views) : undefined)).catch(() => undefined)
  }

  private take() {
    clearTimeout(this.timer)
    this.timer = undefined
    const views = [...this.pending.values()]
    this.pending.clear()
    return views
  }

  /** Writes the collected views now; returns how many were new for their hour. */
  async flush(db = this.db): Promise<number> {
    const views = this.take()
    if (!db || views.length === 0) return 0
    return writeViews(db, views)
  }
}

/** Writes a batch of views in one statement per kind; returns how many were new for their hour. */
export async function writeViews(db: Db, views: PendingView[]): Promise<number> {
  let counted = 0
  for (const kind of Object.keys(counters) as Kind[]) {
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

export const viewCounter = new ViewCounter()

/**
 * Counts a reader's view of an item from its page's loader (not for bots), and tells the page
 * cache to count it again for each reader a cached copy of the page is served to.
 */
export function countView(
  db: Db,
  { request, context, userId }: { request: Request; context: Readonly<RouterContextProvider>; userId: string | null | undefined },
  view: { kind: Kind; id: string },
) {
  const info = context.get(requestInfoContext)
  info.describePage({ view })
  recordView(db, view, { userAgent: request.headers.get('User-Agent'), userId, clientIp: info.clientIp })
}

/** Records one reader's view of an item, unless the reader is a bot: for a rendered page and for a page-cache copy alike. */
export function recordView(
  db: Db,
  view: { kind: Kind; id: string },
  { userAgent, userId, clientIp }: { userAgent: string | null | undefined; userId: string | null | undefined; clientIp: string },
) {
  if (!isbot(userAgent)) viewCounter.record(db, view.kind, view.id, readerKeyOf(userAgent, userId, clientIp))
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

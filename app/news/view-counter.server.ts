import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
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
class ViewCounter {
  private pending = new Map<string, { kind: Kind; itemId: string; reader: string; hour: Date }>()
  private timer: NodeJS.Timeout | undefined
  private db: Db | undefined

  record(db: Db, kind: Kind, itemId: string, reader: string, now = new Date()) {
    const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR)
    this.pending.set(`${kind}|${itemId}|${reader}|${hour.getTime()}`, { kind, itemId, reader, hour })
    this.db = db
    if (this.pending.size >= MAX_PENDING) void this.flush().catch(() => undefined)
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS)
      this.timer.unref()
    }
  }

  /** Writes the collected views; returns how many were new for their hour. */
  async flush(db = this.db, now = new Date()): Promise<number> {
    clearTimeout(this.timer)
    this.timer = undefined
    if (!db || this.pending.size === 0) return 0
    const rows = [...this.pending.values()]
    this.pending.clear()
    let counted = 0
    for (const kind of Object.keys(counters) as Kind[]) {
      const ofKind = rows.filter((row) => row.kind === kind)
      if (ofKind.length === 0) continue
      const result = (await db.execute(sql`
        with inserted as (
          insert into view_marks (kind, item_id, reader, hour)
          select ${kind}, v.item_id, v.reader, v.hour
          from unnest(${toArray(ofKind.map((r) => r.itemId))}::uuid[], ${toArray(ofKind.map((r) => r.reader))}::text[],
                      ${toArray(ofKind.map((r) => r.hour.toISOString()))}::timestamptz[]) as v(item_id, reader, hour)
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
    await db.execute(sql`delete from view_marks where hour < ${new Date(now.getTime() - 2 * HOUR).toISOString()}::timestamptz`)
    return counted
  }
}

/** A Postgres array literal bound as one parameter (works the same on pg and PGlite). */
function toArray(values: string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
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

import { isbot } from 'isbot'
import { sql } from 'drizzle-orm'
import { pgArray } from '../lib/pg-array'
import type { Db } from '../db/client.server'
import { isSessionCookieHeader } from '../lib/cache-control.server'
import { parseCookiePreferences, readCookie, storageKeys } from '../lib/preferences'
import { BatchedCounter, type Batch } from './batched-counter.server'

/** Distinct paths counted per day by one process; further new paths are grouped. */
export const MAX_PATHS_PER_DAY = 2_000
export const OTHER_PATHS = '/(other)'
const MAX_PATH_LENGTH = 200

export interface ViewCandidate {
  method: string
  /** Path and query as requested, e.g. "/news/x.data?cursor=2". */
  url: string
  status: number
  contentType: string | undefined
  headers: { get(name: string): string | null | undefined }
}

/** Visitors are counted only with the analytics cookie choice; members (a session cookie) always. */
function mayCount(headers: ViewCandidate['headers']) {
  const cookie = headers.get('cookie') ?? ''
  if (isSessionCookieHeader(cookie)) return true
  return parseCookiePreferences(readCookie(cookie, storageKeys.cookieConsent))?.analytics === true
}

/** The page a request is a view of ("/news" for "/news.data?x=1"), without query or trailing slash. */
export function pagePath(pathname: string) {
  const page = pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '').replace(/(.)\/+$/, '$1') || '/'
  return page.length > MAX_PATH_LENGTH ? OTHER_PATHS : page
}

/**
 * The path a finished request counts a view of, or null. Counted: a successful HTML page
 * (a document load), and a client-side navigation, which fetches the page's `.data` once.
 * Not counted: other methods and statuses, files and APIs, fetcher loads (`_routes`),
 * prefetches, the data reload after a form on the same page (its referrer is that page),
 * the admin console, bots, and visitors who did not accept analytics cookies.
 */
export function countedPath(request: ViewCandidate): string | null {
  if (request.method !== 'GET' || request.status !== 200) return null
  const url = new URL(request.url, 'http://site.invalid')
  const isData = url.pathname.endsWith('.data')
  if (isData) {
    if (url.searchParams.has('_routes')) return null
    const referrer = request.headers.get('referer')
    if (referrer) {
      const from = new URL(referrer, 'http://site.invalid')
      url.searchParams.delete('index')
      const target = pagePath(url.pathname) + (url.searchParams.size ? `?${url.searchParams}` : '')
      if (pagePath(from.pathname) + from.search === target) return null
    }
  } else if (!(request.contentType ?? '').startsWith('text/html')) return null
  const path = pagePath(url.pathname)
  if (path === '/admin' || path.startsWith('/admin/')) return null
  if (/prefetch|prerender/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '')) return null
  const agent = request.headers.get('user-agent')
  if (!agent || isbot(agent)) return null
  return mayCount(request.headers) ? path : null
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Page views per UTC day and path, added up in a batched counter
 * (app/analytics/batched-counter.server.ts) and written in one upsert every few seconds, so
 * a page view never costs a write of its own.
 */
export class PageViewCounter {
  private paths = { day: '', seen: new Set<string>() }
  private readonly counter = new BatchedCounter({ write: writePageViews })

  record(path: string, now = new Date()) {
    const day = dayOf(now)
    if (this.paths.day !== day) this.paths = { day, seen: new Set() }
    let counted = path
    if (!this.paths.seen.has(path)) {
      if (this.paths.seen.size >= MAX_PATHS_PER_DAY) counted = OTHER_PATHS
      else this.paths.seen.add(path)
    }
    this.counter.add(JSON.stringify([day, counted]))
  }

  /** Writes the collected views in one statement; returns how many views were written. */
  flush(db?: Db) {
    return this.counter.flush(db)
  }
}

/** Adds a batch of views (keyed by day and path) in one upsert; returns how many views it added. */
async function writePageViews(db: Db, batch: Batch): Promise<number> {
  const rows = batch.map(({ key, n }) => {
    const [day, path] = JSON.parse(key) as [string, string]
    return { day, path, views: n }
  })
  await db.execute(sql`
    insert into page_view_counts (day, path, views)
    select v.day, v.path, v.views
    from unnest(${pgArray(rows.map((r) => r.day))}::date[], ${pgArray(rows.map((r) => r.path))}::text[],
                ${pgArray(rows.map((r) => String(r.views)))}::int[]) as v(day, path, views)
    on conflict (day, path) do update set views = page_view_counts.views + excluded.views`)
  return rows.reduce((total, row) => total + row.views, 0)
}

export const pageViewCounter = new PageViewCounter()

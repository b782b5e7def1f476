import { inArray, isNull, sql } from 'drizzle-orm'
import { BatchedCounter, type Batch } from '../../analytics/batched-counter.server'
import type { Db } from '../../db/client.server'
import { headlineTests } from '../../db/schema'
import { signatureBytes } from '../../lib/signer.server'
import { utcDay } from '../../lib/dates'

export type HeadlineVariant = 'a' | 'b'

/** Who a reader is for the split: a member by their id, a visitor by their address and browser (nothing stored). */
export interface HeadlineReader {
  userId?: string | null
  clientIp: string
  userAgent: string | null | undefined
}

/**
 * The headline a reader sees today: half of the readers get the second headline, decided on
 * the server from what the request already carries, keyed with the site's secret and the UTC
 * day, so it holds for the reader all day and no cookie is needed.
 */
export function headlineVariant(reader: HeadlineReader, now: Date): HeadlineVariant {
  const who = reader.userId ? `member:${reader.userId}` : `visitor:${reader.clientIp}:${reader.userAgent ?? ''}`
  return (signatureBytes('headline', `${utcDay(now)}:${who}`)[0]! & 1) === 1 ? 'b' : 'a'
}

const REFRESH_MS = 10_000
let running: { at: number; tests: Map<string, string> } | undefined

/** The running tests (article id → second headline), read at most every ten seconds per instance. */
export async function runningHeadlineTests(db: Db, now = Date.now()) {
  if (running && now - running.at < REFRESH_MS) return running.tests
  const rows = await db.select({ articleId: headlineTests.articleId, altTitle: headlineTests.altTitle }).from(headlineTests).where(isNull(headlineTests.endedAt))
  running = { at: now, tests: new Map(rows.map((row) => [row.articleId, row.altTitle])) }
  return running.tests
}

/** Forgets the running tests read, after one was started, changed or ended here. */
export const forgetRunningHeadlineTests = () => {
  running = undefined
}

/**
 * Items as a reader sees them: the second headline on tested articles for readers of variant
 * B. Returns the items and the ids of the tested ones shown (their views are counted).
 */
export function withHeadlines<Item extends { id: string; title: string }>(items: Item[], tests: Map<string, string>, variant: HeadlineVariant) {
  const tested: string[] = []
  const shown = items.map((item) => {
    const alt = tests.get(item.id)
    if (alt === undefined) return item
    tested.push(item.id)
    return variant === 'b' ? { ...item, title: alt } : item
  })
  return { items: shown, tested }
}

/** Whether a visit came from a list that shows headlines (the home page or the news list) of this site. */
export function isFromList(referer: string | null | undefined, host: string | null | undefined) {
  if (!referer || !host) return false
  try {
    const from = new URL(referer)
    return from.host === host && (from.pathname === '/' || from.pathname === '/news' || from.pathname === '/news/')
  } catch {
    return false
  }
}

const columns = { a: { i: 'impressions_a', c: 'clicks_a' }, b: { i: 'impressions_b', c: 'clicks_b' } } as const

/** Adds a batch of views and clicks (keys `article:variant:i|c`) to the running tests, in one statement per key. */
async function writeHeadlineCounts(db: Db, batch: Batch) {
  let counted = 0
  for (const { key, n } of batch) {
    const [articleId, variant, what] = key.split(':') as [string, HeadlineVariant, 'i' | 'c']
    const column = sql.identifier(columns[variant][what])
    await db.execute(sql`update headline_tests set ${column} = ${column} + ${n}, updated_at = now() where article_id = ${articleId} and ended_at is null`)
    counted += n
  }
  return counted
}

/** The views and clicks of headlines, added up in memory and written every few seconds (the project's one batched counter). */
export const headlineCounter = new BatchedCounter({ write: writeHeadlineCounts })

export function countHeadlineViews(articleIds: string[], variant: HeadlineVariant) {
  for (const id of articleIds) headlineCounter.add(`${id}:${variant}:i`)
}

export function countHeadlineClick(articleId: string, variant: HeadlineVariant) {
  headlineCounter.add(`${articleId}:${variant}:c`)
}

/** The tests of these articles, running or not (the editor's report). */
export function headlineTestsOf(db: Db, articleIds: string[]) {
  return articleIds.length === 0 ? Promise.resolve([]) : db.select().from(headlineTests).where(inArray(headlineTests.articleId, articleIds))
}


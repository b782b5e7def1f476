import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articleReads } from '../db/schema'
import { hasFeature } from '../billing/entitlements'
import { FREE_ARTICLES_PER_DAY, recordVisitorRead, utcDay } from './meter-cookie'

/** First key of the advisory lock that serialises one member's meter (second key: the member). */
const METER_LOCK_NAMESPACE = 7_310_001

/**
 * What the meter says about one article view: `unlimited` (premium plans, premium articles,
 * which their own gate handles), `open` (read in full; `used` counts this article) or
 * `walled` (the allowance is spent: the body is withheld).
 */
type MeterStatus =
  | { status: 'unlimited' }
  | { status: 'open'; audience: 'member' | 'visitor'; /** null for visitors: their browser counts from the cookie (the page may be a cached copy) */ used: number | null; limit: number }
  | { status: 'walled'; audience: 'member' | 'visitor'; used: number; limit: number }

/**
 * Counts a member's read of a non-premium article for today. Re-reading an article already
 * counted today is always allowed; a new one is allowed while fewer than `limit` distinct
 * articles were read. The insert and the count run in one transaction under a per-member
 * advisory lock, so two concurrent reads of the 5th and 6th article cannot both pass.
 */
export async function recordMemberRead(
  db: Db,
  { userId, articleId, now, limit = FREE_ARTICLES_PER_DAY }: { userId: string; articleId: string; now: Date; limit?: number },
): Promise<{ isAllowed: boolean; used: number }> {
  const day = utcDay(now)
  const today = and(eq(articleReads.userId, userId), eq(articleReads.day, day))
  // Most views are re-reads or over the limit: one query, no write, no lock.
  const [seen] = await db
    .select({ used: count(), hasRead: sql<boolean>`coalesce(bool_or(${articleReads.articleId} = ${articleId}), false)` })
    .from(articleReads)
    .where(today)
  if (seen?.hasRead) return { isAllowed: true, used: seen.used }
  if ((seen?.used ?? 0) >= limit) return { isAllowed: false, used: seen!.used }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${METER_LOCK_NAMESPACE}, hashtext(${userId}))`)
    const inserted = await tx
      .insert(articleReads)
      .values({ userId, day, articleId })
      .onConflictDoNothing()
      .returning({ articleId: articleReads.articleId })
    const [row] = await tx.select({ used: count() }).from(articleReads).where(today)
    const used = row?.used ?? 0
    if (inserted.length === 0 || used <= limit) return { isAllowed: true, used }
    // Another read got in first: undo this one and wall it.
    await tx.delete(articleReads).where(and(today, eq(articleReads.articleId, articleId)))
    return { isAllowed: false, used: used - 1 }
  })
}

type Reader = { id: string; subscriptionTier: 'free' | 'premium' | 'enterprise' } | null

/**
 * Applies the free-tier meter to an article fetched for a reader. When the allowance is
 * spent the body is withheld here (`content: null`), so it never reaches the page or its data.
 */
export async function meterArticle<T extends { id: string; isPremium: boolean; content: string | null }>(
  db: Db,
  article: T,
  { user, cookieHeader, now, isSecure }: { user: Reader; cookieHeader: string | null; now: Date; isSecure: boolean },
): Promise<{ article: T; meter: MeterStatus; setCookie: string | null }> {
  if (article.isPremium || hasFeature(user, 'premium_articles')) {
    return { article, meter: { status: 'unlimited' }, setCookie: null }
  }
  const result = user
    ? { ...(await recordMemberRead(db, { userId: user.id, articleId: article.id, now })), setCookie: null }
    : recordVisitorRead(cookieHeader, { articleId: article.id, now, isSecure })
  const audience = user ? 'member' : 'visitor'
  const meter: MeterStatus = result.isAllowed
    ? { status: 'open', audience, used: user ? result.used : null, limit: FREE_ARTICLES_PER_DAY }
    : { status: 'walled', audience, used: result.used, limit: FREE_ARTICLES_PER_DAY }
  return { article: result.isAllowed ? article : { ...article, content: null }, meter, setCookie: result.setCookie }
}

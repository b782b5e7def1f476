import { and, eq, isNull, sql } from 'drizzle-orm'
import { recordAudit } from '../../audit/audit.server'
import type { Db } from '../../db/client.server'
import { articles, headlineTests } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { forgetRunningHeadlineTests, headlineCounter, type HeadlineVariant } from '../../news/headline-tests/headline-split.server'

type HeadlineTestRow = typeof headlineTests.$inferSelect

const rate = (clicks: number, views: number) => (views > 0 ? clicks / views : 0)

/**
 * A test's figures as the editor sees them: each headline's views, clicks from lists and
 * click-through, and, once both were seen `goalViews` times, which did better (null on a tie).
 */
export function headlineReport(test: HeadlineTestRow) {
  const a = { views: test.impressionsA, clicks: test.clicksA, rate: rate(test.clicksA, test.impressionsA) }
  const b = { views: test.impressionsB, clicks: test.clicksB, rate: rate(test.clicksB, test.impressionsB) }
  const isDecided = a.views >= test.goalViews && b.views >= test.goalViews
  const winner: HeadlineVariant | null = !isDecided || a.rate === b.rate ? null : a.rate > b.rate ? 'a' : 'b'
  return { altTitle: test.altTitle, goalViews: test.goalViews, a, b, isDecided, winner, isRunning: test.endedAt === null, applied: test.applied as HeadlineVariant | null, endedAt: test.endedAt }
}

export type HeadlineReport = ReturnType<typeof headlineReport>

/** An article's test, with the views and clicks still waiting in this instance's counter written first. */
export async function headlineTestOf(db: Db, articleId: string) {
  await headlineCounter.flush(db)
  const [test] = await db.select().from(headlineTests).where(eq(headlineTests.articleId, articleId))
  return test ? headlineReport(test) : null
}

/**
 * Starts a test of a second headline, or changes the running one's headline or goal (its
 * figures so far are kept only while the headline stays the same). A test that ended starts
 * again from zero.
 */
export async function startHeadlineTest(db: Db, { articleId, altTitle, goalViews, actorId }: { articleId: string; altTitle: string; goalViews: number; actorId: string }) {
  const [article] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, articleId))
  if (!article) throw new AppError('not_found', 404, 'admin.error.articleGone')
  if (altTitle === article.title) throw new AppError('invalid_input', 400, 'admin.error.sameHeadline', { field: 'altTitle' })
  await headlineCounter.flush(db)
  await db.transaction(async (tx) => {
    const zero = { impressionsA: 0, clicksA: 0, impressionsB: 0, clicksB: 0 }
    await tx
      .insert(headlineTests)
      .values({ articleId, altTitle, goalViews, startedBy: actorId })
      .onConflictDoUpdate({
        target: headlineTests.articleId,
        set: {
          altTitle,
          goalViews,
          endedAt: null,
          applied: null,
          updatedAt: sql`now()`,
          // A new headline, or a test started again, counts from zero.
          ...Object.fromEntries(Object.entries(zero).map(([key]) => [key, sql`case when ${headlineTests.endedAt} is null and ${headlineTests.altTitle} = ${altTitle} then ${headlineTests[key as keyof typeof zero]} else 0 end`])),
        },
      })
    await recordAudit(tx, { actorId, action: 'headline_test.start', targetType: 'article', targetId: articleId, details: { altTitle, goalViews } })
  })
  forgetRunningHeadlineTests()
}

/**
 * Ends a running test: with a headline applied (B becomes the article's title) or none (the
 * article keeps its own). Its figures stay for the editor. False when no test was running.
 */
export async function endHeadlineTest(db: Db, { articleId, apply, actorId }: { articleId: string; apply: HeadlineVariant | null; actorId: string }) {
  await headlineCounter.flush(db)
  const ended = await db.transaction(async (tx) => {
    const [test] = await tx
      .update(headlineTests)
      .set({ endedAt: sql`now()`, applied: apply, updatedAt: sql`now()` })
      .where(and(eq(headlineTests.articleId, articleId), isNull(headlineTests.endedAt)))
      .returning()
    if (!test) return false
    if (apply === 'b') await tx.update(articles).set({ title: test.altTitle, updatedAt: new Date() }).where(eq(articles.id, articleId))
    await recordAudit(tx, { actorId, action: apply ? 'headline_test.apply' : 'headline_test.stop', targetType: 'article', targetId: articleId, details: { applied: apply, altTitle: test.altTitle } })
    return true
  })
  forgetRunningHeadlineTests()
  return ended
}

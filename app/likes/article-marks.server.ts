import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, userInteractions } from '../db/schema'
import type { Mark } from './kinds'

/** Whether the member likes and has saved an article, in one query. */
export async function getArticleMarks(db: Db, userId: string, articleId: string) {
  const rows = await db
    .select({ type: userInteractions.type })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.articleId, articleId)))
  return { isLiked: rows.some((r) => r.type === 'like'), isBookmarked: rows.some((r) => r.type === 'bookmark') }
}

/** The user's likes or bookmarks with their articles, newest first. */
export async function listUserInteractions(db: Db, userId: string, type: Mark, { limit = 50 } = {}) {
  return db
    .select({ slug: articles.slug, title: articles.title, at: userInteractions.createdAt })
    .from(userInteractions)
    .innerJoin(articles, eq(articles.id, userInteractions.articleId))
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.type, type)))
    .orderBy(desc(userInteractions.createdAt))
    .limit(limit)
}

/** Undoes a user's likes on the article counters (used before deleting the account). */
export async function releaseLikes(db: Db, userId: string) {
  const liked = db
    .select({ id: userInteractions.articleId })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.type, 'like')))
  await db
    .update(articles)
    .set({ likes: sql`greatest(${articles.likes} - 1, 0)` })
    .where(inArray(articles.id, liked))
}

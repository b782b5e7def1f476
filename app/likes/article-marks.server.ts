import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, contentLikes, likableKinds, userInteractions } from '../db/schema'
import { likeTables } from './likes.server'
import type { Mark } from './like-kinds'

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

/**
 * Undoes a member's likes on every counter — articles, tutorials, videos and episodes — before
 * the account (and with it the like rows) is deleted.
 */
export async function releaseLikes(db: Db, userId: string) {
  const liked = db
    .select({ id: userInteractions.articleId })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.type, 'like')))
  await db
    .update(articles)
    .set({ likes: sql`greatest(${articles.likes} - 1, 0)` })
    .where(inArray(articles.id, liked))
  for (const kind of likableKinds) {
    const table = likeTables[kind]
    const items = db
      .select({ id: contentLikes.itemId })
      .from(contentLikes)
      .where(and(eq(contentLikes.userId, userId), eq(contentLikes.kind, kind)))
    await db
      .update(table)
      .set({ likes: sql`greatest(${table.likes} - 1, 0)` })
      .where(inArray(table.id, items))
  }
}

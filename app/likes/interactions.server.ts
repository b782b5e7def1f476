import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, userInteractions } from '../db/schema'

export type InteractionType = 'like' | 'bookmark'

/** Which of like/bookmark the user has on an article. */
export async function getInteractions(db: Db, userId: string, articleId: string) {
  const rows = await db
    .select({ type: userInteractions.type })
    .from(userInteractions)
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.articleId, articleId)))
  return { isLiked: rows.some((r) => r.type === 'like'), isBookmarked: rows.some((r) => r.type === 'bookmark') }
}

/**
 * Sets a like or bookmark on or off. The interaction row's primary key makes the change
 * happen at most once, and the like counter moves only when a row was really added or
 * removed, so concurrent clicks never double count.
 */
export async function setInteraction(
  db: Db,
  input: { userId: string; articleId: string; type: InteractionType; isOn: boolean },
) {
  return db.transaction(async (tx) => {
    const changed = input.isOn
      ? await tx
          .insert(userInteractions)
          .values({ userId: input.userId, articleId: input.articleId, type: input.type })
          .onConflictDoNothing()
          .returning({ type: userInteractions.type })
      : await tx
          .delete(userInteractions)
          .where(
            and(
              eq(userInteractions.userId, input.userId),
              eq(userInteractions.articleId, input.articleId),
              eq(userInteractions.type, input.type),
            ),
          )
          .returning({ type: userInteractions.type })
    if (input.type === 'like' && changed.length > 0) {
      await tx
        .update(articles)
        .set({ likes: sql`greatest(${articles.likes} + ${input.isOn ? 1 : -1}, 0)` })
        .where(eq(articles.id, input.articleId))
    }
    const [row] = await tx.select({ likes: articles.likes }).from(articles).where(eq(articles.id, input.articleId))
    return { likes: row?.likes ?? 0, isOn: input.isOn }
  })
}

/** The user's likes or bookmarks with their articles, newest first. */
export async function listUserInteractions(db: Db, userId: string, type: InteractionType, { limit = 50 } = {}) {
  return db
    .select({ slug: articles.slug, title: articles.title, at: userInteractions.createdAt })
    .from(userInteractions)
    .innerJoin(articles, eq(articles.id, userInteractions.articleId))
    .where(and(eq(userInteractions.userId, userId), eq(userInteractions.type, type)))
    .orderBy(desc(userInteractions.createdAt))
    .limit(limit)
}

/** Undoes a user's likes on the counters (used before deleting the account). */
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

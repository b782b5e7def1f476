import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, comments, users } from '../db/schema'
import { notify } from '../notifications/notifications.server'

export const COMMENT_MAX_LENGTH = 5000

/** Approved comments of an article, newest first, with the author's name and avatar. */
export async function listComments(db: Db, articleId: string) {
  return db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      parentId: comments.parentId,
      userId: comments.userId,
      authorName: users.name,
      authorImage: users.image,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.articleId, articleId), eq(comments.isApproved, true)))
    .orderBy(desc(comments.createdAt))
}

export class CommentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/**
 * Adds a plain-text comment (approved at once) or a reply; the author of the comment
 * replied to gets a notification.
 */
export async function addComment(
  db: Db,
  input: { articleId: string; userId: string; content: string; parentId?: string | null },
) {
  const content = input.content.trim()
  if (!content) throw new CommentError('Comment cannot be empty', 400)
  if (content.length > COMMENT_MAX_LENGTH) {
    throw new CommentError(`Comment must be at most ${COMMENT_MAX_LENGTH} characters`, 400)
  }
  let parent: { userId: string | null } | undefined
  if (input.parentId) {
    ;[parent] = await db
      .select({ userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, input.parentId), eq(comments.articleId, input.articleId)))
    if (!parent) throw new CommentError('The comment you replied to no longer exists', 404)
  }
  const [created] = await db
    .insert(comments)
    .values({ articleId: input.articleId, userId: input.userId, content, parentId: input.parentId ?? null, isApproved: true })
    .returning({ id: comments.id })
  if (parent?.userId && parent.userId !== input.userId) {
    const [article] = await db.select({ slug: articles.slug, title: articles.title }).from(articles).where(eq(articles.id, input.articleId))
    const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId))
    await notify(db, {
      userId: parent.userId,
      type: 'info',
      title: 'New reply to your comment',
      message: `${author?.name ?? 'Someone'} replied on “${article?.title ?? 'an article'}”.`,
      link: article ? `/news/${article.slug}#comment-${created!.id}` : null,
    })
  }
  return created!.id
}

/** Deletes a comment only if it belongs to the user. */
export async function deleteOwnComment(db: Db, userId: string, commentId: string) {
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id })
  return deleted.length > 0
}

export async function listUserComments(db: Db, userId: string, { limit = 50 } = {}) {
  return db
    .select({ id: comments.id, content: comments.content, at: comments.createdAt, slug: articles.slug, title: articles.title })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.userId, userId))
    .orderBy(desc(comments.createdAt))
    .limit(limit)
}

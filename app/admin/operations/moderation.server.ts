import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { AppError } from '../../lib/app-error'
import { articles, comments, users } from '../../db/schema'
import { notifyReply } from '../../comments/comments.server'
import { recordAudit } from '../../audit/audit.server'
import { commentColumns } from '../select-columns.server'
import { commentFilters, type CommentFilter, type ModerationAction } from './moderation'

const conditions: Record<CommentFilter, SQL | undefined> = {
  all: undefined,
  pending: and(eq(comments.isApproved, false), isNull(comments.hiddenAt)),
  approved: and(eq(comments.isApproved, true), isNull(comments.hiddenAt)),
  hidden: isNotNull(comments.hiddenAt),
}

/** Recent comments for the moderation page; pending ones come first, then the newest. */
export async function listCommentsForModeration(db: Db, { filter = 'all' as CommentFilter, limit = 50 } = {}) {
  const isPending = sql<boolean>`(not ${comments.isApproved} and ${comments.hiddenAt} is null)`
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...commentColumns, isApproved: comments.isApproved, authorName: users.name, authorEmail: users.email })
      .from(comments)
      .innerJoin(articles, eq(articles.id, comments.articleId))
      .leftJoin(users, eq(users.id, comments.userId))
      .where(conditions[filter])
      .orderBy(desc(isPending), desc(comments.createdAt), desc(comments.id))
      .limit(limit),
    db
      .select({
        all: count(),
        pending: sql<number>`count(*) filter (where ${conditions.pending})`,
        approved: sql<number>`count(*) filter (where ${conditions.approved})`,
        hidden: sql<number>`count(*) filter (where ${conditions.hidden})`,
      })
      .from(comments),
  ])
  const counts = Object.fromEntries(commentFilters.map((f) => [f, Number(totals?.[f] ?? 0)])) as Record<CommentFilter, number>
  return {
    comments: rows.map(({ isApproved, hiddenAt, ...row }) => ({
      ...row,
      status: hiddenAt ? ('hidden' as const) : isApproved ? ('approved' as const) : ('pending' as const),
    })),
    counts,
  }
}

/**
 * Approves, hides, restores or deletes one comment, with an audit entry in the same
 * transaction. Hidden comments stay stored; approving a held reply notifies the author of
 * the comment it answers.
 */
export async function moderateComment(
  db: Db,
  input: { actorId: string; commentId: string; action: ModerationAction; now?: Date },
) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({
        id: comments.id,
        articleId: comments.articleId,
        userId: comments.userId,
        parentId: comments.parentId,
        content: comments.content,
        isApproved: comments.isApproved,
        hiddenAt: comments.hiddenAt,
      })
      .from(comments)
      .where(eq(comments.id, input.commentId))
      .for('update')
    if (!comment) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'comment' } })
    const where = eq(comments.id, comment.id)
    if (input.action === 'approve') await tx.update(comments).set({ isApproved: true }).where(where)
    if (input.action === 'hide') await tx.update(comments).set({ hiddenAt: comment.hiddenAt ?? input.now ?? new Date() }).where(where)
    if (input.action === 'restore') await tx.update(comments).set({ hiddenAt: null }).where(where)
    if (input.action === 'delete') await tx.delete(comments).where(where)
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `comment.${input.action}`,
      targetType: 'comment',
      targetId: comment.id,
      details: { articleId: comment.articleId, authorId: comment.userId, excerpt: comment.content.slice(0, 120) },
    })
    if (input.action === 'approve' && !comment.isApproved && comment.parentId) {
      const [parent] = await tx.select({ userId: comments.userId }).from(comments).where(eq(comments.id, comment.parentId))
      if (parent?.userId && parent.userId !== comment.userId) {
        const [author] = comment.userId ? await tx.select({ name: users.name }).from(users).where(eq(users.id, comment.userId)) : []
        await notifyReply(tx as unknown as Db, { commentId: comment.id, articleId: comment.articleId, parentUserId: parent.userId, authorName: author?.name })
      }
    }
    return { id: comment.id, action: input.action }
  })
}

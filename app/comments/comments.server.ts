import { can } from '../accounts/permissions'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { AppError } from '../lib/app-error'
import { articles, comments, notificationPreferences, users } from '../db/schema'
import { getConfig } from '../config.server'
import { sendEmail } from '../email/mailer.server'
import { commentReplyEmail } from '../email/templates'
import { recipientLinks } from '../newsletter/recipient-links.server'
import { isHoldingCommentsForReview } from '../site/settings.server'
import { notify } from '../notifications/notifications.server'

const COMMENT_MAX_LENGTH = 5000

/**
 * The comments readers see on an article, newest first, with the author's name and avatar:
 * approved ones, plus the viewer's own comments still awaiting moderation (`isPending`).
 * Comments a moderator hid are left out for everyone.
 */
export async function listComments(db: Db, articleId: string, { viewerId }: { viewerId?: string | null } = {}) {
  const visible = viewerId
    ? or(eq(comments.isApproved, true), eq(comments.userId, viewerId))
    : eq(comments.isApproved, true)
  const rows = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      parentId: comments.parentId,
      userId: comments.userId,
      authorName: users.name,
      authorImage: users.image,
      isApproved: comments.isApproved,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.articleId, articleId), isNull(comments.hiddenAt), visible))
    .orderBy(desc(comments.createdAt))
  return rows.map(({ isApproved, ...row }) => ({ ...row, isPending: !isApproved }))
}

/**
 * Adds a plain-text comment or a reply. It is approved at once unless the site holds new
 * comments for review (admins' comments are never held); a held comment is shown only to
 * its author until a moderator approves it. The author of the comment replied to gets a
 * notification once the reply is visible.
 */
export async function addComment(
  db: Db,
  input: { articleId: string; userId: string; content: string; parentId?: string | null },
) {
  const content = input.content.trim()
  if (!content) throw new AppError('invalid_input', 400, 'answers.comments.empty')
  if (content.length > COMMENT_MAX_LENGTH) {
    throw new AppError('invalid_input', 400, 'answers.comments.tooLong', { values: { max: COMMENT_MAX_LENGTH } })
  }
  let parent: { userId: string | null } | undefined
  if (input.parentId) {
    ;[parent] = await db
      .select({ userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, input.parentId), eq(comments.articleId, input.articleId)))
    if (!parent) throw new AppError('not_found', 404, 'answers.comments.parentGone')
  }
  const [author] = await db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, input.userId))
  // Those who moderate comments need not wait for it.
  const isApproved = can(author?.role, 'comments.moderate') || !(await isHoldingCommentsForReview(db))
  const [created] = await db
    .insert(comments)
    .values({ articleId: input.articleId, userId: input.userId, content, parentId: input.parentId ?? null, isApproved })
    .returning({ id: comments.id })
  if (isApproved && parent?.userId && parent.userId !== input.userId) {
    await notifyReply(db, { commentId: created!.id, articleId: input.articleId, parentUserId: parent.userId, authorName: author?.name })
  }
  return created!.id
}

/** Tells the author of the comment replied to that a reply is there. */
export async function notifyReply(
  db: Db,
  input: { commentId: string; articleId: string; parentUserId: string; authorName: string | null | undefined },
) {
  const [article] = await db.select({ slug: articles.slug, title: articles.title }).from(articles).where(eq(articles.id, input.articleId))
  await notify(db, {
    userId: input.parentUserId,
    type: 'info',
    title: 'New reply to your comment',
    message: `${input.authorName ?? 'Someone'} replied on “${article?.title ?? 'an article'}”.`,
    link: article ? `/news/${article.slug}#comment-${input.commentId}` : null,
  })
  await emailReply(db, { ...input, article: article ?? null })
}

/** E-mails the reply too, when the member keeps "Replies to my comments" on (the default). */
async function emailReply(
  db: Db,
  input: { commentId: string; parentUserId: string; authorName: string | null | undefined; article: { slug: string; title: string } | null },
) {
  const [member] = await db
    .select({ email: users.email, wantsEmail: notificationPreferences.commentReplies })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.id, input.parentUserId), eq(users.isSuspended, false)))
  if (!member || member.wantsEmail === false || !input.article) return
  const [reply] = await db.select({ content: comments.content }).from(comments).where(eq(comments.id, input.commentId))
  const { SITE_NAME, SITE_URL } = getConfig()
  const links = recipientLinks({ kind: 'member', userId: input.parentUserId }, 'comment_replies')
  const text = reply?.content ?? ''
  await sendEmail(db, {
    to: member.email,
    kind: 'comment-reply',
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...commentReplyEmail(SITE_NAME, {
      authorName: input.authorName ?? 'Someone',
      articleTitle: input.article.title,
      excerpt: text.length > 280 ? `${text.slice(0, 279)}…` : text,
      url: `${SITE_URL}/news/${input.article.slug}#comment-${input.commentId}`,
      unsubscribeUrl: links.unsubscribe,
    }),
  })
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

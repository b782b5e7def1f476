import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { articles } from './news'
import { utc, createdAt, uuidPk, cascadeRef } from './columns'

export const comments = pgTable(
  'comments',
  {
    id: uuidPk(),
    articleId: cascadeRef('article_id', () => articles.id),
    /** Null once the author deleted their account: the comment stays, anonymised. */
    userId: userRefOrNull('user_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    isApproved: boolean('is_approved').notNull().default(true),
    /** Set when a moderator hides the comment: it stays stored but is no longer shown. */
    hiddenAt: utc('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('comments_content_check', sql`char_length(${t.content}) between 1 and 5000`),
    index('comments_article_idx').on(t.articleId, t.createdAt.desc()),
    index('comments_user_idx').on(t.userId, t.createdAt.desc()),
    index('comments_pending_idx').on(t.createdAt.desc()).where(sql`not ${t.isApproved}`),
  ],
)

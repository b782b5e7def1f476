import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, inList, utc, uuidPk } from './columns'
import { articles } from './content'

export const comments = pgTable(
  'comments',
  {
    id: uuidPk(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: the comment stays, anonymised. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
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

export const interactionTypes = ['like', 'bookmark'] as const

export const userInteractions = pgTable(
  'user_interactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId, t.type] }),
    check('user_interactions_type_check', inList('type', interactionTypes)),
    index('user_interactions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const

export const notifications = pgTable(
  'notifications',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_type_check', inList('type', notificationTypes)),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
)

export interface NewsletterPreferences {
  daily_digest: boolean
  weekly_summary: boolean
  breaking_news: boolean
}

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuidPk(),
    email: text('email').notNull().unique(),
    subscribedAt: createdAt(),
    isActive: boolean('is_active').notNull().default(false),
    confirmedAt: utc('confirmed_at'),
    unsubscribedAt: utc('unsubscribed_at'),
    token: text('token').notNull().unique(),
    preferences: jsonb('preferences')
      .$type<NewsletterPreferences>()
      .notNull()
      .default({ daily_digest: true, weekly_summary: true, breaking_news: true }),
  },
  (t) => [index('newsletter_active_idx').on(t.isActive)],
)

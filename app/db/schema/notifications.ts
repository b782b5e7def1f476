import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { createdAt, updatedAt, uuidPk, inList } from './columns'

export const notificationPreferences = pgTable('notification_preferences', {
  userId: memberId().primaryKey(),
  emailNewsletter: boolean('email_newsletter').notNull().default(true),
  breakingNews: boolean('breaking_news').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  commentReplies: boolean('comment_replies').notNull().default(true),
  /** The welcome series' e-mails after signup and after a paid start (decision 51). */
  welcomeSeries: boolean('welcome_series').notNull().default(true),
  newFeatures: boolean('new_features').notNull().default(false),
  marketing: boolean('marketing').notNull().default(false),
  updatedAt: updatedAt(),
})

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const

export const notifications = pgTable(
  'notifications',
  {
    id: uuidPk(),
    userId: memberId(),
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

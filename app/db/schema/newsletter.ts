import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { utc, createdAt, uuidPk } from './columns'

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

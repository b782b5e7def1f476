import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { updatedAt } from './columns'

/** Site-wide settings edited in the admin console (site name, description, comment moderation). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: userRefOrNull('updated_by'),
})

import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, inList, updatedAt, uuidPk } from './columns'
import { articles } from './content'

/**
 * Free-tier meter: the distinct non-premium articles a member read in full on one UTC day.
 * Visitors are metered by a cookie instead.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: uuid('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.articleId] }), index('article_reads_day_idx').on(t.day)],
)

/**
 * First-party page views per UTC day and path (query strings left out). Visitors are counted
 * only when they accepted analytics cookies; members always.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), check('page_view_counts_views_check', sql`${t.views} >= 0`)],
)

/** Site-wide settings edited in the admin console (site name, description, comment moderation). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
})

/** Every change an admin makes to users, content and settings. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuidPk(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt.desc()),
    index('admin_audit_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
)

export const uploadKinds = ['image', 'video', 'audio'] as const

/** Files admins upload for covers and media; the bytes live under UPLOAD_DIR. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuidPk(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_uploads_kind_check', inList('kind', uploadKinds)),
    check('media_uploads_size_check', sql`${t.byteSize} > 0`),
    index('media_uploads_created_idx').on(t.createdAt.desc()),
  ],
)

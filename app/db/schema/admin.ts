import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { userRefOrNull } from './accounts'
import { createdAt, uuidPk, inList } from './columns'

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
    uploadedBy: userRefOrNull('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_uploads_kind_check', inList('kind', uploadKinds)),
    check('media_uploads_size_check', sql`${t.byteSize} > 0`),
    index('media_uploads_created_idx').on(t.createdAt.desc()),
  ],
)

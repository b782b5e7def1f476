import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { utc } from './columns'
import { courses, learningPaths } from './courses'

/**
 * A certificate of completion of a course or a learning path: issued once per learner and
 * item, keeping the name, title and grade of the day; revoked by an admin, never deleted.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: memberId(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    pathId: uuid('path_id').references(() => learningPaths.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    recipientName: text('recipient_name').notNull(),
    title: text('title').notNull(),
    gradePercent: integer('grade_percent').notNull(),
    issuedAt: utc('issued_at').notNull().defaultNow(),
    isPublic: boolean('is_public').notNull().default(false),
    revokedAt: utc('revoked_at'),
  },
  (t) => [
    check('certificates_kind_check', sql`(kind = 'course' and path_id is null) or (kind = 'path' and course_id is null)`),
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId).where(sql`kind = 'course'`),
    uniqueIndex('certificates_user_path_key').on(t.userId, t.pathId).where(sql`kind = 'path'`),
    index('certificates_user_idx').on(t.userId, t.issuedAt.desc()),
  ],
)

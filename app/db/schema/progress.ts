import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, inList, updatedAt, utc } from './columns'
import { courseLessons, courses } from './learning'

/** A member's place in a course: started when they open a lesson, completed at 100%. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: uuid('last_lesson_id').references(() => courseLessons.id, { onDelete: 'set null' }),
    startedAt: createdAt(),
    completedAt: utc('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_enrollments_user_idx').on(t.userId, t.updatedAt.desc())],
)

/** Lessons a member marked complete. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').notNull().references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_completions_course_idx').on(t.userId, t.courseId)],
)

/** One rating (1–5) per member and course; courses.rating/rating_count hold the average. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), check('course_ratings_range_check', sql`rating between 1 and 5`)],
)

export const playableKinds = ['video', 'podcast'] as const

/** Where a member stopped in a video or episode, to resume there. */
export const mediaPositions = pgTable(
  'media_positions',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    check('media_positions_kind_check', inList('kind', playableKinds)),
    check('media_positions_position_check', sql`position_seconds >= 0`),
  ],
)

export const likableKinds = ['tutorial', 'video', 'podcast'] as const

/** Likes on tutorials, videos and podcast episodes (article likes live in user_interactions). */
export const contentLikes = pgTable(
  'content_likes',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), check('content_likes_kind_check', inList('kind', likableKinds))],
)

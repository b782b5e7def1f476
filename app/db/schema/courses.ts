import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid, numeric, unique } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { utc, createdAt, updatedAt, timestamps, publication, uuidPk, headline, searchVector, publishCheck, levels, inList, cascadeRef, searchIndexes, coverDetails, coverFocusCheck } from './columns'
import { educationCategories } from './category-names'

// Callers that read the stored names next to the table keep finding them here.
export { educationCategories }

export const courses = pgTable(
  'courses',
  {
    id: uuidPk(),
    ...headline(),
    level: text('level').notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    ...coverDetails(),
    isPremium: boolean('is_premium').notNull().default(false),
    instructor: text('instructor').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ...publication(),
    searchVector: searchVector({ a: 'title', b: ['description', 'instructor'] }),
  },
  (t) => [
    coverFocusCheck('courses'),
    check('courses_level_check', inList('level', levels)),
    check('courses_category_check', inList('category', educationCategories)),
    publishCheck('courses'),
    check('courses_rating_check', sql`${t.rating} between 0 and 5`),
    check('courses_duration_check', sql`${t.durationMinutes} >= 0`),
    index('courses_created_idx').on(t.createdAt.desc()),
    index('courses_level_idx').on(t.level),
    index('courses_category_idx').on(t.category),
    ...searchIndexes('courses', t),
  ],
)

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuidPk(),
    courseId: cascadeRef('course_id', () => courses.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    position: integer('position').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('course_lessons_course_slug_key').on(t.courseId, t.slug),
    unique('course_lessons_course_position_key').on(t.courseId, t.position),
    check('course_lessons_position_check', sql`${t.position} >= 1`),
  ],
)

export const learningPaths = pgTable(
  'learning_paths',
  {
    id: uuidPk(),
    ...headline(),
    level: text('level').notNull(),
    estimatedHours: integer('estimated_hours').notNull().default(0),
    status: text('status').notNull().default('draft'),
    ...timestamps(),
  },
  (t) => [
    check('learning_paths_level_check', inList('level', levels)),
    publishCheck('learning_paths'),
    index('learning_paths_created_idx').on(t.createdAt.desc()),
  ],
)

export const learningPathCourses = pgTable(
  'learning_path_courses',
  {
    pathId: cascadeRef('path_id', () => learningPaths.id),
    courseId: cascadeRef('course_id', () => courses.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.courseId] }),
    unique('learning_path_courses_position_key').on(t.pathId, t.position),
    index('learning_path_courses_course_idx').on(t.courseId),
  ],
)

/** A member's place in a course: started when they open a lesson, completed at 100%. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: memberId(),
    courseId: cascadeRef('course_id', () => courses.id),
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
    userId: memberId(),
    lessonId: cascadeRef('lesson_id', () => courseLessons.id),
    courseId: cascadeRef('course_id', () => courses.id),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_completions_course_idx').on(t.userId, t.courseId)],
)

/** One rating (1–5) per member and course; courses.rating/rating_count hold the average. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    userId: memberId(),
    courseId: cascadeRef('course_id', () => courses.id),
    rating: integer('rating').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), check('course_ratings_range_check', sql`rating between 1 and 5`)],
)

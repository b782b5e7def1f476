import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  inList,
  levels,
  publishStatuses,
  searchDocument,
  tagsText,
  tsvector,
  updatedAt,
  utc,
  uuidPk,
} from './columns'

export const educationCategories = [
  'Machine Learning',
  'Deep Learning',
  'Natural Language Processing',
  'Computer Vision',
  'Robotics',
  'AI Ethics',
  'Data Science',
  'Neural Networks',
] as const

export const tutorialCategories = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Natural Language Processing',
  'Data Science',
  'Python',
  'TensorFlow',
  'PyTorch',
  'Scikit-learn',
  'OpenCV',
] as const

export const courses = pgTable(
  'courses',
  {
    id: uuidPk(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    level: text('level').notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    isPremium: boolean('is_premium').notNull().default(false),
    instructor: text('instructor').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    status: text('status').notNull().default('draft'),
    publishedAt: utc('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument({ a: 'title', b: ['description', 'instructor'] }),
    ),
  },
  (t) => [
    check('courses_level_check', inList('level', levels)),
    check('courses_category_check', inList('category', educationCategories)),
    check('courses_status_check', inList('status', publishStatuses)),
    check('courses_rating_check', sql`${t.rating} between 0 and 5`),
    check('courses_duration_check', sql`${t.durationMinutes} >= 0`),
    index('courses_created_idx').on(t.createdAt.desc()),
    index('courses_level_idx').on(t.level),
    index('courses_category_idx').on(t.category),
    index('courses_search_idx').using('gin', t.searchVector),
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuidPk(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    position: integer('position').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    level: text('level').notNull(),
    estimatedHours: integer('estimated_hours').notNull().default(0),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('learning_paths_level_check', inList('level', levels)),
    check('learning_paths_status_check', inList('status', publishStatuses)),
    index('learning_paths_created_idx').on(t.createdAt.desc()),
  ],
)

export const learningPathCourses = pgTable(
  'learning_path_courses',
  {
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.courseId] }),
    unique('learning_path_courses_position_key').on(t.pathId, t.position),
    index('learning_path_courses_course_idx').on(t.courseId),
  ],
)

export const tutorials = pgTable(
  'tutorials',
  {
    id: uuidPk(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    difficulty: text('difficulty').notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    isPremium: boolean('is_premium').notNull().default(false),
    estimatedTime: integer('estimated_time').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    publishedAt: utc('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument({ a: 'title', b: ['description', tagsText()], c: ['content'] }),
    ),
  },
  (t) => [
    check('tutorials_difficulty_check', inList('difficulty', levels)),
    check('tutorials_category_check', inList('category', tutorialCategories)),
    check('tutorials_status_check', inList('status', publishStatuses)),
    index('tutorials_published_idx').on(t.status, t.publishedAt.desc()),
    index('tutorials_views_idx').on(t.views.desc()),
    index('tutorials_likes_idx').on(t.likes.desc()),
    index('tutorials_difficulty_idx').on(t.difficulty),
    index('tutorials_category_idx').on(t.category),
    index('tutorials_search_idx').using('gin', t.searchVector),
    index('tutorials_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

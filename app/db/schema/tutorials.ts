import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tsvector, utc, createdAt, updatedAt, uuidPk, searchDocument, tagsText, publishStatuses, levels, inList } from './columns'

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

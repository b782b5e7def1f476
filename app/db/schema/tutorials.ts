import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { publication, uuidPk, headline, searchVector, tagsText, publishCheck, levels, inList, rankingIndexes, searchIndexes, coverDetails, coverFocusCheck } from './columns'
import { tutorialCategories } from './category-names'

// Callers that read the stored names next to the table keep finding them here.
export { tutorialCategories }

export const tutorials = pgTable(
  'tutorials',
  {
    id: uuidPk(),
    ...headline(),
    content: text('content').notNull().default(''),
    difficulty: text('difficulty').notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail'),
    ...coverDetails(),
    isPremium: boolean('is_premium').notNull().default(false),
    estimatedTime: integer('estimated_time').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...publication(),
    searchVector: searchVector({ a: 'title', b: ['description', tagsText()], c: ['content'] }),
  },
  (t) => [
    coverFocusCheck('tutorials'),
    check('tutorials_difficulty_check', inList('difficulty', levels)),
    check('tutorials_category_check', inList('category', tutorialCategories)),
    publishCheck('tutorials'),
    ...rankingIndexes('tutorials', t),
    index('tutorials_difficulty_idx').on(t.difficulty),
    index('tutorials_category_idx').on(t.category),
    ...searchIndexes('tutorials', t),
  ],
)

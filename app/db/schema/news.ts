import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { adCampaigns } from './ads'
import { memberId } from './accounts'
import { utc, createdAt, timestamps, uuidPk, searchVector, tagsText, publishCheck, cascadeRef, searchIndexes, coverDetails, coverFocusCheck } from './columns'

export const categories = pgTable('categories', {
  id: uuidPk(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
})

/** News articles (the spec's "articles" and "news_articles"). */
export const articles = pgTable(
  'articles',
  {
    id: uuidPk(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    featuredImage: text('featured_image'),
    ...coverDetails(),
    readingTime: integer('reading_time').notNull().default(1),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isAiGenerated: boolean('is_ai_generated').notNull().default(false),
    /** Paid for by this campaign's advertiser: the page says so, and its reads count in the campaign's report. */
    sponsorCampaignId: uuid('sponsor_campaign_id').references((): AnyPgColumn => adCampaigns.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    publishedAt: utc('published_at'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sourceName: text('source_name'),
    sourceUrl: text('source_url').unique(),
    ...timestamps(),
    searchVector: searchVector({ a: 'title', b: ['excerpt', tagsText()], c: ['content'] }),
  },
  (t) => [
    coverFocusCheck('articles'),
    publishCheck('articles'),
    check('articles_views_check', sql`${t.views} >= 0`),
    check('articles_likes_check', sql`${t.likes} >= 0`),
    check('articles_reading_time_check', sql`${t.readingTime} > 0`),
    index('articles_published_idx').on(t.status, t.publishedAt.desc()),
    index('articles_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('articles_featured_idx').on(t.publishedAt.desc()).where(sql`${t.isFeatured}`),
    index('articles_views_idx').on(t.views.desc()),
    index('articles_likes_idx').on(t.likes.desc()),
    index('articles_title_idx').on(t.title),
    ...searchIndexes('articles', t),
    index('articles_tags_idx').using('gin', t.tags),
  ],
)

/**
 * Free-tier meter: the distinct non-premium articles a member read in full on one UTC day.
 * Visitors are metered by a cookie instead.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: cascadeRef('article_id', () => articles.id),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.articleId] }), index('article_reads_day_idx').on(t.day)],
)

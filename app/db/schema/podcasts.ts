import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uuid, unique } from 'drizzle-orm/pg-core'
import { timestamps, publication, uuidPk, searchVector, tagsText, publishCheck, inList, searchIndexes } from './columns'

export const podcastCategories = [
  'AI Research',
  'Industry Insights',
  'Interviews',
  'Technical Deep Dives',
  'Ethics & Society',
  'Startup Stories',
  'Career Advice',
  'News & Updates',
] as const

export const podcastSeries = pgTable(
  'podcast_series',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    host: text('host').notNull(),
    ...timestamps(),
  },
  (t) => [index('podcast_series_created_idx').on(t.createdAt.desc())],
)

/** Podcast episodes (the spec's "podcasts"). */
export const podcasts = pgTable(
  'podcasts',
  {
    id: uuidPk(),
    slug: text('slug').notNull().unique(),
    seriesId: uuid('series_id').references(() => podcastSeries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    showNotes: text('show_notes').notNull().default(''),
    transcript: text('transcript').notNull().default(''),
    thumbnail: text('thumbnail'),
    category: text('category').notNull(),
    host: text('host').notNull(),
    guest: text('guest'),
    episodeNumber: integer('episode_number'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    audioUrl: text('audio_url'),
    audioBytes: integer('audio_bytes'),
    audioType: text('audio_type'),
    downloads: integer('downloads').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPremium: boolean('is_premium').notNull().default(false),
    ...publication(),
    searchVector: searchVector({ a: 'title', b: ['description', 'host', tagsText()], c: ['show_notes'] }),
  },
  (t) => [
    check('podcasts_category_check', inList('category', podcastCategories)),
    publishCheck('podcasts'),
    check('podcasts_duration_check', sql`${t.durationSeconds} >= 0`),
    unique('podcasts_series_episode_key').on(t.seriesId, t.episodeNumber),
    index('podcasts_published_idx').on(t.status, t.publishedAt.desc()),
    index('podcasts_series_published_idx').on(t.seriesId, t.publishedAt.desc()),
    index('podcasts_downloads_idx').on(t.downloads.desc()),
    index('podcasts_likes_idx').on(t.likes.desc()),
    index('podcasts_category_idx').on(t.category),
    ...searchIndexes('podcasts', t),
  ],
)

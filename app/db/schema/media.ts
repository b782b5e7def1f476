import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  inList,
  publishStatuses,
  searchDocument,
  tagsText,
  tsvector,
  updatedAt,
  utc,
  uuidPk,
} from './columns'

export const videoCategories = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Natural Language Processing',
  'Robotics',
  'AI Ethics',
  'Data Science',
  'Industry News',
] as const

export const videoTypes = ['tutorial', 'interview', 'demo', 'webinar', 'news'] as const

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

export const videos = pgTable(
  'videos',
  {
    id: uuidPk(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    videoType: text('video_type').notNull(),
    thumbnail: text('thumbnail'),
    mediaUrl: text('media_url'),
    captionsUrl: text('captions_url'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    author: text('author').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    status: text('status').notNull().default('draft'),
    publishedAt: utc('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument({ a: 'title', b: ['description', 'author'] }),
    ),
  },
  (t) => [
    check('videos_category_check', inList('category', videoCategories)),
    check('videos_type_check', inList('video_type', videoTypes)),
    check('videos_status_check', inList('status', publishStatuses)),
    check('videos_duration_check', sql`${t.durationSeconds} >= 0`),
    index('videos_published_idx').on(t.status, t.publishedAt.desc()),
    index('videos_views_idx').on(t.views.desc()),
    index('videos_likes_idx').on(t.likes.desc()),
    index('videos_category_idx').on(t.category),
    index('videos_type_idx').on(t.videoType),
    index('videos_search_idx').using('gin', t.searchVector),
    index('videos_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

export const playlists = pgTable(
  'playlists',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('playlists_created_idx').on(t.createdAt.desc())],
)

export const playlistVideos = pgTable(
  'playlist_videos',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.videoId] }),
    unique('playlist_videos_position_key').on(t.playlistId, t.position),
    index('playlist_videos_video_idx').on(t.videoId),
  ],
)

export const podcastSeries = pgTable(
  'podcast_series',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    host: text('host').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    status: text('status').notNull().default('draft'),
    publishedAt: utc('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      searchDocument({ a: 'title', b: ['description', 'host', tagsText()], c: ['show_notes'] }),
    ),
  },
  (t) => [
    check('podcasts_category_check', inList('category', podcastCategories)),
    check('podcasts_status_check', inList('status', publishStatuses)),
    check('podcasts_duration_check', sql`${t.durationSeconds} >= 0`),
    unique('podcasts_series_episode_key').on(t.seriesId, t.episodeNumber),
    index('podcasts_published_idx').on(t.status, t.publishedAt.desc()),
    index('podcasts_series_published_idx').on(t.seriesId, t.publishedAt.desc()),
    index('podcasts_downloads_idx').on(t.downloads.desc()),
    index('podcasts_likes_idx').on(t.likes.desc()),
    index('podcasts_category_idx').on(t.category),
    index('podcasts_search_idx').using('gin', t.searchVector),
    index('podcasts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

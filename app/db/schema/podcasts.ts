import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid, unique } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { timestamps, publication, uuidPk, searchVector, tagsText, publishCheck, inList, searchIndexes, createdAt, utc, cascadeRef, coverDetails, coverFocusCheck } from './columns'
import { podcastCategories } from './category-names'

// Callers that read the stored names next to the table keep finding them here.
export { podcastCategories }

export const podcastSeries = pgTable(
  'podcast_series',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    ...coverDetails(),
    host: text('host').notNull(),
    /** Apple Podcasts category and subcategory (`itunes:category`), spelled as Apple spells them. */
    appleCategory: text('apple_category').notNull().default('News'),
    appleSubcategory: text('apple_subcategory').default('Tech News'),
    /** The language the series is spoken in (BCP 47), for the feed's `<language>`. */
    language: text('language').notNull().default('en'),
    /** `podcast:guid`: the series' identity for podcast apps, kept when its address changes. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** Where the feed has moved (`itunes:new-feed-url`), once it has. */
    newFeedUrl: text('new_feed_url'),
    ...timestamps(),
  },
  (t) => [coverFocusCheck('podcast_series'), index('podcast_series_created_idx').on(t.createdAt.desc())],
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
    ...coverDetails(),
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
    coverFocusCheck('podcasts'),
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

/**
 * A member's private podcast feeds: one secret for all of them. The token itself is derived
 * from the site's secret and `generation` (so the member can see their address again); only
 * its SHA-256 is stored to find the member. Resetting bumps the generation.
 */
export const podcastFeedTokens = pgTable('podcast_feed_tokens', {
  userId: memberId().primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  generation: integer('generation').notNull().default(1),
  createdAt: createdAt(),
  lastUsedAt: utc('last_used_at'),
  /** Set when the token was used from more addresses in a day than one member plausibly has. */
  flaggedAt: utc('flagged_at'),
  flaggedDay: date('flagged_day', { mode: 'string' }),
  flaggedAddresses: integer('flagged_addresses'),
})

/**
 * Hashes of private feed tokens replaced by a reset. Podcast services keep polling an old
 * address for a long time, often from one shared server for many members: a retired token is
 * answered like an unknown one, but is not counted as a guess against that server's address.
 */
export const podcastFeedRetiredTokens = pgTable('podcast_feed_retired_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: memberId(),
  retiredAt: utc('retired_at').notNull().defaultNow(),
})

/** The distinct (hashed) client addresses each private feed token was used from, per UTC day. */
export const podcastFeedAddresses = pgTable(
  'podcast_feed_addresses',
  {
    userId: memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    addressHash: text('address_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.addressHash] })],
)

/**
 * Downloads by the IAB podcast measurement rules: a listener (a keyed hash of address and
 * browser that changes every UTC day) downloads an episode once per day, when the bytes they
 * fetched reach one minute of audio (or the whole file if shorter). This row follows one
 * listener's progress through one episode on one day; it goes two days later.
 */
export const episodeDownloadProgress = pgTable(
  'episode_download_progress',
  {
    episodeId: cascadeRef('episode_id', () => podcasts.id),
    day: date('day', { mode: 'string' }).notNull(),
    listenerHash: text('listener_hash').notNull(),
    bytesReached: integer('bytes_reached').notNull().default(0),
    countedAt: utc('counted_at'),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.day, t.listenerHash] })],
)

/** IAB downloads per episode and UTC day, kept. */
export const episodeDownloadDays = pgTable(
  'episode_download_days',
  {
    episodeId: cascadeRef('episode_id', () => podcasts.id),
    day: date('day', { mode: 'string' }).notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.day] })],
)

import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core'
import { timestamps, publication, uuidPk, headline, searchVector, publishCheck, inList, cascadeRef, rankingIndexes, searchIndexes, coverDetails, coverFocusCheck, utc } from './columns'
import { videoCategories } from './category-names'

// Callers that read the stored names next to the table keep finding them here.
export { videoCategories }

export const videoTypes = ['tutorial', 'interview', 'demo', 'webinar', 'news'] as const

export const videos = pgTable(
  'videos',
  {
    id: uuidPk(),
    ...headline(),
    category: text('category').notNull(),
    videoType: text('video_type').notNull(),
    thumbnail: text('thumbnail'),
    ...coverDetails(),
    mediaUrl: text('media_url'),
    captionsUrl: text('captions_url'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    author: text('author').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    ...publication(),
    searchVector: searchVector({ a: 'title', b: ['description', 'author'] }),
  },
  (t) => [
    coverFocusCheck('videos'),
    check('videos_category_check', inList('category', videoCategories)),
    check('videos_type_check', inList('video_type', videoTypes)),
    publishCheck('videos'),
    check('videos_duration_check', sql`${t.durationSeconds} >= 0`),
    ...rankingIndexes('videos', t),
    index('videos_category_idx').on(t.category),
    index('videos_type_idx').on(t.videoType),
    ...searchIndexes('videos', t),
  ],
)

export const playlists = pgTable(
  'playlists',
  {
    id: uuidPk(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    ...coverDetails(),
    isPremium: boolean('is_premium').notNull().default(false),
    ...timestamps(),
  },
  (t) => [coverFocusCheck('playlists'), index('playlists_created_idx').on(t.createdAt.desc())],
)

export const playlistVideos = pgTable(
  'playlist_videos',
  {
    playlistId: cascadeRef('playlist_id', () => playlists.id),
    videoId: cascadeRef('video_id', () => videos.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.videoId] }),
    unique('playlist_videos_position_key').on(t.playlistId, t.position),
    index('playlist_videos_video_idx').on(t.videoId),
  ],
)

export const videoStreamStatuses = ['queued', 'processing', 'ready', 'failed'] as const
export type VideoStreamStatus = (typeof videoStreamStatuses)[number]

/** One rendition of an adaptive stream: its height, bit rate and playlist (relative to the master). */
export interface StreamRendition {
  width: number
  height: number
  bandwidth: number
  playlist: string
}

/**
 * A video's adaptive stream (decision 58): the uploaded source, transcoded on the job queue into
 * an HLS ladder under `streams/{video}/{version}/` in the upload store, with a poster and a
 * thumbnail sprite for the seek bar. A new upload starts a new version; readers get the last
 * ready one.
 */
export const videoStreams = pgTable(
  'video_streams',
  {
    videoId: uuid('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    /** The version being made from the latest upload. */
    version: text('version').notNull(),
    /** The version readers get (with its renditions and duration): the last one that became ready. */
    readyVersion: text('ready_version'),
    status: text('status').$type<VideoStreamStatus>().notNull().default('queued'),
    /** Percent of the source transcoded, while processing. */
    progress: integer('progress').notNull().default(0),
    /** Why the last attempt failed, in words an editor can act on. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    sourceWidth: integer('source_width'),
    sourceHeight: integer('source_height'),
    renditions: jsonb('renditions').$type<StreamRendition[]>().notNull().default([]),
    /** Height of the ready version's `file.mp4`, one rendition as a single file (offline saving); null when it has none. */
    fileHeight: integer('file_height'),
    readyAt: utc('ready_at'),
    ...timestamps(),
  },
  () => [check('video_streams_status_check', inList('status', videoStreamStatuses)), check('video_streams_progress_check', sql`progress between 0 and 100`)],
)

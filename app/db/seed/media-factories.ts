import { randomUUID } from 'node:crypto'
import { eq, max } from 'drizzle-orm'
import { slugify } from '../../lib/text'
import type { Db } from '../client.server'
import { playlists, playlistVideos, podcasts, podcastSeries, videos } from '../schema'
import { insertRow, uniqueSuffix } from './factories'
import { coverPath, sanitizeIfHtml } from './learning-factories'

/** Where the generated media files live (served by the media routes). */
const videoFilePath = (slug: string) => `/media/video/${slug}.webm`
const captionsFilePath = (slug: string) => `/media/captions/${slug}.vtt`
const audioFilePath = (slug: string) => `/media/audio/${slug}.mp3`

type VideoInput = Partial<typeof videos.$inferInsert>

/** Creates a published video with its cover, media file and caption track paths. */
export async function createVideo(db: Db, input: VideoInput = {}) {
  const title = input.title ?? `Video ${uniqueSuffix()}`
  const slug = input.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  return insertRow(db, videos, {
    category: 'Machine Learning',
    videoType: 'tutorial',
    author: 'Test Presenter',
    durationSeconds: 600,
    status: 'published',
    publishedAt: new Date(),
    thumbnail: coverPath('video', slug),
    mediaUrl: videoFilePath(slug),
    captionsUrl: captionsFilePath(slug),
    ...input,
    title,
    slug,
    description: sanitizeIfHtml(input.description ?? `A short video about ${title}.`),
  })
}

type PlaylistInput = Partial<typeof playlists.$inferInsert>

/** Creates a playlist holding the given videos in that order (positions 1..n). */
export async function createPlaylist(db: Db, input: PlaylistInput = {}, videoIds: string[] = []) {
  const id = input.id ?? randomUUID()
  const title = input.title ?? `Playlist ${uniqueSuffix()}`
  const playlist = await insertRow(db, playlists, {
    thumbnail: coverPath('playlist', id),
    ...input,
    id,
    title,
    description: sanitizeIfHtml(input.description ?? `Videos collected under ${title}.`),
  })
  if (videoIds.length) {
    await db.insert(playlistVideos).values(videoIds.map((videoId, i) => ({ playlistId: id, videoId, position: i + 1 })))
  }
  return playlist
}

type PodcastSeriesInput = Partial<typeof podcastSeries.$inferInsert>

export async function createPodcastSeries(db: Db, input: PodcastSeriesInput = {}) {
  const id = input.id ?? randomUUID()
  const title = input.title ?? `Series ${uniqueSuffix()}`
  return insertRow(db, podcastSeries, {
    host: 'Test Host',
    thumbnail: coverPath('series', id),
    ...input,
    id,
    title,
    description: sanitizeIfHtml(input.description ?? `Conversations from ${title}.`),
  })
}

type PodcastInput = Partial<typeof podcasts.$inferInsert>

/**
 * Creates a published podcast episode with its cover and audio path; show notes are sanitized.
 * In a series without an episode number it becomes the series' next episode.
 */
export async function createPodcast(db: Db, input: PodcastInput = {}) {
  const title = input.title ?? `Episode ${uniqueSuffix()}`
  const slug = input.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  let episodeNumber = input.episodeNumber
  if (episodeNumber === undefined && input.seriesId) {
    const [last] = await db
      .select({ n: max(podcasts.episodeNumber) })
      .from(podcasts)
      .where(eq(podcasts.seriesId, input.seriesId))
    episodeNumber = (last?.n ?? 0) + 1
  }
  return insertRow(db, podcasts, {
    category: 'AI Research',
    host: 'Test Host',
    durationSeconds: 1800,
    status: 'published',
    publishedAt: new Date(),
    thumbnail: coverPath('podcast', slug),
    audioUrl: audioFilePath(slug),
    audioType: 'audio/mpeg',
    ...input,
    title,
    slug,
    episodeNumber,
    description: sanitizeIfHtml(input.description ?? `An episode about ${title}.`),
    showNotes: sanitizeIfHtml(input.showNotes ?? ''),
  })
}

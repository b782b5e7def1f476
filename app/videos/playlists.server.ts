import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { playlists, playlistVideos, videos } from '../db/schema'
import { afterCursor, keyset, keysetOrder, pageOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import type { VideoListQuery } from './video-choices'
import { videoCardColumns, videoConditions, type ListOptions, type VideoCard, type VideoFilters } from './videos.server'
import { isPublishedNow } from '../lib/publication.server'
import { streamsFor } from './streams/stream-access.server'
import { isUuid } from '../lib/uuid'

/** Playlists holding at least one public video that matches the conditions. */
const holdingVideos = (db: Db, condition: SQL) =>
  inArray(
    playlists.id,
    db.select({ id: playlistVideos.playlistId }).from(playlistVideos).innerJoin(videos, eq(videos.id, playlistVideos.videoId)).where(condition),
  )

/**
 * A playlist matches the text through its title, description or one of its videos, and a
 * category or type when it holds a video of that category and type.
 */
function playlistConditions(db: Db, filters: VideoFilters, now: Date) {
  const conditions: (SQL | undefined)[] = []
  if (filters.category || filters.type) {
    conditions.push(holdingVideos(db, videoConditions({ category: filters.category, type: filters.type }, now)))
  }
  conditions.push(
    listSearch(filters.search, {
      fields: [playlists.title, playlists.description],
      orMatching: (search) => holdingVideos(db, videoConditions({ search }, now)),
    }),
  )
  return and(...conditions)
}

/** Totals over the playlist's public videos (premium ones included: playlists are not gated). */
const totals = {
  videoCount: sql<number>`count(${videos.id})`.mapWith(Number),
  totalSeconds: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)`.mapWith(Number),
  views: sql<number>`coalesce(sum(${videos.views}), 0)`.mapWith(Number),
  likes: sql<number>`coalesce(sum(${videos.likes}), 0)`.mapWith(Number),
}

const playlistColumns = {
  id: playlists.id,
  title: playlists.title,
  description: playlists.description,
  thumbnail: playlists.thumbnail,
  coverFocus: playlists.coverFocus,
  isPremium: playlists.isPremium,
  updatedAt: playlists.updatedAt,
  ...totals,
}

/**
 * What playlists sort on. "Latest" is the last change, cut to milliseconds: the database keeps
 * microseconds, a cursor only what a Date holds, and both must name the same instant.
 */
const sortExpressions = {
  published_at: sql`date_trunc('milliseconds', ${playlists.updatedAt})`,
  views: totals.views,
  likes: totals.likes,
  title: playlists.title,
} as const

function withVideos(db: Db, now: Date) {
  return db
    .select(playlistColumns)
    .from(playlists)
    .leftJoin(playlistVideos, eq(playlistVideos.playlistId, playlists.id))
    .leftJoin(videos, and(eq(videos.id, playlistVideos.videoId), isPublishedNow(videos, now)))
}

/** One page of playlists with video counts and total lengths, and the cursor of the next page. */
export async function listPlaylists(db: Db, filters: VideoFilters, options: ListOptions = {}) {
  const { sort = 'published_at', cursor, pageSize = 9, now = new Date() } = options
  const order = keyset(sort, sortExpressions[sort], playlists.id)
  const rows = await withVideos(db, now)
    .where(playlistConditions(db, filters, now))
    .groupBy(playlists.id)
    .having(cursor ? afterCursor(order, cursor) : undefined)
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, (row) => (sort === 'published_at' ? row.updatedAt : row[sort]))
  return { playlists: items, nextCursor }
}

export async function countPlaylists(db: Db, filters: VideoFilters, now = new Date()) {
  const [row] = await db.select({ n: count() }).from(playlists).where(playlistConditions(db, filters, now))
  return row?.n ?? 0
}

/**
 * A playlist with its public videos in order. Media and caption addresses are included only
 * for videos the reader may watch; premium ones come back locked without them.
 */
export async function getPlaylist(db: Db, id: string, { canWatchPremium, now = new Date() }: { canWatchPremium: boolean; now?: Date }) {
  if (!isUuid(id)) return null
  const [playlist] = await withVideos(db, now).where(eq(playlists.id, id)).groupBy(playlists.id)
  if (!playlist) return null
  const rows = await db
    .select({ ...videoCardColumns, mediaUrl: videos.mediaUrl, captionsUrl: videos.captionsUrl })
    .from(playlistVideos)
    .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
    .where(and(eq(playlistVideos.playlistId, id), isPublishedNow(videos, now)))
    .orderBy(asc(playlistVideos.position))
  const streams = await streamsFor(db, rows, { canWatch: canWatchPremium, now: now.getTime() })
  const items = rows.map((video) => {
    const isLocked = video.isPremium && !canWatchPremium
    return { ...video, isLocked, mediaUrl: isLocked ? null : video.mediaUrl, captionsUrl: isLocked ? null : video.captionsUrl, stream: streams.get(video.id) ?? null }
  })
  return { ...playlist, videos: items }
}

export type PlaylistCard = Awaited<ReturnType<typeof listPlaylists>>['playlists'][number]

/** What the videos list shows: the open tab's cards, tagged by kind, and both tabs' counts. */
export interface VideoListData {
  query: VideoListQuery
  counts: { videos: number; playlists: number }
  items: (VideoCard & { kind: 'video' })[] | (PlaylistCard & { kind: 'playlist' })[]
  nextCursor: string | null
  canWatchPremium: boolean
  now: number
}

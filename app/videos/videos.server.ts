import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { videos } from '../db/schema'
import { afterCursor, tableKeyset, keysetOrder, pageOf, sortValueOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import { videoCategoryBySlug, type VideoCategorySlug, type VideoSort, type VideoType } from './video-choices'
import { isPublishedNow } from '../lib/publication.server'

export interface VideoFilters {
  search?: string
  category?: VideoCategorySlug
  type?: VideoType
}

/** Columns every video card needs: never the media or caption addresses. */
export const videoCardColumns = {
  id: videos.id,
  slug: videos.slug,
  title: videos.title,
  category: videos.category,
  videoType: videos.videoType,
  thumbnail: videos.thumbnail,
  coverFocus: videos.coverFocus,
  durationSeconds: videos.durationSeconds,
  isPremium: videos.isPremium,
  author: videos.author,
  views: videos.views,
  likes: videos.likes,
  publishedAt: videos.publishedAt,
}

/** Conditions for public videos matching the filters (shared with the playlist filter). */
export function videoConditions(filters: VideoFilters, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [isPublishedNow(videos, now)]
  if (filters.category) conditions.push(eq(videos.category, videoCategoryBySlug[filters.category]))
  if (filters.type) conditions.push(eq(videos.videoType, filters.type))
  // Full-text over title, description and author, or a title/author substring.
  conditions.push(listSearch(filters.search, { index: videos.searchVector, fields: [videos.title, videos.author] }))
  return and(...conditions)!
}

export interface ListOptions {
  sort?: VideoSort
  /** Opaque position after which the page starts (a previous page's `nextCursor`). */
  cursor?: string | null
  pageSize?: number
  now?: Date
}

/**
 * One page of public videos with the cursor of the next page (`null` on the last). Alphabetical
 * runs A→Z, the others newest or highest first; the id breaks ties. A forged cursor throws an
 * AppError (400).
 */
export async function listVideos(db: Db, filters: VideoFilters, options: ListOptions = {}) {
  const { sort = 'published_at', cursor, pageSize = 9, now = new Date() } = options
  const order = tableKeyset(videos, sort)
  const rows = await db
    .select(videoCardColumns)
    .from(videos)
    .where(and(videoConditions(filters, now), cursor ? afterCursor(order, cursor) : undefined))
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, sortValueOf(sort))
  return { videos: items, nextCursor }
}

export async function countVideos(db: Db, filters: VideoFilters, now = new Date()) {
  const [row] = await db.select({ n: count() }).from(videos).where(videoConditions(filters, now))
  return row?.n ?? 0
}

/** Up to `limit` other public videos, those of the same category first, newest first. */
export async function listRelatedVideos(db: Db, video: { id: string; category: string }, { limit = 3, now = new Date() } = {}) {
  return db
    .select(videoCardColumns)
    .from(videos)
    .where(and(isPublishedNow(videos, now), ne(videos.id, video.id)))
    .orderBy(desc(sql`${videos.category} = ${video.category}`), desc(videos.publishedAt), desc(videos.id))
    .limit(limit)
}

export type VideoCard = Awaited<ReturnType<typeof listVideos>>['videos'][number]

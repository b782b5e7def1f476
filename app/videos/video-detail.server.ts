import type { BylineAuthor } from '../newsroom/components/byline'
import { and, eq } from 'drizzle-orm'
import { hasFeature } from '../billing/entitlements'
import type { Db } from '../db/client.server'
import { videos } from '../db/schema'
import type { getPlaylist } from './playlists.server'
import { videoCardColumns, type listRelatedVideos } from './videos.server'
import { isPublishedNow } from '../lib/publication.server'
import { streamFor } from './streams/stream-access.server'
import type { ItemReader } from '../likes/like-kinds'

/**
 * Whether a reader may play premium videos (spec §6: premium_articles access, and a signed-in
 * reader, which hasFeature already requires).
 */
export const canWatchPremium = (user: Parameters<typeof hasFeature>[0]) => hasFeature(user, 'premium_articles')

/**
 * One public video by slug. Its media and caption addresses are returned only when the
 * reader may watch it: a premium video for a reader without access comes back locked.
 */
export async function getVideoBySlug(db: Db, slug: string, { canWatchPremium, now = new Date() }: { canWatchPremium: boolean; now?: Date }) {
  const [row] = await db
    .select({ ...videoCardColumns, description: videos.description, mediaUrl: videos.mediaUrl, captionsUrl: videos.captionsUrl })
    .from(videos)
    .where(and(eq(videos.slug, slug), isPublishedNow(videos, now)))
    .limit(1)
  if (!row) return null
  const isLocked = row.isPremium && !canWatchPremium
  // The adaptive stream, when one is ready, for readers who may watch (decision 58).
  const stream = isLocked ? null : await streamFor(db, row, { canWatch: canWatchPremium, now: now.getTime() })
  return { ...row, isLocked, mediaUrl: isLocked ? null : row.mediaUrl, captionsUrl: isLocked ? null : row.captionsUrl, stream }
}

type VideoDetail = NonNullable<Awaited<ReturnType<typeof getVideoBySlug>>>

/** What the video page shows; `resumeAt` is the member's saved position, if any. */
export interface VideoPageData extends ItemReader {
  video: VideoDetail
  /** The people credited on the video, in order. */
  authors: BylineAuthor[]
  related: Awaited<ReturnType<typeof listRelatedVideos>>
  resumeAt: number | null
  canWatchPremium: boolean
  now: number
}

/** What the playlist page shows: the playlist, the video playing and saved positions by video id. */
export interface PlaylistPageData {
  playlist: NonNullable<Awaited<ReturnType<typeof getPlaylist>>>
  currentSlug: string | null
  positions: Record<string, number>
  isSignedIn: boolean
  now: number
}

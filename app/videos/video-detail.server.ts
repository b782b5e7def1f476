import { and, eq } from 'drizzle-orm'
import { hasFeature } from '../billing/entitlements'
import type { Db } from '../db/client.server'
import { videos } from '../db/schema'
import { isPublicVideo, videoCardColumns } from './videos.server'

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
    .where(and(eq(videos.slug, slug), isPublicVideo(now)))
    .limit(1)
  if (!row) return null
  const isLocked = row.isPremium && !canWatchPremium
  return { ...row, isLocked, mediaUrl: isLocked ? null : row.mediaUrl, captionsUrl: isLocked ? null : row.captionsUrl }
}

export type VideoDetail = NonNullable<Awaited<ReturnType<typeof getVideoBySlug>>>

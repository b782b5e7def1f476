import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { contentLikes, mediaPositions, videos } from '../db/schema'

const isVideoLike = (userId: string, videoId: string) =>
  and(eq(contentLikes.userId, userId), eq(contentLikes.kind, 'video'), eq(contentLikes.itemId, videoId))

export async function isVideoLiked(db: Db, userId: string, videoId: string) {
  const [row] = await db.select({ userId: contentLikes.userId }).from(contentLikes).where(isVideoLike(userId, videoId)).limit(1)
  return Boolean(row)
}

/**
 * Likes or unlikes a video. The like row's primary key makes each change happen at most
 * once, and the counter moves only when a row was really added or removed, in one transaction.
 */
export async function setVideoLike(db: Db, { userId, videoId, isOn }: { userId: string; videoId: string; isOn: boolean }) {
  return db.transaction(async (tx) => {
    const changed = isOn
      ? await tx.insert(contentLikes).values({ userId, kind: 'video', itemId: videoId }).onConflictDoNothing().returning({ userId: contentLikes.userId })
      : await tx.delete(contentLikes).where(isVideoLike(userId, videoId)).returning({ userId: contentLikes.userId })
    if (changed.length > 0) {
      await tx
        .update(videos)
        .set({ likes: sql`greatest(${videos.likes} + ${isOn ? 1 : -1}, 0)` })
        .where(eq(videos.id, videoId))
    }
    const [row] = await tx.select({ likes: videos.likes }).from(videos).where(eq(videos.id, videoId))
    return { likes: row?.likes ?? 0, isLiked: isOn }
  })
}

/** Where the member stopped in each of the videos, in whole seconds (absent: never watched). */
export async function getVideoPositions(db: Db, userId: string, videoIds: string[]) {
  if (videoIds.length === 0) return {}
  const rows = await db
    .select({ itemId: mediaPositions.itemId, seconds: mediaPositions.positionSeconds })
    .from(mediaPositions)
    .where(and(eq(mediaPositions.userId, userId), eq(mediaPositions.kind, 'video'), inArray(mediaPositions.itemId, videoIds)))
  return Object.fromEntries(rows.map((row) => [row.itemId, row.seconds])) as Record<string, number>
}

/** Remembers the member's place in a video, kept within the video's length. */
export async function saveVideoPosition(
  db: Db,
  { userId, video, seconds }: { userId: string; video: { id: string; durationSeconds: number }; seconds: number },
) {
  const positionSeconds = Math.min(Math.max(0, Math.floor(seconds)), Math.max(0, video.durationSeconds))
  await db
    .insert(mediaPositions)
    .values({ userId, kind: 'video', itemId: video.id, positionSeconds })
    .onConflictDoUpdate({
      target: [mediaPositions.userId, mediaPositions.kind, mediaPositions.itemId],
      set: { positionSeconds, updatedAt: sql`now()` },
    })
  return positionSeconds
}

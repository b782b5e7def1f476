import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { mediaPositions, podcasts } from '../db/schema'
import { PodcastAccessError, PodcastInputError } from './errors.server'
import { isPublicEpisode } from './list.server'

/** The longest position accepted (a day); anything beyond is a forged request. */
export const MAX_POSITION_SECONDS = 24 * 60 * 60

const positionOf = (userId: string, episodeId: string) =>
  and(eq(mediaPositions.userId, userId), eq(mediaPositions.kind, 'podcast'), eq(mediaPositions.itemId, episodeId))

/** Where the member stopped in an episode, in whole seconds (0 when never played). */
export async function getEpisodePosition(db: Db, userId: string, episodeId: string) {
  const [row] = await db
    .select({ seconds: mediaPositions.positionSeconds })
    .from(mediaPositions)
    .where(positionOf(userId, episodeId))
    .limit(1)
  return row?.seconds ?? 0
}

/** A position from a form field: whole seconds from 0 to a day, else a PodcastInputError (400). */
export function parsePosition(value: unknown) {
  const seconds = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Math.floor(Number(value)) : Number.NaN
  if (!Number.isSafeInteger(seconds) || seconds > MAX_POSITION_SECONDS) {
    throw new PodcastInputError(`The position must be a number of seconds from 0 to ${MAX_POSITION_SECONDS}.`)
  }
  return seconds
}

/**
 * Remembers where the member stopped in a public episode (one row per member and episode).
 * Returns null for an unknown episode; a premium episode the member cannot hear is a
 * PodcastAccessError (403).
 */
export async function saveEpisodePosition(
  db: Db,
  input: { userId: string; slug: string; seconds: number; canListenPremium: boolean; now?: Date },
) {
  const [episode] = await db
    .select({ id: podcasts.id, isPremium: podcasts.isPremium })
    .from(podcasts)
    .where(and(eq(podcasts.slug, input.slug), isPublicEpisode(input.now ?? new Date())))
    .limit(1)
  if (!episode) return null
  if (episode.isPremium && !input.canListenPremium) {
    throw new PodcastAccessError('Upgrade to a premium plan to listen to premium episodes.')
  }
  await db
    .insert(mediaPositions)
    .values({ userId: input.userId, kind: 'podcast', itemId: episode.id, positionSeconds: input.seconds })
    .onConflictDoUpdate({
      target: [mediaPositions.userId, mediaPositions.kind, mediaPositions.itemId],
      set: { positionSeconds: input.seconds, updatedAt: new Date() },
    })
  return { episodeId: episode.id, seconds: input.seconds }
}

/** The member's saved positions for several episodes, as seconds by episode id. */
export async function getEpisodePositions(db: Db, userId: string, episodeIds: string[]) {
  if (episodeIds.length === 0) return {}
  const rows = await db
    .select({ id: mediaPositions.itemId, seconds: mediaPositions.positionSeconds })
    .from(mediaPositions)
    .where(and(eq(mediaPositions.userId, userId), eq(mediaPositions.kind, 'podcast'), inArray(mediaPositions.itemId, episodeIds)))
  return Object.fromEntries(rows.map((row) => [row.id, row.seconds])) as Record<string, number>
}

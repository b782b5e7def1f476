import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { contentLikes, podcasts } from '../db/schema'
import { PodcastAccessError } from './errors.server'
import { isPublicEpisode } from './list.server'

const likeOf = (userId: string, episodeId: string) =>
  and(eq(contentLikes.userId, userId), eq(contentLikes.kind, 'podcast'), eq(contentLikes.itemId, episodeId))

/** Whether the member likes the episode. */
export async function isEpisodeLiked(db: Db, userId: string, episodeId: string) {
  const [row] = await db.select({ itemId: contentLikes.itemId }).from(contentLikes).where(likeOf(userId, episodeId)).limit(1)
  return Boolean(row)
}

/**
 * Sets the member's like on an episode on or off. The like row's primary key lets the change
 * happen at most once, and `podcasts.likes` moves only when a row was really inserted or
 * deleted, in the same transaction, so repeated or concurrent clicks never double count.
 */
export async function setEpisodeLike(db: Db, input: { userId: string; episodeId: string; isOn: boolean }) {
  return db.transaction(async (tx) => {
    const changed = input.isOn
      ? await tx
          .insert(contentLikes)
          .values({ userId: input.userId, kind: 'podcast', itemId: input.episodeId })
          .onConflictDoNothing()
          .returning({ itemId: contentLikes.itemId })
      : await tx.delete(contentLikes).where(likeOf(input.userId, input.episodeId)).returning({ itemId: contentLikes.itemId })
    if (changed.length > 0) {
      await tx
        .update(podcasts)
        .set({ likes: sql`greatest(${podcasts.likes} + ${input.isOn ? 1 : -1}, 0)` })
        .where(eq(podcasts.id, input.episodeId))
    }
    const [row] = await tx.select({ likes: podcasts.likes }).from(podcasts).where(eq(podcasts.id, input.episodeId))
    return { likes: row?.likes ?? 0, isLiked: input.isOn }
  })
}

/**
 * A member's like on a public episode by slug: `null` when there is no such episode, and a
 * PodcastAccessError for a premium episode the member cannot hear.
 */
export async function likeEpisodeBySlug(
  db: Db,
  input: { userId: string; slug: string; canListenPremium: boolean; isOn: boolean; now?: Date },
) {
  const [episode] = await db
    .select({ id: podcasts.id, isPremium: podcasts.isPremium })
    .from(podcasts)
    .where(and(eq(podcasts.slug, input.slug), isPublicEpisode(input.now ?? new Date())))
    .limit(1)
  if (!episode) return null
  if (episode.isPremium && !input.canListenPremium) {
    throw new PodcastAccessError('Upgrade to a premium plan to like premium episodes.')
  }
  return setEpisodeLike(db, { userId: input.userId, episodeId: episode.id, isOn: input.isOn })
}

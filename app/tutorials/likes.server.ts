import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { contentLikes, tutorials } from '../db/schema'
import { TutorialAccessError } from './errors.server'
import { isPublicTutorial } from './list.server'

const likeOf = (userId: string, tutorialId: string) =>
  and(eq(contentLikes.userId, userId), eq(contentLikes.kind, 'tutorial'), eq(contentLikes.itemId, tutorialId))

/** Whether the member likes the tutorial. */
export async function isTutorialLiked(db: Db, userId: string, tutorialId: string) {
  const [row] = await db.select({ itemId: contentLikes.itemId }).from(contentLikes).where(likeOf(userId, tutorialId)).limit(1)
  return Boolean(row)
}

/**
 * Sets the member's like on a tutorial on or off. The like row's primary key lets the change
 * happen at most once, and `tutorials.likes` moves only when a row was really inserted or
 * deleted, in the same transaction, so repeated or concurrent clicks never double count.
 */
export async function setTutorialLike(db: Db, input: { userId: string; tutorialId: string; isOn: boolean }) {
  return db.transaction(async (tx) => {
    const changed = input.isOn
      ? await tx
          .insert(contentLikes)
          .values({ userId: input.userId, kind: 'tutorial', itemId: input.tutorialId })
          .onConflictDoNothing()
          .returning({ itemId: contentLikes.itemId })
      : await tx.delete(contentLikes).where(likeOf(input.userId, input.tutorialId)).returning({ itemId: contentLikes.itemId })
    if (changed.length > 0) {
      await tx
        .update(tutorials)
        .set({ likes: sql`greatest(${tutorials.likes} + ${input.isOn ? 1 : -1}, 0)` })
        .where(eq(tutorials.id, input.tutorialId))
    }
    const [row] = await tx.select({ likes: tutorials.likes }).from(tutorials).where(eq(tutorials.id, input.tutorialId))
    return { likes: row?.likes ?? 0, isLiked: input.isOn }
  })
}

/**
 * A member's like on a public tutorial by slug: `null` when there is no such tutorial, and a
 * TutorialAccessError for a premium tutorial the member cannot open (they cannot have read it).
 */
export async function likeTutorialBySlug(
  db: Db,
  input: { userId: string; slug: string; canReadPremium: boolean; isOn: boolean; now?: Date },
) {
  const [tutorial] = await db
    .select({ id: tutorials.id, isPremium: tutorials.isPremium })
    .from(tutorials)
    .where(and(eq(tutorials.slug, input.slug), isPublicTutorial(input.now ?? new Date())))
    .limit(1)
  if (!tutorial) return null
  if (tutorial.isPremium && !input.canReadPremium) {
    throw new TutorialAccessError('Upgrade to a premium plan to like premium tutorials.')
  }
  return setTutorialLike(db, { userId: input.userId, tutorialId: tutorial.id, isOn: input.isOn })
}

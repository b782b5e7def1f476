import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, contentLikes, podcasts, tutorials, userInteractions, videos } from '../db/schema'
import type { LikeKind, Mark } from './like-kinds'

/** Each kind's table, which holds the item's `likes` counter. */
export const likeTables = { article: articles, tutorial: tutorials, video: videos, podcast: podcasts } satisfies Record<LikeKind, unknown>

/** A database or an open transaction: a mark changes inside the transaction that moves the counter. */
type Queries = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

interface MemberItem {
  kind: LikeKind
  userId: string
  itemId: string
}

/** One member's mark on one item, as the row that holds it. */
interface MarkRow {
  /** Adds or removes the row; true only when a row really was added or removed. */
  set(db: Queries, isOn: boolean): Promise<boolean>
  has(db: Queries): Promise<boolean>
}

/** A table of marks: both have the member's id and a primary key over (member, item, mark). */
type MarkTable = typeof userInteractions | typeof contentLikes

function rowIn(table: MarkTable, values: MarkTable['$inferInsert'], match: SQL | undefined): MarkRow {
  return {
    async set(db, isOn) {
      const changed = isOn
        ? await db.insert(table).values(values).onConflictDoNothing().returning({ userId: table.userId })
        : await db.delete(table).where(match).returning({ userId: table.userId })
      return changed.length > 0
    },
    async has(db) {
      return (await db.select({ userId: table.userId }).from(table).where(match).limit(1)).length > 0
    },
  }
}

// Article likes and bookmarks live in user_interactions, the other kinds' likes in content_likes;
// in both, the primary key lets each change happen at most once.
function markRow({ kind, userId, itemId }: MemberItem, mark: Mark): MarkRow {
  if (kind === 'article') {
    const match = and(eq(userInteractions.userId, userId), eq(userInteractions.articleId, itemId), eq(userInteractions.type, mark))
    return rowIn(userInteractions, { userId, articleId: itemId, type: mark }, match)
  }
  if (mark === 'bookmark') throw new Error(`Only articles can be bookmarked, not a ${kind}.`)
  const match = and(eq(contentLikes.userId, userId), eq(contentLikes.kind, kind), eq(contentLikes.itemId, itemId))
  return rowIn(contentLikes, { userId, kind, itemId }, match)
}

async function likesOf(db: Queries, kind: LikeKind, itemId: string) {
  const table = likeTables[kind]
  const [row] = await db.select({ likes: table.likes }).from(table).where(eq(table.id, itemId))
  return row?.likes ?? 0
}

/** Whether the member likes the item. */
export async function hasLiked(db: Db, input: MemberItem) {
  return markRow(input, 'like').has(db)
}

/**
 * Sets the member's like on an item on or off. The like row's primary key lets the change
 * happen at most once, and the item's `likes` counter moves only when a row was really added
 * or removed, in the same transaction, so repeated or concurrent clicks never double count.
 */
export async function setLike(db: Db, input: MemberItem & { isOn: boolean }) {
  return db.transaction(async (tx) => {
    if (await markRow(input, 'like').set(tx, input.isOn)) {
      const table = likeTables[input.kind]
      await tx
        .update(table)
        .set({ likes: sql`greatest(${table.likes} + ${input.isOn ? 1 : -1}, 0)` })
        .where(eq(table.id, input.itemId))
    }
    return { likes: await likesOf(tx, input.kind, input.itemId), isLiked: input.isOn }
  })
}

/** Saves an article for later or lets it go: the same at-most-once row, with no counter. */
export async function setBookmark(db: Db, input: { userId: string; articleId: string; isOn: boolean }) {
  return db.transaction(async (tx) => {
    await markRow({ kind: 'article', userId: input.userId, itemId: input.articleId }, 'bookmark').set(tx, input.isOn)
    return { likes: await likesOf(tx, 'article', input.articleId), isBookmarked: input.isOn }
  })
}

import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { tutorials } from '../db/schema'
import { afterCursor, tableKeyset, keysetOrder, pageOf, sortValueOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import type { TutorialCategory, TutorialDifficulty, TutorialSort } from './tutorial-choices'
import { isPublishedNow } from '../lib/publication.server'

/** Columns every tutorial card needs (never the content). */
export const tutorialCardColumns = {
  id: tutorials.id,
  slug: tutorials.slug,
  title: tutorials.title,
  description: tutorials.description,
  difficulty: tutorials.difficulty,
  category: tutorials.category,
  thumbnail: tutorials.thumbnail,
  coverFocus: tutorials.coverFocus,
  isPremium: tutorials.isPremium,
  estimatedTime: tutorials.estimatedTime,
  views: tutorials.views,
  likes: tutorials.likes,
  tags: tutorials.tags,
  publishedAt: tutorials.publishedAt,
}

interface TutorialListOptions {
  difficulty?: TutorialDifficulty
  category?: TutorialCategory
  /** Matched against title, description, tags and the steps. */
  search?: string
  sort?: TutorialSort
  /** Opaque position after which the page starts (a previous page's `nextCursor`). */
  cursor?: string | null
  pageSize?: number
  now?: Date
}

/**
 * One page of public tutorials with the cursor of the next page (`null` on the last). Keyset
 * paging keeps pages stable while tutorials are added; a forged cursor throws an AppError (400).
 * Alphabetical runs A→Z, the other sorts newest/highest first; the id breaks ties.
 */
export async function listTutorials(db: Db, options: TutorialListOptions = {}) {
  const { difficulty, category, sort = 'published_at', cursor, pageSize = 12, now = new Date() } = options
  const filters: (SQL | undefined)[] = [isPublishedNow(tutorials, now)]
  if (difficulty) filters.push(eq(tutorials.difficulty, difficulty))
  if (category) filters.push(eq(tutorials.category, category))
  const textFields = [tutorials.title, tutorials.description, sql`lumen_tags_text(${tutorials.tags})`]
  filters.push(listSearch(options.search, { index: tutorials.searchVector, fields: textFields }))
  const order = tableKeyset(tutorials, sort)
  if (cursor) filters.push(afterCursor(order, cursor))
  const rows = await db
    .select(tutorialCardColumns)
    .from(tutorials)
    .where(and(...filters))
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, sortValueOf(sort))
  return { tutorials: items, nextCursor }
}

export type TutorialCard = Awaited<ReturnType<typeof listTutorials>>['tutorials'][number]

/** What the tutorial list shows: its pages of cards, from page 1 to `page`. */
export type TutorialListData = Awaited<ReturnType<typeof listTutorials>> & { page: number; canReadPremium: boolean }

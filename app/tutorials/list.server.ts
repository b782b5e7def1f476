import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { tutorials } from '../db/schema'
import type { TutorialCategory, TutorialDifficulty, TutorialSort } from './tutorial-filters'
import { TutorialInputError } from './errors.server'

/** Columns every tutorial card needs (never the content). */
export const tutorialCardColumns = {
  id: tutorials.id,
  slug: tutorials.slug,
  title: tutorials.title,
  description: tutorials.description,
  difficulty: tutorials.difficulty,
  category: tutorials.category,
  thumbnail: tutorials.thumbnail,
  isPremium: tutorials.isPremium,
  estimatedTime: tutorials.estimatedTime,
  views: tutorials.views,
  likes: tutorials.likes,
  tags: tutorials.tags,
  publishedAt: tutorials.publishedAt,
}

/** Published and due: scheduled tutorials stay hidden until their time. */
export const isPublicTutorial = (now: Date) => and(eq(tutorials.status, 'published'), lte(tutorials.publishedAt, now))

export interface TutorialListOptions {
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

const sortColumns = {
  published_at: tutorials.publishedAt,
  views: tutorials.views,
  likes: tutorials.likes,
  title: tutorials.title,
} as const

type CursorRow = { id: string; publishedAt: Date | null; views: number; likes: number; title: string }

function encodeCursor(sort: TutorialSort, row: CursorRow) {
  const value = sort === 'published_at' ? (row.publishedAt?.toISOString() ?? '') : row[sort]
  return Buffer.from(JSON.stringify([value, row.id])).toString('base64url')
}

function decodeCursor(sort: TutorialSort, cursor: string): { value: string | number; id: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString())
  } catch {
    parsed = null
  }
  const [value, id] = Array.isArray(parsed) ? (parsed as unknown[]) : []
  const isNumeric = sort === 'views' || sort === 'likes'
  const isValidValue = isNumeric
    ? Number.isSafeInteger(value)
    : typeof value === 'string' && (sort !== 'published_at' || !Number.isNaN(Date.parse(value)))
  if (!isValidValue || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new TutorialInputError('This page link is no longer valid. Please start again from the first page.')
  }
  return { value: value as string | number, id }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of public tutorials with the cursor of the next page (`null` on the last).
 * Keyset pagination keeps pages stable while tutorials are added. Alphabetical runs A→Z,
 * the other sorts newest/highest first; the id breaks ties.
 */
export async function listTutorials(db: Db, options: TutorialListOptions = {}) {
  const { difficulty, category, sort = 'published_at', cursor, pageSize = 12, now = new Date() } = options
  const filters: (SQL | undefined)[] = [isPublicTutorial(now)]
  if (difficulty) filters.push(eq(tutorials.difficulty, difficulty))
  if (category) filters.push(eq(tutorials.category, category))
  const query = options.search?.trim()
  if (query) {
    const like = `%${escapeLike(query)}%`
    filters.push(sql`(${tutorials.searchVector} @@ websearch_to_tsquery('english', ${query})
      or ${tutorials.title} ilike ${like} or ${tutorials.description} ilike ${like}
      or lumen_tags_text(${tutorials.tags}) ilike ${like})`)
  }
  const column = sortColumns[sort]
  const isAscending = sort === 'title'
  if (cursor) {
    const after = decodeCursor(sort, cursor)
    const value = sort === 'published_at' ? sql`${after.value}::timestamptz` : sql`${after.value}`
    const comparison = isAscending ? sql`>` : sql`<`
    filters.push(sql`(${column}, ${tutorials.id}) ${comparison} (${value}, ${after.id}::uuid)`)
  }
  const rows = await db
    .select(tutorialCardColumns)
    .from(tutorials)
    .where(and(...filters))
    .orderBy(...(isAscending ? [asc(column), asc(tutorials.id)] : [desc(column), desc(tutorials.id)]))
    .limit(pageSize + 1)
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  return { tutorials: page, nextCursor: rows.length > pageSize && last ? encodeCursor(sort, last) : null }
}

export type TutorialCard = Awaited<ReturnType<typeof listTutorials>>['tutorials'][number]

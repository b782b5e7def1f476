import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { tutorials } from '../db/schema'
import { tutorialCardColumns } from './tutorial-list.server'
import { renderTutorialCached, type RenderedTutorial } from './render.server'
import { isPublishedNow } from '../lib/publication.server'
import type { ItemReader } from '../likes/like-kinds'

/**
 * One public tutorial by slug. The content is read and rendered only for a reader who may
 * see it: a premium tutorial for a reader without access comes back with `body: null`,
 * and its content never leaves the database.
 */
export async function getTutorialBySlug(
  db: Db,
  slug: string,
  { canReadPremium, now = new Date() }: { canReadPremium: boolean; now?: Date },
) {
  // The database itself withholds a premium body from a reader without access.
  const content = canReadPremium ? tutorials.content : sql<string | null>`case when ${tutorials.isPremium} then null else ${tutorials.content} end`
  const [row] = await db
    .select({ ...tutorialCardColumns, updatedAt: tutorials.updatedAt, content })
    .from(tutorials)
    .where(and(eq(tutorials.slug, slug), isPublishedNow(tutorials, now)))
    .limit(1)
  if (!row) return null
  const { updatedAt, content: html, ...tutorial } = row
  const isLocked = tutorial.isPremium && !canReadPremium
  const body: RenderedTutorial | null =
    isLocked || html === null ? null : renderTutorialCached(`${tutorial.id}:${updatedAt.getTime()}`, html)
  return { ...tutorial, isLocked, body }
}

/** Up to three other tutorials: same category first, then shared tags, newest first. */
export async function getRelatedTutorials(
  db: Db,
  tutorial: { id: string; category: string; tags: string[] },
  { limit = 3, now = new Date() } = {},
) {
  const tagList = `{${tutorial.tags.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
  const sharesTags = sql`${tutorials.tags} && ${tagList}::text[]`
  return db
    .select(tutorialCardColumns)
    .from(tutorials)
    .where(and(isPublishedNow(tutorials, now), ne(tutorials.id, tutorial.id), sql`(${tutorials.category} = ${tutorial.category} or ${sharesTags})`))
    .orderBy(desc(sql`${tutorials.category} = ${tutorial.category}`), desc(sharesTags), desc(tutorials.publishedAt))
    .limit(limit)
}

/** What the tutorial page shows; the component takes it from the route's loader. */
export interface TutorialPageData extends ItemReader {
  tutorial: NonNullable<Awaited<ReturnType<typeof getTutorialBySlug>>>
  related: Awaited<ReturnType<typeof getRelatedTutorials>>
  canReadPremium: boolean
}

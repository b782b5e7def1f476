import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { previewHtml } from '../content/preview.server'
import type { Db } from '../db/client.server'
import { tutorials } from '../db/schema'
import { tutorialCardColumns } from './tutorial-list.server'
import { renderTutorialCached, type RenderedTutorial } from './render.server'
import { isPublishedNow } from '../lib/publication.server'
import type { ItemReader } from '../likes/like-kinds'

/**
 * One public tutorial by slug. The content is rendered only for a reader who may see it: a
 * premium tutorial for a reader without access comes back with `body: null` and, as `preview`,
 * the opening of its introduction (`previewHtml`); the rest never leaves the server.
 */
export async function getTutorialBySlug(
  db: Db,
  slug: string,
  { canReadPremium, now = new Date() }: { canReadPremium: boolean; now?: Date },
) {
  const [row] = await db
    .select({ ...tutorialCardColumns, updatedAt: tutorials.updatedAt, content: tutorials.content })
    .from(tutorials)
    .where(and(eq(tutorials.slug, slug), isPublishedNow(tutorials, now)))
    .limit(1)
  if (!row) return null
  const { updatedAt, content: html, ...tutorial } = row
  const isLocked = tutorial.isPremium && !canReadPremium
  const body: RenderedTutorial | null = isLocked ? null : renderTutorialCached(`${tutorial.id}:${updatedAt.getTime()}`, html)
  return { ...tutorial, isLocked, body, preview: isLocked ? previewHtml(html, { introOnly: true, share: 0.6 }) : null }
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

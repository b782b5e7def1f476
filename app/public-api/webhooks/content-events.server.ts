import { eq } from 'drizzle-orm'
import { contentTables } from '../../content/tables.server'
import type { ContentType } from '../../content/content-types'
import { getConfig } from '../../config.server'
import { isPublishedRow } from '../../lib/publication.server'
import type { Db } from '../../db/client.server'
import type { WebhookEvent } from '../../db/schema'
import { queueWebhookEvent } from './webhooks.server'

/** The content types webhooks announce, by the name their events use. */
const eventNames: Partial<Record<ContentType, string>> = { articles: 'article', courses: 'course', tutorials: 'tutorial', videos: 'video', podcasts: 'episode' }
const publicPaths: Partial<Record<ContentType, string>> = { articles: '/news', courses: '/education/course', tutorials: '/tutorials', videos: '/videos', podcasts: '/podcasts' }

export interface ContentChange {
  type: ContentType
  id: string
  /** What the save did: `content.publish`, `content.schedule`, `content.update`, `content.unpublish`, `content.create`. */
  action: string
  /** The item's publication time (a scheduled item's event waits for it). */
  publishedAt: Date | null
  /** What readers see after the save: `published`, `scheduled`, `draft`… */
  status: string
}

/**
 * The webhook event a content save stands for, and when it is due: a publication (now, or at
 * a scheduled item's time), an update of a published item, or an unpublication.
 */
export function eventOfChange(change: ContentChange, now = new Date()): { event: WebhookEvent; at: Date } | null {
  const name = eventNames[change.type]
  if (!name) return null
  const event = (suffix: string) => `${name}.${suffix}` as WebhookEvent
  switch (change.action) {
    case 'content.publish':
      return { event: event('published'), at: now }
    case 'content.schedule':
      return change.publishedAt ? { event: event('published'), at: change.publishedAt } : null
    case 'content.create':
      if (change.status === 'published') return { event: event('published'), at: now }
      return change.status === 'scheduled' && change.publishedAt ? { event: event('published'), at: change.publishedAt } : null
    case 'content.update':
      return change.status === 'published' ? { event: event('updated'), at: now } : null
    case 'content.unpublish':
      return { event: event('unpublished'), at: now }
    default:
      return null
  }
}

/**
 * Sends a content event to the endpoints listening for it, with the item as it is now. A
 * publication is only announced while the item is still published and due (a scheduled item
 * taken back before its time sends nothing).
 */
export async function announceContent(db: Db, { type, id, event, now = new Date(), send }: { type: ContentType; id: string; event: WebhookEvent; now?: Date; send: (deliveryId: string) => Promise<unknown> }) {
  const table = contentTables[type]
  const [row] = (await db
    .select({ id: table.id, title: table.title, slug: table.slug!, status: table.status!, publishedAt: table.publishedAt! })
    .from(table.table)
    .where(eq(table.id, id))) as { id: string; title: string; slug: string; status: string; publishedAt: Date | null }[]
  if (!row) return []
  const isLive = isPublishedRow(row, now)
  if (event.endsWith('.unpublished') === isLive) return []
  const data = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    url: new URL(`${publicPaths[type]}/${row.slug}`, getConfig().SITE_URL).toString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  }
  return queueWebhookEvent(db, { event, data, now, send })
}

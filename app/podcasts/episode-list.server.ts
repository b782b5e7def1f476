import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, podcastSeries } from '../db/schema'
import { afterCursor, keysetOrder, pageOf, sortValueOf, tableKeyset } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import type { PodcastCategory, PodcastSort } from './podcast-choices'
import { isPublishedNow } from '../lib/publication.server'

/**
 * The audio address, or null for a premium episode the listener may not hear. Decided in
 * SQL, so a withheld address never leaves the database.
 */
const audioUrlFor = (canListenPremium: boolean) =>
  canListenPremium
    ? sql<string | null>`${podcasts.audioUrl}`
    : sql<string | null>`case when ${podcasts.isPremium} then null else ${podcasts.audioUrl} end`

/** Columns every episode card needs (never the show notes or transcript). */
export const episodeCardColumns = (canListenPremium: boolean) => ({
  id: podcasts.id,
  slug: podcasts.slug,
  title: podcasts.title,
  description: podcasts.description,
  thumbnail: podcasts.thumbnail,
  coverFocus: podcasts.coverFocus,
  category: podcasts.category,
  host: podcasts.host,
  guest: podcasts.guest,
  episodeNumber: podcasts.episodeNumber,
  durationSeconds: podcasts.durationSeconds,
  downloads: podcasts.downloads,
  likes: podcasts.likes,
  tags: podcasts.tags,
  isPremium: podcasts.isPremium,
  publishedAt: podcasts.publishedAt,
  seriesId: podcasts.seriesId,
  seriesTitle: podcastSeries.title,
  audioUrl: audioUrlFor(canListenPremium),
  audioType: podcasts.audioType,
})

export interface EpisodeFilterOptions {
  category?: PodcastCategory
  /** Matched against title, description, host, guest, tags and show notes. */
  search?: string
  seriesId?: string
  now?: Date
}

interface EpisodeListOptions extends EpisodeFilterOptions {
  sort?: PodcastSort
  /** Opaque position after which the page starts (a previous page's `nextCursor`). */
  cursor?: string | null
  pageSize?: number
  /** Whether the listener may hear premium episodes (their cards then carry the audio address). */
  canListenPremium?: boolean
}

/** The conditions for public episodes matching the filters (also on an alias of the table, for subqueries). */
export function episodeFilters({ category, search, seriesId, now = new Date() }: EpisodeFilterOptions, table = podcasts) {
  const filters: (SQL | undefined)[] = [isPublishedNow(table, now)]
  if (category) filters.push(eq(table.category, category))
  if (seriesId) filters.push(eq(table.seriesId, seriesId))
  const textFields = [table.title, table.description, table.host, sql`coalesce(${table.guest}, '')`, sql`lumen_tags_text(${table.tags})`]
  filters.push(listSearch(search, { index: table.searchVector, fields: textFields }))
  return filters
}

/**
 * One page of public episodes with the cursor of the next page (`null` on the last). Keyset
 * pagination keeps pages stable while episodes are added; the id breaks ties.
 */
export async function listEpisodes(db: Db, options: EpisodeListOptions = {}) {
  const { sort = 'published_at', cursor, pageSize = 12, canListenPremium = false } = options
  const filters = episodeFilters(options)
  const order = tableKeyset(podcasts, sort)
  if (cursor) filters.push(afterCursor(order, cursor))
  const rows = await db
    .select(episodeCardColumns(canListenPremium))
    .from(podcasts)
    .leftJoin(podcastSeries, eq(podcasts.seriesId, podcastSeries.id))
    .where(and(...filters))
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, sortValueOf(sort))
  return { episodes: items, nextCursor }
}

/** How many public episodes match the filters (the Episodes tab's count). */
export async function countEpisodes(db: Db, options: EpisodeFilterOptions = {}) {
  const [row] = await db.select({ total: count() }).from(podcasts).where(and(...episodeFilters(options)))
  return row?.total ?? 0
}

export type EpisodeCard = Awaited<ReturnType<typeof listEpisodes>>['episodes'][number]

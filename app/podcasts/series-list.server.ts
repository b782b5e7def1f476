import { and, count, eq, exists, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { podcasts, podcastSeries } from '../db/schema'
import { afterCursor, keyset, keysetOrder, pageOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import { episodeFilters, type EpisodeCard, type EpisodeFilterOptions } from './episode-list.server'
import type { PodcastSort } from './podcast-choices'
import { isPublishedNow } from '../lib/publication.server'

/** A series' figures over its public episodes (needs the episodes joined and grouped by series). */
const seriesStats = {
  episodeCount: sql<number>`count(${podcasts.id})`.mapWith(Number),
  latestEpisodeAt: sql<Date | null>`max(${podcasts.publishedAt})`.mapWith(podcasts.publishedAt),
  downloads: sql<number>`coalesce(sum(${podcasts.downloads}), 0)`.mapWith(Number),
  likes: sql<number>`coalesce(sum(${podcasts.likes}), 0)`.mapWith(Number),
}

/** Columns every series card needs, with its figures (the episodes joined and grouped by series). */
export const seriesCardColumns = {
  id: podcastSeries.id,
  title: podcastSeries.title,
  description: podcastSeries.description,
  thumbnail: podcastSeries.thumbnail,
  coverFocus: podcastSeries.coverFocus,
  host: podcastSeries.host,
  ...seriesStats,
}

/** The episodes table again, for the subqueries that look for a matching episode of a series. */
const matching = alias(podcasts, 'matching_episode')
// The alias has the table's columns under another name; the filters only read the columns.
const matchingTable = matching as unknown as typeof podcasts

type SeriesFilterOptions = Omit<EpisodeFilterOptions, 'seriesId'>

/**
 * Series filtered like the episodes: a category keeps the series that have a public episode
 * in it; a search keeps series whose title, description or host match, or that have a
 * matching episode.
 */
function seriesFilters(db: Db, { category, search, now = new Date() }: SeriesFilterOptions): SQL[] {
  const hasEpisode = (filters: EpisodeFilterOptions) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(matching)
        .where(and(eq(matching.seriesId, podcastSeries.id), ...episodeFilters(filters, matchingTable))),
    )
  const conditions: SQL[] = []
  if (category) conditions.push(hasEpisode({ category, now }))
  const matchingText = listSearch(search, {
    fields: [podcastSeries.title, podcastSeries.description, podcastSeries.host],
    orMatching: (query) => hasEpisode({ category, search: query, now }),
  })
  if (matchingText) conditions.push(matchingText)
  return conditions
}

/** Series sort on their episodes: latest episode, total downloads, total likes, or title A→Z. */
const sortExpressions = {
  published_at: sql`max(${podcasts.publishedAt})`,
  downloads: sql`coalesce(sum(${podcasts.downloads}), 0)`,
  likes: sql`coalesce(sum(${podcasts.likes}), 0)`,
  title: sql`${podcastSeries.title}`,
} as const

interface SeriesListOptions extends SeriesFilterOptions {
  sort?: PodcastSort
  cursor?: string | null
  pageSize?: number
}

/** One page of series that have public episodes, with the cursor of the next page. */
export async function listSeries(db: Db, options: SeriesListOptions = {}) {
  const { sort = 'published_at', cursor, pageSize = 12, now = new Date() } = options
  const order = keyset(sort, sortExpressions[sort], podcastSeries.id)
  const rows = await db
    .select(seriesCardColumns)
    .from(podcastSeries)
    .innerJoin(podcasts, and(eq(podcasts.seriesId, podcastSeries.id), isPublishedNow(podcasts, now)))
    .where(and(...seriesFilters(db, options)))
    .groupBy(podcastSeries.id)
    .having(cursor ? afterCursor(order, cursor) : undefined)
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, (row) => (sort === 'published_at' ? row.latestEpisodeAt : row[sort]))
  return { series: items, nextCursor }
}

/** How many series with public episodes match the filters (the Series tab's count). */
export async function countSeries(db: Db, options: SeriesFilterOptions = {}) {
  const now = options.now ?? new Date()
  const withEpisodes = exists(
    db
      .select({ one: sql`1` })
      .from(podcasts)
      .where(and(eq(podcasts.seriesId, podcastSeries.id), isPublishedNow(podcasts, now))),
  )
  const [row] = await db
    .select({ total: count() })
    .from(podcastSeries)
    .where(and(withEpisodes, ...seriesFilters(db, { ...options, now })))
  return row?.total ?? 0
}

export type SeriesCard = Awaited<ReturnType<typeof listSeries>>['series'][number]

/**
 * What the podcasts list shows: the open tab's cards (the other tab's list is empty), both
 * tabs' counts (null when a later page is fetched) and the member's saved positions.
 */
export interface PodcastListData {
  episodes: EpisodeCard[]
  series: SeriesCard[]
  nextCursor: string | null
  counts: { episodes: number; series: number } | null
  positions: Record<string, number>
  page: number
  canListenPremium: boolean
  isSignedIn: boolean
}

import type { BylineAuthor } from '../newsroom/components/byline'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { previewHtml } from '../content/preview.server'
import type { Db } from '../db/client.server'
import { adCampaigns, adEpisodeSponsorships, advertisers, podcasts, podcastSeries } from '../db/schema'
import { episodeCardColumns, type listEpisodes } from './episode-list.server'
import { seriesCardColumns } from './series-list.server'
import { isPublishedNow } from '../lib/publication.server'
import type { ItemReader } from '../likes/like-kinds'
import { isUuid } from '../lib/uuid'

/** Whether text is a well-formed series id (anything else is simply not found). */
export const isSeriesId = (id: string) => isUuid(id)

/**
 * One fact of an episode's sponsor (null when no campaign sponsors it), read beside any select
 * of episodes. The table is named in full: a select of one table leaves its columns unqualified.
 */
const sponsorFact = (fact: 'a.name' | 's.message' | 'a.website') =>
  sql<string | null>`(select ${sql.raw(fact)} from ${adEpisodeSponsorships} s join ${adCampaigns} c on c.id = s.campaign_id join ${advertisers} a on a.id = c.advertiser_id where s.episode_id = podcasts.id)`

/** An episode's sponsor, when a campaign sponsors it: who, their message, and their site. */
export const sponsorColumns = {
  sponsor: sponsorFact('a.name'),
  sponsorMessage: sponsorFact('s.message'),
  sponsorWebsite: sponsorFact('a.website'),
}

/**
 * One public episode by slug. For a premium episode the listener may not hear, the audio
 * address and transcript are withheld in SQL and come back as null (`isLocked: true`); the
 * description stays as the teaser, and of the show notes only their opening is sent
 * (`notesPreview`).
 */
export async function getEpisodeBySlug(
  db: Db,
  slug: string,
  { canListenPremium, now = new Date() }: { canListenPremium: boolean; now?: Date },
) {
  const withheld = (column: typeof podcasts.transcript) =>
    canListenPremium ? sql<string | null>`${column}` : sql<string | null>`case when ${podcasts.isPremium} then null else ${column} end`
  const [row] = await db
    .select({
      ...episodeCardColumns(canListenPremium),
      audioBytes: podcasts.audioBytes,
      showNotes: podcasts.showNotes,
      transcript: withheld(podcasts.transcript),
      ...sponsorColumns,
    })
    .from(podcasts)
    .leftJoin(podcastSeries, eq(podcasts.seriesId, podcastSeries.id))
    .where(and(eq(podcasts.slug, slug), isPublishedNow(podcasts, now)))
    .limit(1)
  if (!row) return null
  const isLocked = row.isPremium && !canListenPremium
  return { ...row, showNotes: isLocked ? null : row.showNotes, notesPreview: isLocked ? previewHtml(row.showNotes) : null, isLocked }
}

/**
 * Other episodes of the same series (or, without one, the same category), newest first. These
 * cards link to their pages (the page has one player), so they carry no audio address.
 */
export async function getMoreEpisodes(
  db: Db,
  episode: { id: string; seriesId: string | null; category: string },
  { limit = 3, now = new Date() }: { limit?: number; now?: Date } = {},
) {
  const sameGroup = episode.seriesId ? eq(podcasts.seriesId, episode.seriesId) : eq(podcasts.category, episode.category)
  return db
    .select({ ...episodeCardColumns(false), audioUrl: sql<string | null>`null`, audioType: sql<string | null>`null` })
    .from(podcasts)
    .leftJoin(podcastSeries, eq(podcasts.seriesId, podcastSeries.id))
    .where(and(isPublishedNow(podcasts, now), sameGroup, ne(podcasts.id, episode.id)))
    .orderBy(desc(podcasts.publishedAt), desc(podcasts.id))
    .limit(limit)
}

/** A series with its figures over public episodes; null for an unknown or malformed id. */
export async function getSeriesById(db: Db, id: string, { now = new Date() }: { now?: Date } = {}) {
  if (!isSeriesId(id)) return null
  const [row] = await db
    .select({
      ...seriesCardColumns,
      coverAlt: podcastSeries.coverAlt,
      totalSeconds: sql<number>`coalesce(sum(${podcasts.durationSeconds}), 0)`.mapWith(Number),
      premiumCount: sql<number>`count(${podcasts.id}) filter (where ${podcasts.isPremium})`.mapWith(Number),
    })
    .from(podcastSeries)
    .leftJoin(podcasts, and(eq(podcasts.seriesId, podcastSeries.id), isPublishedNow(podcasts, now)))
    .where(eq(podcastSeries.id, id))
    .groupBy(podcastSeries.id)
    .limit(1)
  return row ?? null
}

/** What the episode page shows; `position` is the member's saved place in seconds (0 if none). */
export interface EpisodePageData extends ItemReader {
  episode: NonNullable<Awaited<ReturnType<typeof getEpisodeBySlug>>>
  /** The people credited on the episode (its hosts), in order. */
  authors: BylineAuthor[]
  more: Awaited<ReturnType<typeof getMoreEpisodes>>
  position: number
  canListenPremium: boolean
}

/** What a series page shows: the series and its episode pages, as the list returns them. */
export type SeriesPageData = Awaited<ReturnType<typeof listEpisodes>> & {
  series: NonNullable<Awaited<ReturnType<typeof getSeriesById>>>
  positions: Record<string, number>
  page: number
  canListenPremium: boolean
  isSignedIn: boolean
  /** The member's private feed of this series (a series with premium episodes, a plan that includes them). */
  privateFeeds: { seriesId: string; seriesTitle: string; url: string }[] | null
}

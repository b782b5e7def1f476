import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, podcastSeries } from '../db/schema'
import { renderPodcastFeed, type PodcastFeedEpisode } from './feed-xml'
import { isSeriesId } from './podcast-detail.server'
import { isPublicEpisode } from './episode-list.server'
import { seriesCoverPath, seriesFeedPath, seriesPath } from './paths'

/** The most episodes one feed lists, newest first. */
const podcastFeedLimit = 500


/**
 * The public episodes of a series for its feed, newest first. Premium episodes are left out
 * entirely: a public feed cannot check a subscription, and their audio must not leak.
 */
async function listFeedEpisodes(db: Db, seriesId: string, { now = new Date(), limit = podcastFeedLimit } = {}) {
  const rows = await db
    .select({
      slug: podcasts.slug,
      title: podcasts.title,
      description: podcasts.description,
      showNotes: podcasts.showNotes,
      host: podcasts.host,
      guest: podcasts.guest,
      category: podcasts.category,
      episodeNumber: podcasts.episodeNumber,
      durationSeconds: podcasts.durationSeconds,
      publishedAt: podcasts.publishedAt,
      audioUrl: podcasts.audioUrl,
      audioType: podcasts.audioType,
      audioBytes: podcasts.audioBytes,
    })
    .from(podcasts)
    .where(and(eq(podcasts.seriesId, seriesId), isPublicEpisode(now), eq(podcasts.isPremium, false), isNotNull(podcasts.audioUrl)))
    .orderBy(desc(podcasts.publishedAt), desc(podcasts.id))
    .limit(limit)
  return rows.filter((row): row is PodcastFeedEpisode => row.audioUrl !== null)
}

/** The RSS document of a series; null for an unknown or malformed id. */
export async function buildSeriesFeed(
  db: Db,
  { seriesId, siteName, siteUrl, now = new Date() }: { seriesId: string; siteName: string; siteUrl: string; now?: Date },
) {
  if (!isSeriesId(seriesId)) return null
  const [series] = await db
    .select({ id: podcastSeries.id, title: podcastSeries.title, description: podcastSeries.description, host: podcastSeries.host })
    .from(podcastSeries)
    .where(eq(podcastSeries.id, seriesId))
    .limit(1)
  if (!series) return null
  return renderPodcastFeed({
    siteUrl,
    siteName,
    series,
    link: seriesPath(series.id),
    selfPath: seriesFeedPath(series.id),
    imagePath: seriesCoverPath(series.id),
    episodes: await listFeedEpisodes(db, series.id, { now }),
    now,
  })
}

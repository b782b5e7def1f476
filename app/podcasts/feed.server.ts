import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, podcastSeries } from '../db/schema'
import { getPodcastOwner } from '../site/settings.server'
import { chaptersFromShowNotes } from './chapters'
import { renderPodcastFeed, feedUpdatedAt, type PodcastFeedItem, type PodcastFeedNotice } from './feed-xml'
import { chaptersPath, privateAudioPath, privateChaptersPath, privateFeedPath, privateTranscriptPath, transcriptPath } from './feed-paths'
import { isSeriesId, sponsorColumns } from './podcast-detail.server'
import { escapeHtml } from '../lib/escape'
import { episodeArtworkPath, seriesArtworkPath, seriesFeedPath, seriesPath } from './paths'
import { isPublishedNow } from '../lib/publication.server'

/** The most episodes one feed lists, newest first. */
const podcastFeedLimit = 500

/** Who a private feed is for: their token, and whether their plan includes premium episodes now. */
export interface PrivateFeedReader {
  token: string
  isEntitled: boolean
}

type EpisodeRow = Awaited<ReturnType<typeof listSeriesEpisodes>>[number]

/** The public episodes of a series (premium ones too: the caller decides), newest first. */
async function listSeriesEpisodes(db: Db, seriesId: string, now: Date) {
  return db
    .select({
      slug: podcasts.slug,
      title: podcasts.title,
      description: podcasts.description,
      showNotes: podcasts.showNotes,
      transcript: podcasts.transcript,
      host: podcasts.host,
      guest: podcasts.guest,
      category: podcasts.category,
      episodeNumber: podcasts.episodeNumber,
      durationSeconds: podcasts.durationSeconds,
      publishedAt: podcasts.publishedAt,
      audioUrl: podcasts.audioUrl,
      audioType: podcasts.audioType,
      audioBytes: podcasts.audioBytes,
      isPremium: podcasts.isPremium,
      ...sponsorColumns,
    })
    .from(podcasts)
    .where(and(eq(podcasts.seriesId, seriesId), isPublishedNow(podcasts, now), isNotNull(podcasts.audioUrl)))
    .orderBy(desc(podcasts.publishedAt), desc(podcasts.id))
    .limit(podcastFeedLimit)
}

/** A sponsored episode's notes in the feed open with its sponsor's message, labelled, the link marked as paid. */
const sponsorParagraph = (advertiser: string, message: string, website: string) =>
  `<p><strong>Sponsored by ${escapeHtml(advertiser)}.</strong> ${escapeHtml(message)}${website ? ` <a href="${escapeHtml(website)}" rel="sponsored">${escapeHtml(new URL(website).host)}</a>` : ''}</p>`

/** The address of a demo or uploaded file served by the site itself (`/media/audio/{slug}.mp3`). */
const isOwnAudio = (row: EpisodeRow) => row.audioUrl === `/media/audio/${row.slug}.mp3`

/**
 * One feed item. The public feed links the public files; a private feed links every file of
 * the site through the member's token, so premium audio, transcripts and chapters reach only
 * them, and a reset token closes them all at once.
 */
function toItem(row: EpisodeRow, reader: PrivateFeedReader | null): PodcastFeedItem | null {
  const hasTranscript = row.transcript.trim() !== ''
  const hasChapters = chaptersFromShowNotes(row.showNotes, row.durationSeconds) !== null
  const viaToken = reader !== null && isOwnAudio(row)
  if (row.isPremium && !viaToken) return null
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    showNotes: row.sponsor && row.sponsorMessage ? `${sponsorParagraph(row.sponsor, row.sponsorMessage, row.sponsorWebsite ?? '')}${row.showNotes}` : row.showNotes,
    host: row.host,
    guest: row.guest,
    category: row.category,
    episodeNumber: row.episodeNumber,
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt,
    audioType: row.audioType,
    audioBytes: row.audioBytes,
    enclosureUrl: viaToken ? privateAudioPath(reader.token, row.slug) : row.audioUrl!,
    artworkPath: episodeArtworkPath(row.slug),
    transcriptPath: hasTranscript ? (viaToken ? privateTranscriptPath(reader.token, row.slug) : transcriptPath(row.slug)) : null,
    chaptersPath: hasChapters ? (viaToken ? privateChaptersPath(reader.token, row.slug) : chaptersPath(row.slug)) : null,
  }
}

/** The one item a lapsed member's private feed adds: why the premium episodes are gone and where to renew. */
const renewalNotice = (seriesTitle: string, now: Date): PodcastFeedNotice => ({
  // One notice a month (its date the month's first day), so the feed stays the same between polls.
  guid: `renew-premium-${now.toISOString().slice(0, 7)}`,
  title: 'Your premium episodes are paused',
  description: `Your membership no longer includes premium episodes, so this private feed of ${seriesTitle} now carries only the free ones. Renew Premium at the address below and they come back here, in the same feed.`,
  link: '/subscription',
  publishedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
})

export interface BuiltFeed {
  xml: string
  updatedAt: Date
}

/**
 * The RSS document of a series, or null for an unknown or malformed id. The public feed leaves
 * premium episodes out (decision 23); a member's private feed includes them while the member
 * is entitled, and otherwise says once how to renew.
 */
export async function buildSeriesFeed(
  db: Db,
  { seriesId, siteName, siteUrl, reader = null, now = new Date() }: { seriesId: string; siteName: string; siteUrl: string; reader?: PrivateFeedReader | null; now?: Date },
): Promise<BuiltFeed | null> {
  if (!isSeriesId(seriesId)) return null
  const [series] = await db
    .select({
      id: podcastSeries.id,
      title: podcastSeries.title,
      description: podcastSeries.description,
      host: podcastSeries.host,
      language: podcastSeries.language,
      appleCategory: podcastSeries.appleCategory,
      appleSubcategory: podcastSeries.appleSubcategory,
      guid: podcastSeries.guid,
      newFeedUrl: podcastSeries.newFeedUrl,
    })
    .from(podcastSeries)
    .where(eq(podcastSeries.id, seriesId))
    .limit(1)
  if (!series) return null
  const rows = await listSeriesEpisodes(db, series.id, now)
  const entitled = reader?.isEntitled ? reader : null
  const items = rows.map((row) => toItem(row, entitled)).filter((item): item is PodcastFeedItem => item !== null)
  const hasPremium = rows.some((row) => row.isPremium)
  const notice = reader && !reader.isEntitled && hasPremium ? renewalNotice(series.title, now) : null
  const channel = {
    siteUrl,
    siteName,
    series,
    owner: await getPodcastOwner(db),
    link: seriesPath(series.id),
    selfPath: reader ? privateFeedPath(reader.token, series.id) : seriesFeedPath(series.id),
    artworkPath: seriesArtworkPath(series.id),
    items,
    notice,
    isPrivate: reader !== null,
    now,
  }
  return { xml: renderPodcastFeed(channel), updatedAt: feedUpdatedAt(channel) }
}

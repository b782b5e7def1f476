import { absolutizeHtml } from '../news/rss'
import { absoluteUrl, cdata, element, escapeXml } from '../seo/xml'

export interface PodcastFeedEpisode {
  slug: string
  title: string
  description: string
  showNotes: string
  host: string
  guest: string | null
  category: string
  episodeNumber: number | null
  durationSeconds: number
  publishedAt: Date | null
  audioUrl: string
  audioType: string | null
  audioBytes: number | null
}

interface PodcastFeedChannel {
  siteUrl: string
  siteName: string
  series: { id: string; title: string; description: string; host: string }
  /** Path of the series page the feed mirrors. */
  link: string
  /** Path of the feed itself (atom:link rel="self"). */
  selfPath: string
  /** Path or URL of the series cover. */
  imagePath: string
  episodes: readonly PodcastFeedEpisode[]
  now?: Date
}

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd'

function renderEpisode(episode: PodcastFeedEpisode, siteUrl: string) {
  const link = absoluteUrl(siteUrl, `/podcasts/${encodeURIComponent(episode.slug)}`)
  const author = episode.guest ? `${episode.host} with ${episode.guest}` : episode.host
  const parts = [
    element('title', episode.title),
    element('link', link),
    element('guid', link, 'isPermaLink="true"'),
    episode.publishedAt ? element('pubDate', episode.publishedAt.toUTCString()) : '',
    element('category', episode.category),
    element('description', episode.description),
    episode.showNotes ? `<content:encoded>${cdata(absolutizeHtml(episode.showNotes, siteUrl))}</content:encoded>` : '',
    `<enclosure url="${escapeXml(absoluteUrl(siteUrl, episode.audioUrl))}" length="${episode.audioBytes ?? 0}" type="${escapeXml(episode.audioType ?? 'audio/mpeg')}"/>`,
    element('itunes:author', author),
    element('itunes:summary', episode.description),
    element('itunes:duration', String(episode.durationSeconds)),
    episode.episodeNumber !== null ? element('itunes:episode', String(episode.episodeNumber)) : '',
    '<itunes:episodeType>full</itunes:episodeType>',
    '<itunes:explicit>false</itunes:explicit>',
  ]
  return `<item>${parts.filter(Boolean).join('')}</item>`
}

/**
 * An RSS 2.0 podcast feed with the iTunes namespace. The channel image is the generated SVG
 * cover: podcast directories such as Apple Podcasts accept only square JPEG or PNG artwork
 * of 1400–3000 pixels, so they will not show it, but the link lets other readers use it.
 */
export function renderPodcastFeed(channel: PodcastFeedChannel) {
  const { siteUrl, series, episodes, now = new Date() } = channel
  const lastBuild = episodes.find((episode) => episode.publishedAt)?.publishedAt ?? now
  const self = absoluteUrl(siteUrl, channel.selfPath)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:itunes="${ITUNES}" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">`,
    '<channel>',
    element('title', series.title),
    element('link', absoluteUrl(siteUrl, channel.link)),
    element('description', series.description),
    '<language>en</language>',
    element('copyright', `© ${now.getUTCFullYear()} ${channel.siteName}`),
    element('lastBuildDate', lastBuild.toUTCString()),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    element('itunes:author', series.host),
    element('itunes:summary', series.description),
    `<itunes:image href="${escapeXml(absoluteUrl(siteUrl, channel.imagePath))}"/>`,
    '<itunes:category text="Technology"/>',
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
    ...episodes.map((episode) => renderEpisode(episode, siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

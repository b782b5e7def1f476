import { absolutizeHtml, itemHead } from '../news/rss'
import { escapeXml } from '../lib/escape'
import { absoluteUrl, cdata, element } from '../seo/xml'

/** What an item says about its episode; the addresses are chosen by the feed (public or private). */
export interface PodcastFeedItem {
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
  audioType: string | null
  audioBytes: number | null
  /** Path or URL of the audio file; the feed's enclosure. */
  enclosureUrl: string
  artworkPath: string
  transcriptPath: string | null
  chaptersPath: string | null
}

/** A text-only item, such as the private feed's note that premium access has ended. */
export interface PodcastFeedNotice {
  guid: string
  title: string
  description: string
  link: string
  publishedAt: Date
}

export interface PodcastFeedChannel {
  siteUrl: string
  siteName: string
  series: {
    title: string
    description: string
    host: string
    language: string
    appleCategory: string
    appleSubcategory: string | null
    guid: string
    newFeedUrl: string | null
  }
  owner: { name: string; email: string }
  /** Path of the series page the feed mirrors. */
  link: string
  /** Path of the feed itself (atom:link rel="self"). */
  selfPath: string
  /** Path of the series' square PNG artwork. */
  artworkPath: string
  items: readonly PodcastFeedItem[]
  notice?: PodcastFeedNotice | null
  /** A member's private feed: kept out of directories (`itunes:block`). */
  isPrivate?: boolean
  now?: Date
}

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd'
const PODCAST = 'https://podcastindex.org/namespace/1.0'

function renderItem(item: PodcastFeedItem, siteUrl: string) {
  const link = absoluteUrl(siteUrl, `/podcasts/${encodeURIComponent(item.slug)}`)
  const author = item.guest ? `${item.host} with ${item.guest}` : item.host
  const url = (path: string) => escapeXml(absoluteUrl(siteUrl, path))
  const parts = [
    // The guid is the episode page's address: the same in the public and private feeds, so an
    // app that switches feeds keeps what was played.
    ...itemHead(item, link),
    element('description', item.description),
    item.showNotes ? `<content:encoded>${cdata(absolutizeHtml(item.showNotes, siteUrl))}</content:encoded>` : '',
    `<enclosure url="${url(item.enclosureUrl)}" length="${item.audioBytes ?? 0}" type="${escapeXml(item.audioType ?? 'audio/mpeg')}"/>`,
    element('itunes:title', item.title),
    element('itunes:author', author),
    element('itunes:summary', item.description),
    `<itunes:image href="${url(item.artworkPath)}"/>`,
    element('itunes:duration', String(item.durationSeconds)),
    item.episodeNumber !== null ? element('itunes:episode', String(item.episodeNumber)) : '',
    '<itunes:episodeType>full</itunes:episodeType>',
    '<itunes:explicit>false</itunes:explicit>',
    item.transcriptPath ? `<podcast:transcript url="${url(item.transcriptPath)}" type="text/vtt" language="en"/>` : '',
    item.chaptersPath ? `<podcast:chapters url="${url(item.chaptersPath)}" type="application/json+chapters"/>` : '',
  ]
  return `<item>${parts.filter(Boolean).join('')}</item>`
}

function renderNotice(notice: PodcastFeedNotice, siteUrl: string) {
  return `<item>${[
    element('title', notice.title),
    element('link', absoluteUrl(siteUrl, notice.link)),
    element('guid', notice.guid, 'isPermaLink="false"'),
    element('pubDate', notice.publishedAt.toUTCString()),
    element('description', notice.description),
    element('itunes:summary', notice.description),
    '<itunes:episodeType>bonus</itunes:episodeType>',
  ].join('')}</item>`
}

/** The newest date in the feed: its `lastBuildDate` and the response's Last-Modified. */
export const feedUpdatedAt = (channel: Pick<PodcastFeedChannel, 'items' | 'notice' | 'now'>) => {
  const dates = [...channel.items.map((item) => item.publishedAt), channel.notice?.publishedAt].filter((date): date is Date => Boolean(date))
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : (channel.now ?? new Date())
}

/**
 * An RSS 2.0 podcast feed with Apple's tags (owner, category and subcategory, square PNG
 * artwork, explicit, type, duration in seconds) and Podcasting 2.0's (guid, locked,
 * transcript, chapters).
 */
export function renderPodcastFeed(channel: PodcastFeedChannel) {
  const { siteUrl, series, owner, items, now = new Date() } = channel
  const self = absoluteUrl(siteUrl, channel.selfPath)
  const artwork = absoluteUrl(siteUrl, channel.artworkPath)
  const link = absoluteUrl(siteUrl, channel.link)
  const category = series.appleSubcategory
    ? `<itunes:category text="${escapeXml(series.appleCategory)}"><itunes:category text="${escapeXml(series.appleSubcategory)}"/></itunes:category>`
    : `<itunes:category text="${escapeXml(series.appleCategory)}"/>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:itunes="${ITUNES}" xmlns:podcast="${PODCAST}" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">`,
    '<channel>',
    element('title', series.title),
    element('link', link),
    element('description', series.description),
    element('language', series.language),
    element('copyright', `© ${now.getUTCFullYear()} ${channel.siteName}`),
    element('lastBuildDate', feedUpdatedAt(channel).toUTCString()),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `<image><url>${escapeXml(artwork)}</url>${element('title', series.title)}${element('link', link)}</image>`,
    element('itunes:author', series.host),
    element('itunes:summary', series.description),
    `<itunes:owner>${element('itunes:name', owner.name)}${element('itunes:email', owner.email)}</itunes:owner>`,
    `<itunes:image href="${escapeXml(artwork)}"/>`,
    category,
    '<itunes:explicit>false</itunes:explicit>',
    '<itunes:type>episodic</itunes:type>',
    channel.isPrivate ? '<itunes:block>Yes</itunes:block>' : '',
    !channel.isPrivate && series.newFeedUrl ? element('itunes:new-feed-url', series.newFeedUrl) : '',
    element('podcast:guid', series.guid),
    element('podcast:locked', 'yes', `owner="${escapeXml(owner.email)}"`),
    ...(channel.notice ? [renderNotice(channel.notice, siteUrl)] : []),
    ...items.map((item) => renderItem(item, siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}

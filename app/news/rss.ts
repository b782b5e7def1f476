import { escapeXml } from '../lib/escape'
import { absoluteUrl, element } from '../seo/xml'

export interface FeedItem {
  /** The item's page on the site. */
  path: string
  title: string
  excerpt: string
  author: string
  publishedAt: Date | null
  category: string | null
}

interface RssChannel {
  siteUrl: string
  title: string
  description: string
  /** Path of the page the feed mirrors. */
  link: string
  /** Path of the feed itself (atom:link rel="self"). */
  selfPath: string
  items: readonly FeedItem[]
  now?: Date
}

/** Root-relative links and images in a body become absolute so feed readers can follow them. */
export function absolutizeHtml(html: string, siteUrl: string) {
  return html.replace(/\b(href|src)=(["'])\/(?!\/)/gi, (_, attribute: string, quote: string) =>
    `${attribute}=${quote}${absoluteUrl(siteUrl, '/')}`,
  )
}

/**
 * The elements every feed item of a page on this site opens with: its title, the page's
 * address as link and permanent guid, its date and category. Empty strings stand for what is missing.
 */
export function itemHead(item: { title: string; publishedAt: Date | null; category: string | null }, link: string) {
  return [
    element('title', item.title),
    element('link', link),
    element('guid', link, 'isPermaLink="true"'),
    item.publishedAt ? element('pubDate', item.publishedAt.toUTCString()) : '',
    element('category', item.category),
  ]
}

function renderItem(item: FeedItem, siteUrl: string) {
  const link = absoluteUrl(siteUrl, item.path)
  const parts = [
    ...itemHead(item, link),
    element('dc:creator', item.author),
    // Excerpt and link only, like metered publications' feeds: the article page counts the read.
    element('description', item.excerpt),
  ]
  return `<item>${parts.filter(Boolean).join('')}</item>`
}

/** An RSS 2.0 document with the content, Dublin Core and Atom namespaces. */
export function renderRss(channel: RssChannel) {
  const { siteUrl, items, now = new Date() } = channel
  const lastBuild = items.find((item) => item.publishedAt)?.publishedAt ?? now
  const self = absoluteUrl(siteUrl, channel.selfPath)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', absoluteUrl(siteUrl, channel.link)),
    element('description', channel.description),
    '<language>en</language>',
    element('lastBuildDate', lastBuild.toUTCString()),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) => renderItem(item, siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

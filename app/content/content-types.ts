/**
 * The kinds of content editors publish. The admin console edits them and public features such
 * as the API's webhooks report on them, so the list lives outside the console. Client-safe: it
 * imports nothing but the workflow's states.
 */
import { publishStatuses, type PublishStatus } from './publish-statuses'

export const contentTypes = ['articles', 'courses', 'paths', 'tutorials', 'videos', 'playlists', 'podcasts', 'series'] as const
export type ContentType = (typeof contentTypes)[number]

export const isContentType = (value: string | undefined): value is ContentType =>
  contentTypes.includes(value as ContentType)

/** What readers see of an item: 'live' for collections without a status (always shown). */
export type DisplayStatus = PublishStatus | 'scheduled' | 'live'

export function displayStatus(status: string | null, publishedAt: Date | string | null, now = new Date()): DisplayStatus {
  if (status === null) return 'live'
  if (status !== 'published') return (publishStatuses as readonly string[]).includes(status) ? (status as PublishStatus) : 'draft'
  return publishedAt && new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published'
}

/** Where readers find an item once it is public. */
export function publicPath(type: ContentType, item: { id: string; slug: string | null }) {
  switch (type) {
    case 'articles': return `/news/${item.slug}`
    case 'courses': return `/education/course/${item.slug}`
    case 'paths': return `/education/path/${item.slug}`
    case 'tutorials': return `/tutorials/${item.slug}`
    case 'videos': return `/videos/${item.slug}`
    case 'podcasts': return `/podcasts/${item.slug}`
    case 'playlists': return `/playlists/${item.id}`
    case 'series': return `/podcast-series/${item.id}`
  }
}

import { createHash } from 'node:crypto'
import { notModifiedResponse } from '../lib/conditional-get'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** Public feeds: shared caches keep them ten minutes and serve them stale for a day while they refresh. */
export const publicFeedCache = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400'

/**
 * The answer of an RSS resource route: the feed with an ETag (and Last-Modified when the feed
 * knows its newest date), 304 to a reader that already has this version, or a plain 404 when
 * its news category or podcast series does not exist.
 */
export function rssResponse(
  request: Request,
  feed: string | null,
  { updatedAt, cacheControl = publicFeedCache }: { updatedAt?: Date; cacheControl?: string } = {},
): Response {
  if (feed === null) return notFound()
  const etag = `"${createHash('sha1').update(feed).digest('base64url')}"`
  const headers: Record<string, string> = { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cacheControl, ETag: etag }
  if (updatedAt) headers['Last-Modified'] = updatedAt.toUTCString()
  return notModifiedResponse(request, headers) ?? new Response(feed, { headers })
}

import { createHash } from 'node:crypto'

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
  if (isFresh(request, etag, updatedAt)) return new Response(null, { status: 304, headers })
  return new Response(feed, { headers })
}

/** Whether the reader's copy is current: its ETag matches, or (without one) it is no older than the feed. */
function isFresh(request: Request, etag: string, updatedAt: Date | undefined) {
  const tags = request.headers.get('If-None-Match')
  if (tags) return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  const since = Date.parse(request.headers.get('If-Modified-Since') ?? '')
  return updatedAt !== undefined && !Number.isNaN(since) && Math.floor(updatedAt.getTime() / 1000) * 1000 <= since
}

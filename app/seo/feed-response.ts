/**
 * The answer of an RSS resource route: the feed, cached by shared caches for ten minutes and
 * served stale for a day while it refreshes, or a plain 404 when its news category or podcast
 * series does not exist.
 */
export function rssResponse(feed: string | null): Response {
  if (feed === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  return new Response(feed, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400',
    },
  })
}

import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildSeriesFeed } from '../podcasts/feed.server'
import type { Route } from './+types/podcast-series.$id.feed'

/** The RSS 2.0 podcast feed of a series: /podcast-series/{id}/feed.xml (free episodes only). */
export async function loader({ params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const feed = await buildSeriesFeed(getDb(), { seriesId: params.id, siteName: SITE_NAME, siteUrl: SITE_URL })
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

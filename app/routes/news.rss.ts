import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildNewsFeed } from '../news/feeds.server'
import type { Route } from './+types/news.rss'

/** RSS 2.0 feeds: /news/rss.xml (all news) and /news/category/{slug}/rss.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const feed = await buildNewsFeed(getDb(), { siteName: SITE_NAME, siteUrl: SITE_URL, categorySlug: params.slug })
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

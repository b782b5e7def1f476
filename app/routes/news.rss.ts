import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildNewsFeed } from '../news/feeds.server'
import { rssResponse } from '../seo/feed-response'
import type { Route } from './+types/news.rss'

/** RSS 2.0 feeds: /news/rss.xml (all news) and /news/category/{slug}/rss.xml. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  return rssResponse(request, await buildNewsFeed(getDb(), { siteName: SITE_NAME, siteUrl: SITE_URL, categorySlug: params.slug }))
}

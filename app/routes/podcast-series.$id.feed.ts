import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildSeriesFeed } from '../podcasts/feed.server'
import { rssResponse } from '../seo/feed-response'
import type { Route } from './+types/podcast-series.$id.feed'

/** The public RSS podcast feed of a series: /podcast-series/{id}/feed.xml (free episodes only, decision 23). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const feed = await buildSeriesFeed(getDb(), { seriesId: params.id, siteName: SITE_NAME, siteUrl: SITE_URL })
  return rssResponse(request, feed?.xml ?? null, { updatedAt: feed?.updatedAt })
}

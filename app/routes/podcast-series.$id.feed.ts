import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildSeriesFeed } from '../podcasts/feed.server'
import { rssResponse } from '../seo/feed-response'
import type { Route } from './+types/podcast-series.$id.feed'

/** The RSS 2.0 podcast feed of a series: /podcast-series/{id}/feed.xml (free episodes only). */
export async function loader({ params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  return rssResponse(await buildSeriesFeed(getDb(), { seriesId: params.id, siteName: SITE_NAME, siteUrl: SITE_URL }))
}

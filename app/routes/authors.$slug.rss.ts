import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { buildAuthorFeed } from '../newsroom/authors.server'
import { rssResponse } from '../seo/feed-response'
import type { Route } from './+types/authors.$slug.rss'

/** An author's RSS 2.0 feed: /authors/{slug}/rss.xml. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { SITE_NAME, SITE_URL } = getConfig()
  return rssResponse(request, await buildAuthorFeed(getDb(), params.slug, { siteName: SITE_NAME, siteUrl: SITE_URL }))
}

import { getDb } from '../db/client.server'
import { sharedCacheControl } from '../lib/cache-control.server'
import { jsonError } from '../lib/json-error'
import { MAX_QUERY_LENGTH, searchSite } from '../search/search.server'
import type { Route } from './+types/api.search'
import { readerAnswer } from '../i18n/reader-message.server'

/** Search-as-you-type: GET /api/search?q=… answers grouped public results as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get('q') ?? ''
  if (query.length > MAX_QUERY_LENGTH) {
    return jsonError(400, 'query_too_long', readerAnswer('answers.list.searchTooLong'))
  }
  const result = await searchSite(getDb(), query)
  // The same for every visitor (public items only), so a CDN may share it briefly.
  return Response.json(result, { headers: { 'Cache-Control': sharedCacheControl } })
}

import { trafficProblem } from '../ads/reader.server'
import { getDb } from '../db/client.server'
import { recordOpen, transparentGif } from '../newsletter/editions/open-pixel.server'
import type { Route } from './+types/newsletter.open.$token'

/**
 * GET /newsletter/open/{token}.gif: the open pixel of one reader's copy, in editions whose
 * editor switched opens on. The copy's first fetch is noted (a known bot's is not); every
 * valid fetch gets the 1×1 image, never cached, and a pixel the site never signed gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const isValid = await recordOpen(getDb(), params.token, { count: trafficProblem(request.headers) === null })
  if (!isValid) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(new Uint8Array(transparentGif), {
    headers: { 'Content-Type': 'image/gif', 'Content-Length': String(transparentGif.length), 'Cache-Control': 'no-store, private', 'Referrer-Policy': 'no-referrer' },
  })
}

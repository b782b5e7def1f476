import { getDb } from '../db/client.server'
import { coverOfPreview } from '../newsroom/preview-links.server'
import type { Route } from './+types/preview.$token.cover'

/** The generated cover of the item a working preview link shows (its drafts' covers are not public). */
export async function loader({ params }: Route.LoaderArgs) {
  const svg = await coverOfPreview(getDb(), (params.token ?? '').slice(0, 200))
  if (!svg) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } })
}

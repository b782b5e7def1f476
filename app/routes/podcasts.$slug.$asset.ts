import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { getDb } from '../db/client.server'
import { episodeFileNotFound, episodeTextResponse, findEpisodeText } from '../podcasts/episode-files.server'
import type { Route } from './+types/podcasts.$slug.$asset'

const assets = { 'transcript.vtt': 'transcript', 'chapters.json': 'chapters' } as const

/**
 * An episode's transcript (/podcasts/{slug}/transcript.vtt) and chapters (/podcasts/{slug}/chapters.json)
 * for the public feed and players. A premium episode's go only to members whose plan includes it
 * (private feeds carry their own addresses).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = Object.hasOwn(assets, params.asset) ? assets[params.asset as keyof typeof assets] : null
  if (!kind) return episodeFileNotFound()
  const episode = await findEpisodeText(getDb(), params.slug)
  if (!episode) return episodeFileNotFound()
  if (episode.isPremium && !hasFeature(await getUser(request), 'premium_articles')) {
    return new Response('Premium content: upgrade to open this file.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
  }
  return episodeTextResponse(episode, kind, episode.isPremium ? 'private, max-age=3600' : 'public, max-age=3600, s-maxage=86400')
}

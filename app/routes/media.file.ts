import { getUser } from '../accounts/session.server'
import { recordView } from '../analytics/view-counter.server'
import { getDb } from '../db/client.server'
import { isBotListener, recordEpisodeBytes } from '../podcasts/iab-downloads.server'
import { fileResponse } from '../media-files/byte-range.server'
import { findMediaFile } from '../media-files/media-files.server'
import { canWatchPremium } from '../videos/video-detail.server'
import { requestInfoContext } from '../lib/request-context.server'
import type { Route } from './+types/media.file'

// The encoded files must reach the client byte for byte, so ranges stay valid: no-transform.
const publicCache = 'public, max-age=3600, no-transform'
const privateCache = 'private, max-age=3600, no-transform'

const refuse = (status: 403 | 404) =>
  new Response(status === 403 ? 'Premium content: upgrade to play this file.' : 'Not found', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })

/**
 * Demo media files: /media/video/{slug}.webm, /media/captions/{slug}.vtt and
 * /media/audio/{slug}.mp3 of public videos and episodes, with byte ranges. Premium files
 * go only to signed-in readers whose plan includes premium content. Episode plays (the
 * whole file or a range from its first byte) count as downloads, once per reader an hour;
 * every range fetched also counts towards IAB downloads (app/podcasts/iab-downloads.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb()
  const kind = new URL(request.url).pathname.split('/')[2] ?? ''
  const file = await findMediaFile(db, kind, params.file)
  if (!file) return refuse(404)
  const isPodcast = file.owner.kind === 'podcast'
  const user = file.isPremium || isPodcast ? await getUser(request) : null
  if (file.isPremium && !canWatchPremium(user)) return refuse(403)
  const { response, range } = fileResponse(request, file, file.isPremium ? privateCache : publicCache)
  const isPlay = request.method === 'GET' && (response.status === 200 || (response.status === 206 && range?.start === 0))
  const { clientIp } = context.get(requestInfoContext)
  const userAgent = request.headers.get('User-Agent') ?? ''
  if (isPodcast && isPlay) {
    recordView({ kind: 'podcast', id: file.owner.id }, { userAgent, userId: user?.id, clientIp })
  }
  // IAB downloads: every byte range a listener's player fetches, bots left out.
  if (isPodcast && request.method === 'GET' && (response.status === 200 || response.status === 206) && !isBotListener(userAgent)) {
    await recordEpisodeBytes(getDb(), { episodeId: file.owner.id, start: range?.start ?? 0, end: range?.end ?? file.size - 1, fileBytes: file.size, clientIp, userAgent })
  }
  return response
}

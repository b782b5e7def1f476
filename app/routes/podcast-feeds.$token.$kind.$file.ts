import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { recordView } from '../analytics/view-counter.server'
import { fileResponse } from '../media-files/byte-range.server'
import { findMediaFile } from '../media-files/media-files.server'
import { requestInfoContext } from '../lib/request-context.server'
import { episodeFileNotFound, episodeTextResponse, findEpisodeText } from '../podcasts/episode-files.server'
import { buildSeriesFeed } from '../podcasts/feed.server'
import { checkFeedToken, recordFeedRequest, type FeedListener } from '../podcasts/private-feeds.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { rssResponse } from '../seo/feed-response'
import type { Route } from './+types/podcast-feeds.$token.$kind.$file'

/** Everything behind a token is the member's own: never kept by a shared cache. */
const privateCache = 'private, no-cache'
const privateFileCache = 'private, max-age=3600, no-transform'

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', ...headers } })

const premiumEnded = () => plain(403, 'Premium episodes are no longer part of this membership. Renew Premium to listen again.')

/** `{slug}.{extension}` → slug, for the extension this kind of file has. */
const slugOf = (file: string, extension: string) => (file.endsWith(`.${extension}`) ? file.slice(0, -extension.length - 1) : '')

/**
 * A member's private podcast files, all under /podcast-feeds/{token}/: a series' feed
 * (series/{id}.xml) with premium episodes while the member is entitled, and the audio
 * (audio/{slug}.mp3, byte ranges), transcripts (transcript/{slug}.vtt) and chapters
 * (chapters/{slug}.json) it links. An unknown or reset token is 404, and too many of them
 * from one address are 429 for a while; each request with a valid token counts against the
 * token's hourly limit and notes the client address for the sharing check.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb()
  const { clientIp } = context.get(requestInfoContext)
  const token = await checkFeedToken(db, params.token, clientIp)
  if (token.status === 'limited') {
    const minutes = Math.ceil(token.retryAfterSeconds / 60)
    return plain(429, readerAnswer('answers.auth.tooManyAttempts', { minutes }), { 'Retry-After': String(token.retryAfterSeconds) })
  }
  if (token.status === 'unknown') return plain(404, 'This private feed address is not valid (it may have been reset). Copy the current one from your profile.')
  const { listener } = token
  const limit = await recordFeedRequest(db, listener, clientIp)
  if (!limit.allowed) return plain(429, 'Too many requests for this private feed. Try again later.', { 'Retry-After': String(limit.retryAfterSeconds) })

  switch (params.kind) {
    case 'series':
      return seriesFeed(request, params.token, slugOf(params.file, 'xml'), listener)
    case 'audio':
      return audioFile(request, slugOf(params.file, 'mp3'), listener, clientIp)
    case 'transcript':
    case 'chapters': {
      const episode = await findEpisodeText(db, slugOf(params.file, params.kind === 'transcript' ? 'vtt' : 'json'))
      if (!episode) return episodeFileNotFound()
      if (episode.isPremium && !listener.isEntitled) return premiumEnded()
      return episodeTextResponse(episode, params.kind, privateFileCache)
    }
    default:
      return episodeFileNotFound()
  }
}

async function seriesFeed(request: Request, token: string, seriesId: string, listener: FeedListener) {
  const { SITE_NAME, SITE_URL } = getConfig()
  const feed = await buildSeriesFeed(getDb(), { seriesId, siteName: SITE_NAME, siteUrl: SITE_URL, reader: { token, isEntitled: listener.isEntitled } })
  return rssResponse(request, feed?.xml ?? null, { updatedAt: feed?.updatedAt, cacheControl: privateCache })
}

async function audioFile(request: Request, slug: string, listener: FeedListener, clientIp: string) {
  const db = getDb()
  const file = slug ? await findMediaFile(db, 'audio', `${slug}.mp3`) : null
  if (!file) return episodeFileNotFound()
  if (file.isPremium && !listener.isEntitled) return premiumEnded()
  const { response, range } = fileResponse(request, file, privateFileCache)
  const isPlay = request.method === 'GET' && (response.status === 200 || (response.status === 206 && range?.start === 0))
  if (isPlay) recordView({ kind: 'podcast', id: file.owner.id }, { userAgent: request.headers.get('User-Agent'), userId: listener.userId, clientIp })
  return response
}

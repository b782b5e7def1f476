import { getDb } from '../db/client.server'
import { fileResponse } from '../media-files/byte-range.server'
import { uploadStore } from '../storage/storage.server'
import { checkAccess, readyStream } from '../videos/streams/stream-access.server'
import { streamContentTypes, streamPrefix } from '../videos/streams/video-streams.server'
import type { Route } from './+types/streams.$videoId.$version.$access.$'

const file = /^(?:v\d{1,2}\/)?[\w.-]{1,64}\.(m3u8|ts|jpg|vtt|mp4)$/

const refuse = (status: 403 | 404 | 410, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })

/**
 * GET /streams/{video}/{version}/{access}/{file}: a video's HLS playlists, segments, poster,
 * seek-bar thumbnails and single-file rendition (decisions 58 and 59), with byte ranges. A free video's files are public and never
 * change at their versioned address; a premium video's need the signed access part its page
 * gives entitled readers, and are kept only privately until the signature expires.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params['*'] ?? ''
  const match = file.exec(path)
  const stream = match ? await readyStream(getDb(), params.videoId, params.version) : null
  if (!match || !stream) return refuse(404, 'Not found')
  const refusal = checkAccess(stream, params.access)
  if (refusal === 'expired') return refuse(410, 'This stream address has expired: reload the video page.')
  if (refusal) return refuse(403, 'Premium content: upgrade to watch this video.')
  const store = uploadStore()
  const key = `${streamPrefix(params.videoId, params.version)}/${path}`
  const stored = await store.stat(key)
  if (!stored) return refuse(404, 'Not found')
  const expires = Number(params.access.split('.')[0])
  const cacheControl = stream.isPremium
    ? `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}, no-transform`
    : 'public, max-age=31536000, immutable, no-transform'
  const served = { size: stored.size, modified: stored.modified, etag: stored.etag, contentType: streamContentTypes[match[1]!]!, open: (range: { start: number; end: number }) => store.read(key, range) }
  return fileResponse(request, served, cacheControl).response
}

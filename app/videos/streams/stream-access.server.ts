import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { videos, videoStreams, type StreamRendition } from '../../db/schema'
import { hasValidSignature, sign } from '../../lib/signer.server'
import { isUuid } from '../../lib/uuid'

/** How long a signed stream address works: a long film with pauses, then the page gives a new one. */
export const SIGNED_STREAM_SECONDS = 6 * 60 * 60
/** The access part of a free video's stream address. */
export const PUBLIC_ACCESS = 'public'
const SIGNATURE_LENGTH = 27

/**
 * A stream's files are addressed `/streams/{video}/{version}/{access}/{file}` (decision 58).
 * The playlists name their segments relatively, so the access part (`public` for a free video,
 * `{expires}.{signature}` for a premium one) covers every file a player fetches through them.
 */
export const streamBase = (videoId: string, version: string, access: string) => `/streams/${videoId}/${version}/${access}`

/** A premium stream's access part for an entitled reader: valid until `expires` (seconds since 1970). */
export function signedAccess(videoId: string, version: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + SIGNED_STREAM_SECONDS
  return `${expires}.${sign('video-stream', `${videoId}:${version}:${expires}`, SIGNATURE_LENGTH)}`
}

export type StreamRefusal = 'not-found' | 'expired' | 'forbidden'

/**
 * Whether an address's access part opens the stream: `public` for a free, published video; a
 * signature for the video and version that has not expired for a premium one.
 */
export function checkAccess(stream: { videoId: string; version: string; isPremium: boolean }, access: string, now = Date.now()): StreamRefusal | null {
  if (access === PUBLIC_ACCESS) return stream.isPremium ? 'forbidden' : null
  const [expires, signature = ''] = access.split('.')
  if (!/^\d{10}$/.test(expires ?? '') || !hasValidSignature('video-stream', `${stream.videoId}:${stream.version}:${expires}`, signature, SIGNATURE_LENGTH)) return 'forbidden'
  return Number(expires) * 1000 <= now ? 'expired' : null
}

/** The published video's stream of `version` while it is the one readers get, or null. */
export async function readyStream(db: Db, videoId: string, version: string, now = new Date()) {
  if (!isUuid(videoId) || !/^[\w-]{1,40}$/.test(version)) return null
  const [row] = await db
    .select({ videoId: videoStreams.videoId, version: videoStreams.readyVersion, isPremium: videos.isPremium })
    .from(videoStreams)
    .innerJoin(videos, eq(videos.id, videoStreams.videoId))
      .where(and(eq(videoStreams.videoId, videoId), eq(videoStreams.readyVersion, version), eq(videos.status, 'published'), or(isNull(videos.publishedAt), lte(videos.publishedAt, now))))
  return row?.version ? { ...row, version: row.version } : null
}

export interface StreamView {
  masterUrl: string
  posterUrl: string
  thumbnailsUrl: string
  renditions: Pick<StreamRendition, 'width' | 'height'>[]
  /** One rendition as a single MP4 file (saving offline, players without HLS), with its height; null for versions made without it. */
  file: { url: string; height: number } | null
}

/**
 * Videos' streams as their pages give them to a reader, in one query: the master playlist,
 * poster and seek-bar thumbnails under a public or signed address, by video id. A video with no
 * ready version, or a premium one the reader may not watch, has none.
 */
export async function streamsFor(db: Db, list: { id: string; isPremium: boolean }[], { canWatch, now = Date.now() }: { canWatch: boolean; now?: number }) {
  const watchable = new Map(list.filter((video) => canWatch || !video.isPremium).map((video) => [video.id, video]))
  const views = new Map<string, StreamView>()
  if (watchable.size === 0) return views
  const rows = await db
    .select({ videoId: videoStreams.videoId, version: videoStreams.readyVersion, renditions: videoStreams.renditions, fileHeight: videoStreams.fileHeight })
    .from(videoStreams)
    .where(and(inArray(videoStreams.videoId, [...watchable.keys()]), isNotNull(videoStreams.readyVersion)))
  for (const row of rows) {
    if (!row.version) continue
    const base = streamBase(row.videoId, row.version, watchable.get(row.videoId)!.isPremium ? signedAccess(row.videoId, row.version, now) : PUBLIC_ACCESS)
    views.set(row.videoId, {
      masterUrl: `${base}/master.m3u8`,
      posterUrl: `${base}/poster.jpg`,
      thumbnailsUrl: `${base}/thumbnails.vtt`,
      renditions: row.renditions.map(({ width, height }) => ({ width, height })),
      file: row.fileHeight ? { url: `${base}/file.mp4`, height: row.fileHeight } : null,
    })
  }
  return views
}

/** One video's stream for a reader (`streamsFor`), or null. */
export const streamFor = async (db: Db, video: { id: string; isPremium: boolean }, options: { canWatch: boolean; now?: number }) =>
  (await streamsFor(db, [video], options)).get(video.id) ?? null

import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { videos, videoStreams, type StreamRendition } from '../../db/schema'
import { enqueue, jobQueue } from '../../jobs/queue.server'
import type { ObjectStore } from '../../storage/object-store'
import { uploadStore } from '../../storage/storage.server'
import { SourceRejected } from './ffmpeg.server'
import { adoptSource } from '../uploads/source-uploads.server'
import { fileRungOf, ladderFor } from './ladder'
import { probeSource } from './probe.server'
import { extractPoster, joinRendition, makeSprite, transcodeLadder } from './transcode.server'

/** A database or the transaction a save runs in. */
type Tx = Pick<Db, 'select' | 'insert' | 'update'>

export const TRANSCODE_JOB = 'video-transcode'

/** Where a version of a video's stream lives in the upload store. */
export const streamPrefix = (videoId: string, version: string) => `streams/${videoId}/${version}`

/** The files a stream is made of, by extension: what they are stored and served as. */
export const streamContentTypes: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', jpg: 'image/jpeg', vtt: 'text/vtt; charset=utf-8', mp4: 'video/mp4' }

/**
 * Starts a new version of the video's stream from an uploaded source (its key in the upload
 * store), in the caller's transaction: the row says "queued". An earlier version stays what
 * readers get until this one is ready. The caller queues the job once the transaction is
 * committed (`queueTranscode`), so the job always finds the row.
 */
export async function startStreamVersion(tx: Tx, { videoId, sourceKey, now = new Date() }: { videoId: string; sourceKey: string; now?: Date }) {
  const version = randomUUID().slice(0, 8)
  const fresh = { sourceKey, version, status: 'queued' as const, progress: 0, error: null, attempts: 0, updatedAt: now }
  await tx.insert(videoStreams).values({ videoId, ...fresh, createdAt: now }).onConflictDoUpdate({ target: videoStreams.videoId, set: fresh })
  return version
}

/** Sends a started version to the transcoding queue. */
export const queueTranscode = (videoId: string, version: string) => enqueue(TRANSCODE_JOB, { videoId, version })

/** Starts a new version of the video's stream and queues it (a new upload, or "Transcode again"). */
export async function requestVideoStream(db: Db, options: { videoId: string; sourceKey: string; now?: Date }) {
  const version = await startStreamVersion(db, options)
  await queueTranscode(options.videoId, version)
  return version
}

/** "Transcode again" after a failure: a new version from the same source, queued; null when the latest version did not fail. */
export async function retryVideoStream(db: Db, videoId: string) {
  const [row] = await db.select({ sourceKey: videoStreams.sourceKey, status: videoStreams.status }).from(videoStreams).where(eq(videoStreams.videoId, videoId))
  if (row?.status !== 'failed') return null
  return requestVideoStream(db, { videoId, sourceKey: row.sourceKey })
}

/** The demo media folder, where the demo videos' sources are (`media:video/{file}` keys). */
const mediaRoot = path.resolve('media')
const DEMO_SOURCE = /^\/media\/video\/([a-z0-9-]+\.webm)$/

/**
 * A demo video (its file in the media folder) gets its stream the first time its page is
 * opened (decision 58): the first viewer plays the file itself while the queue transcodes it,
 * so a first `npm start` does no transcoding at all. Once per video, whoever asks first.
 */
export async function requestDemoStream(db: Db, video: { id: string; mediaUrl: string | null }, now = new Date()) {
  const file = DEMO_SOURCE.exec(video.mediaUrl ?? '')?.[1]
  if (!file || !jobQueue()) return false
  // Asked on every view until the stream is ready: a read, and a write only the first time.
  const [known] = await db.select({ videoId: videoStreams.videoId }).from(videoStreams).where(eq(videoStreams.videoId, video.id))
  if (known) return false
  const version = randomUUID().slice(0, 8)
  const created = await db
    .insert(videoStreams)
    .values({ videoId: video.id, sourceKey: `media:video/${file}`, version, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ videoId: videoStreams.videoId })
  if (created.length > 0) await enqueue(TRANSCODE_JOB, { videoId: video.id, version })
  return created.length > 0
}

const setStream = (db: Db, videoId: string, values: Partial<typeof videoStreams.$inferInsert>) =>
  db.update(videoStreams).set({ ...values, updatedAt: new Date() }).where(eq(videoStreams.videoId, videoId))

/**
 * The job: fetches the source to a work folder, probes it, transcodes the ladder it allows,
 * makes the poster and the seek-bar sprite, stores everything under the version's prefix and
 * marks the stream ready with its renditions and real duration. A source that cannot be read
 * fails for good with the reason (retrying would not help); anything else is recorded and
 * thrown, so the queue tries again. A job for a version that a newer upload replaced does nothing.
 */
export async function transcodeVideoStream(db: Db, { videoId, version, store = uploadStore() }: { videoId: string; version: string; store?: ObjectStore }) {
  const [row] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
  if (!row || row.version !== version) return 'superseded' as const
  await setStream(db, videoId, { status: 'processing', progress: 0, error: null, attempts: row.attempts + 1 })
  const work = await mkdtemp(path.join(tmpdir(), 'lumen-transcode-'))
  try {
    const sourceKey = await adoptSource(row.sourceKey, store)
    if (!sourceKey) throw new SourceRejected('The uploaded file is no longer here (uploads are kept three days until a video is saved with them). Upload it again.')
    if (sourceKey !== row.sourceKey) await setStream(db, videoId, { sourceKey })
    const source = path.join(work, 'source')
    await fetchSource(store, sourceKey, source)
    const facts = await probeSource(source)
    const ladder = ladderFor(facts)
    const out = path.join(work, 'out')
    let shown = 0
    await transcodeLadder({
      source, facts, ladder, outDir: out,
      onProgress: (percent) => {
        if (percent - shown < 10) return
        shown = percent
        void setStream(db, videoId, { progress: percent })
      },
    })
    const fileRung = fileRungOf(ladder)
    await joinRendition({ playlist: path.join(out, `v${fileRung}`, 'index.m3u8'), file: path.join(out, 'file.mp4') })
    await extractPoster({ source, facts, width: ladder[0]!.width, file: path.join(out, 'poster.jpg') })
    await makeSprite({ source, facts, spriteFile: path.join(out, 'sprite.jpg'), vttFile: path.join(out, 'thumbnails.vtt') })
    await storeFolder(store, out, streamPrefix(videoId, version))
    const renditions = renditionsOf(await readFile(path.join(out, 'master.m3u8'), 'utf8'))
    const durationSeconds = Math.round(facts.durationSeconds)
    await db.transaction(async (tx) => {
      await tx.update(videoStreams).set({ status: 'ready', progress: 100, readyVersion: version, renditions, fileHeight: ladder[fileRung]!.height, durationSeconds, sourceWidth: facts.width, sourceHeight: facts.height, readyAt: new Date(), updatedAt: new Date() }).where(eq(videoStreams.videoId, videoId))
      await tx.update(videos).set({ durationSeconds }).where(eq(videos.id, videoId))
    })
    return 'ready' as const
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await setStream(db, videoId, { status: 'failed', error: message.slice(0, 500) })
    if (error instanceof SourceRejected) return 'failed' as const
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function fetchSource(store: ObjectStore, key: string, file: string) {
  if (key.startsWith('media:')) {
    const demo = path.resolve(mediaRoot, key.slice('media:'.length))
    if (!demo.startsWith(mediaRoot + path.sep)) throw new SourceRejected('The demo source is outside the media folder.')
    return copyFile(demo, file).catch(() => {
      throw new SourceRejected('The demo video file is missing from the media folder.')
    })
  }
  const stored = await store.stat(key)
  if (!stored || stored.size === 0) throw new SourceRejected('The uploaded file is missing or empty. Upload it again.')
  await pipeline(Readable.fromWeb((await store.read(key, { start: 0, end: stored.size - 1 })) as never), createWriteStream(file))
}

/** Puts every file the transcoder wrote into the store under `prefix`, keeping the folder layout. */
async function storeFolder(store: ObjectStore, folder: string, prefix: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    const key = `${prefix}/${path.relative(folder, file).split(path.sep).join('/')}`
    await store.put(key, await readFile(file), streamContentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream')
  }
}

/** The renditions the master playlist lists: size, bandwidth and playlist, tallest first. */
export function renditionsOf(master: string): StreamRendition[] {
  const lines = master.split('\n').map((line) => line.trim())
  const found: StreamRendition[] = []
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return
    const resolution = /RESOLUTION=(\d+)x(\d+)/.exec(line)
    const bandwidth = /BANDWIDTH=(\d+)/.exec(line)
    const playlist = lines.slice(index + 1).find((next) => next && !next.startsWith('#'))
    if (resolution && bandwidth && playlist) found.push({ width: Number(resolution[1]), height: Number(resolution[2]), bandwidth: Number(bandwidth[1]), playlist })
  })
  return found.sort((a, b) => b.height - a.height)
}

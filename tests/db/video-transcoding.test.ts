import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { Parser } from 'm3u8-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { videos, videoStreams } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { localStore } from '../../app/storage/local-store.server'
import { ladderFor } from '../../app/videos/streams/ladder'
import { SEGMENT_SECONDS } from '../../app/videos/streams/transcode.server'
import { streamPrefix, transcodeVideoStream } from '../../app/videos/streams/video-streams.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const folder = mkdtempSync(path.join(tmpdir(), 'lumen-streams-'))
const store = localStore(folder)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

interface Playlist {
  targetDuration?: number
  segments: { duration: number; uri: string }[]
  playlists?: { uri: string; attributes: { RESOLUTION?: { width: number; height: number }; BANDWIDTH?: number } }[]
}
const parse = (text: string): Playlist => {
  const parser = new Parser()
  parser.push(text)
  parser.end()
  return parser.manifest as Playlist
}
const text = async (key: string) => {
  const stat = await store.stat(key)
  return new Response(await store.read(key, { start: 0, end: stat!.size - 1 })).text()
}

/** A video row and its uploaded source in the store, as the admin's upload leaves them. */
async function uploaded(bytes: Buffer) {
  const [video] = await db.insert(videos).values({ slug: `clip-${uniqueSuffix()}`, title: 'Clip', category: 'Machine Learning', videoType: 'tutorial', author: 'Test' }).returning({ id: videos.id })
  const sourceKey = `uploads/source-${uniqueSuffix()}.mp4`
  await store.put(sourceKey, bytes, 'video/mp4')
  const version = 'v-test'
  await db.insert(videoStreams).values({ videoId: video!.id, sourceKey, version })
  return { videoId: video!.id, version }
}

/** A 10-second 640×360 test picture with a tone, as a camera file would hold it. */
function testSource() {
  const file = path.join(folder, `source-${uniqueSuffix()}.mp4`)
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '10', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file])
  return readFileSync(file)
}

describe('transcoding an uploaded video on the job queue', () => {
  it('makes an HLS ladder of the renditions the source allows, 4-second segments, a poster and a seek-bar sprite', { timeout: 120_000 }, async () => {
    const { videoId, version } = await uploaded(testSource())
    expect(await transcodeVideoStream(db, { videoId, version, store })).toBe('ready')
    const [row] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(row).toMatchObject({ status: 'ready', progress: 100, error: null, durationSeconds: 10, sourceWidth: 640, sourceHeight: 360 })
    expect(row!.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['640x360', '426x240'])
    const [video] = await db.select({ durationSeconds: videos.durationSeconds }).from(videos).where(eq(videos.id, videoId))
    expect(video?.durationSeconds).toBe(10)

    const prefix = streamPrefix(videoId, version)
    const master = parse(await text(`${prefix}/master.m3u8`))
    expect(master.playlists?.map((p) => p.attributes.RESOLUTION)).toEqual(expect.arrayContaining([{ width: 640, height: 360 }, { width: 426, height: 240 }]))
    for (const variant of master.playlists ?? []) {
      const media = parse(await text(`${prefix}/${variant.uri}`))
      expect(media.targetDuration).toBeLessThanOrEqual(6)
      const durations = media.segments.map((segment) => segment.duration)
      expect(durations.reduce((sum, d) => sum + d, 0)).toBeCloseTo(10, 0)
      for (const duration of durations.slice(0, -1)) expect(duration).toBeCloseTo(SEGMENT_SECONDS, 0)
      const folderOf = variant.uri.split('/')[0]
      for (const segment of media.segments) expect(await store.stat(`${prefix}/${folderOf}/${segment.uri}`)).not.toBeNull()
    }

    // The sprite's WebVTT cues point inside the sprite image, one per interval, covering the video.
    const spriteSize = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path.join(folder, prefix, 'sprite.jpg')]).toString().trim().split(',').map(Number)
    const cues = [...(await text(`${prefix}/thumbnails.vtt`)).matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\nsprite\.jpg#xywh=(\d+),(\d+),(\d+),(\d+)/g)]
    expect(cues.length).toBe(5)
    expect(cues.at(-1)![2]).toBe('00:00:10.000')
    for (const [, , , x, y, w, h] of cues) {
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(spriteSize[0]!)
      expect(Number(y) + Number(h)).toBeLessThanOrEqual(spriteSize[1]!)
    }
    expect(await store.stat(`${prefix}/poster.jpg`)).toMatchObject({ size: expect.any(Number) })

    // The 360p rendition as one MP4 file (saving offline): the whole 10 s, index first.
    expect(row!.fileHeight).toBe(360)
    const single = path.join(folder, prefix, 'file.mp4')
    expect(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,height', '-of', 'csv=p=0', single]).toString()).toMatch(/h264,360[\s\S]*aac[\s\S]*10\.\d+/)
    expect(readFileSync(single).subarray(0, 64).toString('latin1')).toContain('moov')
  })

  it('a damaged upload fails with a message an editor can act on, and leaves no stream', { timeout: 60_000 }, async () => {
    const { videoId, version } = await uploaded(Buffer.from(`not a video ${'x'.repeat(5000)}`))
    expect(await transcodeVideoStream(db, { videoId, version, store })).toBe('failed')
    const [row] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(row).toMatchObject({ status: 'failed', renditions: [], readyAt: null })
    expect(row!.error).toMatch(/not a video that can be read/)
    expect(await store.stat(`${streamPrefix(videoId, version)}/master.m3u8`)).toBeNull()
  })

  it('a job for a version a newer upload replaced does nothing', async () => {
    const { videoId } = await uploaded(Buffer.from('irrelevant'))
    expect(await transcodeVideoStream(db, { videoId, version: 'older', store })).toBe('superseded')
  })

  it('the ladder never upscales, keeps the shape, and has at most four rungs', () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((r) => `${r.width}x${r.height}`)).toEqual(['1920x1080', '1280x720', '854x480', '640x360'])
    expect(ladderFor({ width: 640, height: 360 }).map((r) => r.height)).toEqual([360, 240])
    expect(ladderFor({ width: 320, height: 180 })).toEqual([expect.objectContaining({ width: 320, height: 180 })])
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, setConfig } from '../../app/config.server'
import { playlists, playlistVideos, videos, videoStreams } from '../../app/db/schema'
import { getPlaylist } from '../../app/videos/playlists.server'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { loader as streamLoader } from '../../app/routes/streams.$videoId.$version.$access.$'
import { uploadStore } from '../../app/storage/storage.server'
import { PUBLIC_ACCESS, SIGNED_STREAM_SECONDS, signedAccess, streamFor } from '../../app/videos/streams/stream-access.server'
import { streamPrefix } from '../../app/videos/streams/video-streams.server'
import { routeArgs } from '../support/route-args'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const folder = mkdtempSync(path.join(tmpdir(), 'lumen-stream-access-'))
beforeAll(() => setConfig(parseConfig({ ...process.env, UPLOAD_DIR: folder })))
afterAll(() => {
  setConfig(undefined)
  rmSync(folder, { recursive: true, force: true })
})

const segment = new Uint8Array(4000).map((_, n) => n % 251)

/** A published video whose stream version `r1` is ready in the store: a master playlist and one segment. */
async function streamedVideo(isPremium: boolean) {
  const [video] = await db
    .insert(videos)
    .values({ slug: `streamed-${uniqueSuffix()}`, title: 'Streamed', category: 'Machine Learning', videoType: 'tutorial', author: 'Test', isPremium, status: 'published', publishedAt: new Date(Date.now() - 60_000) })
    .returning({ id: videos.id, isPremium: videos.isPremium })
  await db.insert(videoStreams).values({ videoId: video!.id, sourceKey: 'uploads/x.mp4', version: 'r1', readyVersion: 'r1', status: 'ready', renditions: [{ width: 640, height: 360, bandwidth: 900_000, playlist: 'v0/index.m3u8' }] })
  const prefix = streamPrefix(video!.id, 'r1')
  await uploadStore().put(`${prefix}/master.m3u8`, new TextEncoder().encode('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360\nv0/index.m3u8\n'), 'application/vnd.apple.mpegurl')
  await uploadStore().put(`${prefix}/v0/seg_000.ts`, segment, 'video/mp2t')
  return video!
}

/** What the stream route answers for a file under an access part, as a browser asks it. */
function fetchStream(videoId: string, access: string, file: string, headers: Record<string, string> = {}) {
  const args = routeArgs(`/streams/${videoId}/r1/${access}/${file}`, { videoId, version: 'r1', access, '*': file }) as { request: Request }
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value)
  return streamLoader(args as never) as Promise<Response>
}

describe('protected video streams', () => {
  it('a premium stream reaches only readers allowed to watch it, through a signed address that expires', async () => {
    const video = await streamedVideo(true)
    expect(await streamFor(db, video, { canWatch: false })).toBeNull()
    const stream = await streamFor(db, video, { canWatch: true })
    expect(stream?.masterUrl).toMatch(new RegExp(`^/streams/${video.id}/r1/\\d{10}\\.[\\w-]{27}/master\\.m3u8$`))
    expect(stream?.renditions).toEqual([{ width: 640, height: 360 }])
    const access = stream!.masterUrl.split('/')[4]!

    const master = await fetchStream(video.id, access, 'master.m3u8')
    expect(master.status).toBe(200)
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(master.headers.get('cache-control')).toMatch(/^private, max-age=\d+/)
    const part = await fetchStream(video.id, access, 'v0/seg_000.ts', { Range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${segment.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(segment.slice(100, 200))

    // Visitors and free members never get the signature; without it nothing is served.
    expect((await fetchStream(video.id, PUBLIC_ACCESS, 'v0/seg_000.ts')).status).toBe(403)
    expect((await fetchStream(video.id, PUBLIC_ACCESS, 'master.m3u8')).status).toBe(403)
    const [expires, signature] = access.split('.')
    expect((await fetchStream(video.id, `${Number(expires) + 60}.${signature}`, 'master.m3u8')).status).toBe(403)
    const expired = signedAccess(video.id, 'r1', Date.now() - (SIGNED_STREAM_SECONDS + 60) * 1000)
    const gone = await fetchStream(video.id, expired, 'v0/seg_000.ts')
    expect(gone.status).toBe(410)
    expect(await gone.text()).toMatch(/expired/)
    // A signature for one video opens no other.
    const other = await streamedVideo(true)
    expect((await fetchStream(other.id, access, 'master.m3u8')).status).toBe(403)
  })

  it('a free stream is public and cached for good at its versioned address; unknown files and versions are 404', async () => {
    const video = await streamedVideo(false)
    const stream = await streamFor(db, video, { canWatch: false })
    expect(stream?.masterUrl).toBe(`/streams/${video.id}/r1/public/master.m3u8`)
    const master = await fetchStream(video.id, PUBLIC_ACCESS, 'master.m3u8')
    expect(master.status).toBe(200)
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform')
    expect((await fetchStream(video.id, PUBLIC_ACCESS, 'v0/seg_999.ts')).status).toBe(404)
    expect((await fetchStream(video.id, PUBLIC_ACCESS, '../../../etc/passwd')).status).toBe(404)
    const args = routeArgs(`/streams/${video.id}/r0/public/master.m3u8`, { videoId: video.id, version: 'r0', access: PUBLIC_ACCESS, '*': 'master.m3u8' })
    expect(((await streamLoader(args)) as Response).status).toBe(404)
  })

  it('a playlist gives each video its stream in one go: the free one to everyone, the premium one only to readers allowed to watch', async () => {
    const free = await streamedVideo(false)
    const premium = await streamedVideo(true)
    const [playlist] = await db.insert(playlists).values({ title: 'Streams' }).returning({ id: playlists.id })
    await db.insert(playlistVideos).values([{ playlistId: playlist!.id, videoId: free.id, position: 1 }, { playlistId: playlist!.id, videoId: premium.id, position: 2 }])
    const forVisitor = await getPlaylist(db, playlist!.id, { canWatchPremium: false })
    expect(forVisitor?.videos.map((video) => video.stream?.masterUrl ?? null)).toEqual([`/streams/${free.id}/r1/public/master.m3u8`, null])
    const forPremium = await getPlaylist(db, playlist!.id, { canWatchPremium: true })
    expect(forPremium?.videos[1]?.stream?.masterUrl).toMatch(new RegExp(`^/streams/${premium.id}/r1/\\d{10}\\.`))
  })
})

import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../app/db/client.server'
import { podcasts, viewMarks } from '../../app/db/schema'
import { browserUserAgent as browser, demoClients, HttpClient } from '../support/http-client'
import { startServer, type RunningServer } from '../support/server-process'

/** Where the server serves an item's media files, by the item's slug: the same paths as in the project's folder. */
const mediaOf = (slug: string) => ({ video: `/media/video/${slug}.webm`, captions: `/media/captions/${slug}.vtt`, audio: `/media/audio/${slug}.mp3` })
const { video, captions } = mediaOf('gradient-descent-visualized')
const premiumFiles = mediaOf('inside-a-transformer-attention-step-by-step')
const premiumEpisode = mediaOf('evaluation-is-the-new-benchmark').audio
const played = 'why-small-models-are-winning-real-workloads'
const skipped = 'robots-that-learn-from-video'
const onDisk = readFileSync(path.resolve(`.${video}`))

let server: RunningServer
let visitor: HttpClient
let member: HttpClient
const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-media-'))

/**
 * A GET whose body is read in full, so no response is left open on the connection. Plays from
 * crawlers are not counted, so the requests say they come from a browser.
 */
async function get(client: HttpClient, file: string, headers: Record<string, string> = {}) {
  const response = await fetch(client.baseUrl + file, { headers: { cookie: client.cookieHeader, 'User-Agent': browser, ...headers } })
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  server = await startServer({ PGLITE_DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0' })
  ;({ visitor, premium: member } = await demoClients(server.url, ['premium']))
}, 90_000)

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

describe('media files over HTTP', () => {
  it('serves a whole file with its type, length, validators and cache policy', async () => {
    const response = await get(visitor, video, { 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('video/webm')
    expect(response.headers.get('Content-Length')).toBe(String(onDisk.length))
    expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600, no-transform')
    expect(response.headers.get('Last-Modified')).toBeTruthy()
    expect(response.body.equals(onDisk)).toBe(true)
    const etag = response.headers.get('ETag')!
    expect((await get(visitor, video, { 'If-None-Match': etag })).status).toBe(304)
    const vtt = await get(visitor, captions)
    expect(vtt.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8')
    expect(vtt.body.toString()).toMatch(/^WEBVTT\n\n1\n00:00:00\.\d{3} --> /)
  })

  it('answers byte ranges with 206 and exactly those bytes, and 416 outside the file', async () => {
    const part = await get(visitor, video, { Range: 'bytes=100-1123' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-1123/${onDisk.length}`)
    expect(part.headers.get('Content-Length')).toBe('1024')
    expect(part.body.equals(onDisk.subarray(100, 1124))).toBe(true)
    const tail = await get(visitor, video, { Range: 'bytes=-16' })
    expect(tail.body.equals(onDisk.subarray(onDisk.length - 16))).toBe(true)
    const open = await get(visitor, video, { Range: `bytes=${onDisk.length - 10}-` })
    expect(open.headers.get('Content-Range')).toBe(`bytes ${onDisk.length - 10}-${onDisk.length - 1}/${onDisk.length}`)
    for (const range of [`bytes=${onDisk.length}-`, 'bytes=500-20']) {
      const refused = await get(visitor, video, { Range: range })
      expect(refused.status, range).toBe(416)
      expect(refused.headers.get('Content-Range')).toBe(`bytes */${onDisk.length}`)
    }
    // A stale If-Range gets the whole, current file.
    expect((await get(visitor, video, { Range: 'bytes=0-9', 'If-Range': '"old"' })).status).toBe(200)
  })

  it('premium files go only to members whose plan includes them', async () => {
    for (const file of [premiumFiles.video, premiumFiles.captions, premiumEpisode]) {
      const refused = await get(visitor, file)
      expect(refused.status, file).toBe(403)
      expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
      const served = await get(member, file, { Range: 'bytes=0-99' })
      expect(served.status, file).toBe(206)
      expect(served.headers.get('Cache-Control')).toBe('private, max-age=3600, no-transform')
    }
    const free = new HttpClient(server.url)
    await free.login('free@lumen.example', 'LumenFree!2026')
    expect((await get(free, premiumFiles.video)).status).toBe(403)
  })

  it('only known files of public items are reachable: traversal and guesses are 404, a NUL byte 400', async () => {
    for (const file of [
      '/media/video/..%2F..%2Fpackage.json',
      '/media/video/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/captions/..%2Fvideo%2Fgradient-descent-visualized.webm',
      '/media/video/gradient-descent-visualized.vtt',
      '/media/audio/gradient-descent-visualized.mp3',
      '/media/video/no-such-video.webm',
    ]) {
      expect((await get(visitor, file)).status, file).toBe(404)
    }
    // A NUL byte in the address is refused before any route (bad input, not a guess).
    expect((await get(visitor, '/media/video/gradient-descent-visualized.webm%00.png')).status).toBe(400)
  })

  it('video pages are CDN-cacheable for visitors and private for members; unknown ones are 404', async () => {
    for (const page of ['/videos', '/videos?tab=playlists', '/videos/gradient-descent-visualized']) {
      const anonymous = await get(visitor, page)
      expect(anonymous.headers.get('Cache-Control'), page).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
      expect((await get(member, page)).headers.get('Cache-Control'), page).toBe('private, no-cache')
    }
    for (const page of ['/videos/no-such-video', '/playlists/no-such-list', '/playlists/00000000-0000-4000-8000-000000000000']) {
      expect((await get(visitor, page)).status, page).toBe(404)
    }
  })

  it('an episode play counts once per reader an hour; later ranges and HEAD do not count', async () => {
    expect((await get(visitor, mediaOf(played).audio, { Range: 'bytes=0-' })).status).toBe(206)
    expect((await get(visitor, mediaOf(played).audio)).status).toBe(200)
    expect((await get(visitor, mediaOf(skipped).audio, { Range: 'bytes=1000-' })).status).toBe(206)
    expect((await fetch(server.url + mediaOf(skipped).audio, { method: 'HEAD', headers: { 'User-Agent': browser } })).status).toBe(200)
    // Stopping flushes the batched counts; then the database can be read directly.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const handle = await openDb({ kind: 'pglite', dataDir })
    try {
      const marks = async (slug: string) => {
        const [episode] = await handle.db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.slug, slug))
        return handle.db.select().from(viewMarks).where(and(eq(viewMarks.kind, 'podcast'), eq(viewMarks.itemId, episode!.id)))
      }
      expect(await marks(played)).toHaveLength(1)
      expect(await marks(skipped)).toHaveLength(0)
    } finally {
      await handle.close()
    }
  }, 30_000)
})

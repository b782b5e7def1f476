import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getConfig, parseConfig, setConfig } from '../../app/config.server'
import { getDb } from '../../app/db/client.server'
import { videos, videoStreams } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { jobDefinitions } from '../../app/jobs/definitions.server'
import { startJobQueue, stopJobQueue } from '../../app/jobs/queue.server'
import { offlinePackOf } from '../../app/offline/pack.server'
import { action as editorAction } from '../../app/routes/admin.content.$type.$id'
import { action as streamAction, loader as streamLoader } from '../../app/routes/admin.content.videos.$id.stream'
import { action as uploadAction, loader as uploadLoader } from '../../app/routes/admin.video-uploads.$'
import { uploadStore } from '../../app/storage/storage.server'
import { fileRungOf, ladderFor } from '../../app/videos/streams/ladder'
import { transcodeVideoStream } from '../../app/videos/streams/video-streams.server'
import { sourceKeyOf } from '../../app/videos/uploads/source-uploads.server'
import { answerStatus, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const handle = await openTestDb()
const db = getDb()
const folder = mkdtempSync(path.join(tmpdir(), 'lumen-source-uploads-'))
const parts = path.join(folder, 'parts')
beforeAll(async () => {
  setConfig(parseConfig({ ...process.env, UPLOAD_DIR: path.join(folder, 'store'), RESUMABLE_UPLOAD_DIR: parts, VIDEO_SOURCE_MAX_MB: '20' }))
  // Saving sends the transcoding job; the tests run the job themselves.
  await startJobQueue(handle, jobDefinitions(getConfig()), { work: false })
})
afterAll(async () => {
  await stopJobQueue()
  setConfig(undefined)
  rmSync(folder, { recursive: true, force: true })
})

const { cookie: editorCookie } = await signedInMember(db, { role: 'editor' })
const base64 = (text: string) => Buffer.from(text).toString('base64')

/** One tus request to the upload route, as tus-js-client sends it (HEAD and GET go to the loader). */
async function tus(method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, { headers = {}, body, cookie = editorCookie }: { headers?: Record<string, string>; body?: Uint8Array; cookie?: string } = {}) {
  const request = new Request(`http://localhost${url}`, { method, headers: { 'Tus-Resumable': '1.0.0', Cookie: cookie, ...headers }, body: body as BodyInit | undefined })
  const args = { request, params: { '*': url.split('/').slice(3).join('/') }, context: undefined } as never
  return (method === 'HEAD' ? uploadLoader(args) : uploadAction(args)) as Promise<Response>
}

async function createUpload(name: string, size: number) {
  const created = await tus('POST', '/admin/video-uploads', { headers: { 'Upload-Length': String(size), 'Upload-Metadata': `filename ${base64(name)},filetype ${base64('video/mp4')}` } })
  return created
}

const sendPart = (location: string, offset: number, bytes: Uint8Array) =>
  tus('PATCH', location, { headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body: bytes })

/** An 8-second 640×360 test picture with a tone, as a camera would record it. */
function cameraFile() {
  const file = path.join(folder, `camera-${uniqueSuffix()}.mp4`)
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file])
  return new Uint8Array(readFileSync(file))
}

/** Uploads `bytes` in two parts, asking in between how much arrived (as a resumed upload does). */
async function uploadInTwoParts(bytes: Uint8Array, name = 'keynote.mp4') {
  const created = await createUpload(name, bytes.length)
  expect(created.status).toBe(201)
  const location = created.headers.get('Location')!
  expect(location).toMatch(/^\/admin\/video-uploads\/[0-9a-f-]{36}$/)
  const half = Math.floor(bytes.length / 2)
  expect((await sendPart(location, 0, bytes.subarray(0, half))).status).toBe(204)
  const asked = await tus('HEAD', location)
  expect(asked.status).toBe(200)
  expect(asked.headers.get('Upload-Offset')).toBe(String(half))
  const last = await sendPart(location, half, bytes.subarray(half))
  return { id: location.split('/').pop()!, last }
}

function saveVideo(id: string | null, fields: Record<string, string>) {
  const url = `/admin/content/videos/${id ?? 'new'}`
  return editorAction(routeArgs(url, { type: 'videos', id: id ?? 'new' }, {
    cookie: editorCookie,
    form: { intent: 'save', title: `Keynote ${uniqueSuffix()}`, category: 'Machine Learning', videoType: 'tutorial', status: 'draft', durationSeconds: '0', description: 'Keynote recording', slug: '', thumbnail: '', mediaUrl: '', captionsUrl: '', coverAlt: '', coverFocus: 'center', author: '', ...fields },
  }))
}

const videoIdOf = (answer: unknown) => /\/admin\/content\/videos\/([0-9a-f-]{36})/.exec((answer as Response).headers.get('Location') ?? '')![1]!

describe('resumable uploads of video sources', () => {
  it('a source arrives in parts, resumes from what the server has, and becomes the video’s stream when it is saved', { timeout: 120_000 }, async () => {
    const { id, last } = await uploadInTwoParts(cameraFile())
    expect(last.status).toBe(204)

    // Saved as a draft with the upload: the stream is queued; publishing waits for it.
    const saved = await saveVideo(null, { sourceUpload: id, isPremium: 'on' })
    expect(answerStatus(saved), JSON.stringify((saved as { data?: unknown }).data)).toBe(302)
    const videoId = videoIdOf(saved)
    const [queued] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(queued).toMatchObject({ status: 'queued', sourceKey: `resumable:${id}`, readyVersion: null })
    const early = (await saveVideo(videoId, { intent: 'publish', status: 'published' })) as { data: { message: string | null; errors: Record<string, string> } }
    expect(answerStatus(early)).toBe(400)
    expect(JSON.stringify(early.data)).toContain('The video is still being transcoded. Save it as a draft: it can be published once its renditions are ready.')

    // The job moves the source into the store, deletes its parts and makes the streams.
    expect(await transcodeVideoStream(db, { videoId, version: queued!.version })).toBe('ready')
    const [ready] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(ready).toMatchObject({ status: 'ready', sourceKey: sourceKeyOf(id), fileHeight: 360, durationSeconds: 8 })
    expect(await uploadStore().stat(sourceKeyOf(id))).toMatchObject({ size: expect.any(Number) })
    expect(existsSync(path.join(parts, id))).toBe(false)
    const status = (await streamLoader(routeArgs(`/admin/content/videos/${videoId}/stream`, { id: videoId }, { cookie: editorCookie }))) as { data: unknown }
    expect(status.data).toMatchObject({ status: 'ready', renditions: [360, 240], durationSeconds: 8, hasReadyVersion: true })

    // The form still says 0 seconds: the measured duration stays.
    const published = await saveVideo(videoId, { intent: 'publish', status: 'published', isPremium: 'on', durationSeconds: '0' })
    expect(answerStatus(published)).toBe(302)
    expect((await db.select({ durationSeconds: videos.durationSeconds }).from(videos).where(eq(videos.id, videoId)))[0]!.durationSeconds).toBe(8)

    // Saved offline, a premium video is its single-file rendition under a signed address.
    const [video] = await db.select({ slug: videos.slug }).from(videos).where(eq(videos.id, videoId))
    const pack = await offlinePackOf(db, `/videos/${video!.slug}`)
    const saved360 = pack!.media.find((file) => file.role === 'video')!
    expect(saved360.path).toMatch(new RegExp(`^/streams/${videoId}/${ready!.readyVersion}/\\d{10}\\.[\\w-]{27}/file\\.mp4$`))
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'csv=p=0', path.join(folder, 'store', `streams/${videoId}/${ready!.readyVersion}/file.mp4`)]).toString()
    expect(probe).toContain('video,640,360')
    expect(probe).toContain('audio')
  })

  it('refuses a file of another type, one over the size limit, and contents that are not a video, with the reason', async () => {
    const wrongName = await createUpload('slides.pdf', 1000)
    expect(wrongName.status).toBe(415)
    expect(await wrongName.text()).toBe('Choose an MP4, MOV, WebM or MKV video file.')
    const tooLarge = await createUpload('long-talk.mp4', 21 * 1024 * 1024)
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.text()).toBe('The video is larger than 20 MB, the largest this site accepts.')

    const { id, last } = await uploadInTwoParts(new TextEncoder().encode(`Dear team, the agenda for Monday is attached. ${'x'.repeat(3000)}`), 'agenda.mp4')
    expect(last.status).toBe(415)
    expect(await last.text()).toBe('This file is not a video: its contents are not MP4, MOV, WebM or MKV.')
    expect(existsSync(path.join(parts, id))).toBe(false)
    // Saving with it says so beside the upload and keeps the typed title.
    const refused = (await saveVideo(null, { sourceUpload: id, title: 'Monday agenda' })) as { data: { errors: Record<string, string>; values: Record<string, string> } }
    expect(answerStatus(refused)).toBe(400)
    expect(refused.data.errors.sourceUpload).toBe('The uploaded video file was not found. Upload it again.')
    expect(refused.data.values.title).toBe('Monday agenda')
  })

  it('a video with nothing to play cannot be published; one with a file’s address can', async () => {
    const empty = (await saveVideo(null, { intent: 'publish', status: 'published' })) as { data: { errors: Record<string, string> } }
    expect(answerStatus(empty)).toBe(400)
    expect(empty.data.errors.sourceUpload).toBe('Upload the video (or give its file’s address) before publishing it.')
    expect(answerStatus(await saveVideo(null, { intent: 'publish', status: 'published', mediaUrl: '/media/video/gradient-descent-visualized.webm' }))).toBe(302)
  })

  it('is for staff who write content; a half-sent upload cannot be attached', async () => {
    const { cookie: memberCookie } = await signedInMember(db)
    expect(await thrownStatus(tus('POST', '/admin/video-uploads', { cookie: memberCookie, headers: { 'Upload-Length': '10', 'Upload-Metadata': `filename ${base64('a.mp4')}` } }))).toBe(403)
    const created = await createUpload('half.mp4', 5000)
    const id = created.headers.get('Location')!.split('/').pop()!
    await sendPart(created.headers.get('Location')!, 0, new Uint8Array(1000))
    const refused = (await saveVideo(null, { sourceUpload: id })) as { data: { errors: Record<string, string> } }
    expect(refused.data.errors.sourceUpload).toBe('The uploaded video file was not found. Upload it again.')
  })

  it('a failed transcoding holds publishing back with its reason, and "Transcode again" queues a new version', { timeout: 60_000 }, async () => {
    const header = new Uint8Array(readFileSync(path.join(process.cwd(), 'media/video', readdirVideo())).subarray(0, 64))
    const broken = new Uint8Array(4096)
    broken.set(header)
    const { id } = await uploadInTwoParts(broken, 'broken.webm')
    const videoId = videoIdOf(await saveVideo(null, { sourceUpload: id }))
    const [queued] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(await transcodeVideoStream(db, { videoId, version: queued!.version })).toBe('failed')
    const refused = (await saveVideo(videoId, { intent: 'publish', status: 'published' })) as { data: unknown }
    expect(answerStatus(refused)).toBe(400)
    expect(JSON.stringify(refused.data)).toMatch(/The video could not be transcoded \(.+\)\. Upload the file again or transcode it again, then publish it\./)

    const again = (await streamAction(routeArgs(`/admin/content/videos/${videoId}/stream`, { id: videoId }, { cookie: editorCookie, form: { intent: 'retry' } }))) as { data: { status: string } }
    expect(again.data.status).toBe('queued')
    const [requeued] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
    expect(requeued!.version).not.toBe(queued!.version)
    const notFailed = await streamAction(routeArgs(`/admin/content/videos/${videoId}/stream`, { id: videoId }, { cookie: editorCookie, form: { intent: 'retry' } }))
    expect(answerStatus(notFailed)).toBe(409)
  })

  it('the single-file rendition is the rung nearest 360 lines', () => {
    const pick = (width: number, height: number) => ladderFor({ width, height })[fileRungOf(ladderFor({ width, height }))]!.height
    expect(pick(1920, 1080)).toBe(360)
    expect(pick(640, 360)).toBe(360)
    expect(pick(320, 180)).toBe(180)
  })
})

/** One of the demo videos' files (WebM), whose header a damaged upload starts with. */
const readdirVideo = () => readdirSync(path.join(process.cwd(), 'media/video')).find((name) => name.endsWith('.webm'))!

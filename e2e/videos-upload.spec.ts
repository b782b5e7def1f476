import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { adminSessionForFile } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { consentCookie } from './support/consent'
import { expect, test, whenInteractive } from './support/test'

const openEditor = adminSessionForFile()
const PART_BYTES = 5 * 1024 * 1024

/** An 8-second 640×360 recording with a tone, noisy enough to need two 5 MB parts. */
function recording() {
  const folder = mkdtempSync(path.join(tmpdir(), 'lumen-e2e-source-'))
  const file = path.join(folder, 'conference-keynote.mp4')
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25,noise=alls=20:allf=t', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '22', '-c:a', 'aac', '-shortest', file])
  const buffer = readFileSync(file)
  rmSync(folder, { recursive: true, force: true })
  expect(buffer.length).toBeGreaterThan(PART_BYTES)
  return buffer
}

test('an admin uploads a video in parts, resumes it after an interruption, watches it transcode and publishes it; a viewer plays it', async ({ browser }) => {
  test.setTimeout(180_000)
  const source = recording()
  const { admin, close } = await openEditor(browser, '/admin/content/videos/new')
  await expect(admin.getByRole('heading', { name: 'New video' })).toBeVisible({ timeout: 20_000 })
  await whenInteractive(admin)
  const title = `Keynote: agents in the newsroom ${Math.random().toString(36).slice(2, 7)}`
  await admin.getByLabel('Title').fill(title)
  await admin.getByLabel('Description', { exact: true }).fill('0:00 Opening\n0:04 What changed this year\nRecorded at the spring conference.')

  // The second part is held until the editor pauses: the connection "drops" mid-upload.
  const sent: { method: string; offset: string | undefined }[] = []
  admin.on('request', (request) => {
    if (request.url().includes('/admin/video-uploads')) sent.push({ method: request.method(), offset: request.headers()['upload-offset'] })
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let patches = 0
  await admin.route(/\/admin\/video-uploads\//, async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) {
      await held
      await route.abort('connectionreset').catch(() => undefined)
      return
    }
    await route.continue()
  })

  await admin.getByLabel('Upload a video source').setInputFiles({ name: 'conference-keynote.mp4', mimeType: 'video/mp4', buffer: source })
  const progress = admin.getByTestId('upload-progress-text')
  await expect(progress).toContainText(/% · .+ of \d+(\.\d)? MB/)
  await expect.poll(() => patches).toBe(2)
  await admin.getByRole('button', { name: 'Pause' }).click()
  await expect(progress).toContainText('paused')
  release()
  await expectNoAxeViolations(admin, { label: 'video editor with a paused upload' })

  // Resuming asks the server what arrived and sends only the rest.
  await admin.getByRole('button', { name: 'Resume' }).click()
  await expect(admin.getByText(/Uploaded conference-keynote\.mp4 \(.+\)\. Save the video to transcode it\./)).toBeVisible({ timeout: 30_000 })
  const afterPause = sent.slice(sent.findIndex((request, index) => request.method === 'PATCH' && sent.slice(0, index).some((earlier) => earlier.method === 'PATCH')) + 1)
  expect(afterPause.map((request) => request.method)).toContain('HEAD')
  expect(afterPause.filter((request) => request.method === 'PATCH').map((request) => request.offset)).toEqual([String(PART_BYTES)])

  // Saved as a draft: it transcodes, and the editor shows it happening until it is ready.
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText('Created.')).toBeVisible({ timeout: 20_000 })
  const streams = admin.getByTestId('video-stream-panel')
  await expect(streams).toContainText(/Queued|Transcoding|Ready/)
  await expect(streams).toContainText('Ready', { timeout: 120_000 })
  await expect(streams).toContainText('360p, 240p · 0:08')
  await expectNoAxeViolations(admin, { label: 'video editor with its streams ready' })
  await admin.getByRole('button', { name: 'Publish now' }).click()
  await expect(admin.getByText('Published: readers can see it now.')).toBeVisible()
  const slug = await admin.getByLabel('Slug').inputValue()

  // A viewer plays it: the quality they choose, a chapter, a preview while seeking.
  const context = await browser.newContext()
  await context.addCookies([consentCookie])
  const viewer = await context.newPage()
  await viewer.goto(`/videos/${slug}`)
  await expect(viewer.getByTestId('video-player')).toHaveAttribute('data-stream', 'hls')
  await expect(viewer.getByText('Duration 0:08')).toBeVisible()
  await expect(viewer.getByTestId('video-qualities')).toHaveText('Qualities: 360p · 240p')
  await whenInteractive(viewer)
  const menu = viewer.getByTestId('quality-menu')
  await expect(menu.locator('option')).toHaveText([/^Auto/, '360p', '240p'], { timeout: 20_000 })
  const lowSegment = viewer.waitForRequest(/\/streams\/[^/]+\/[^/]+\/public\/v1\/seg_\d+\.ts$/)
  await menu.selectOption({ label: '240p' })
  await viewer.getByTestId('video-player').evaluate((video: HTMLVideoElement) => { video.muted = true; return video.play() })
  await lowSegment
  await viewer.getByTestId('chapter-list').getByRole('button', { name: /What changed this year/ }).click()
  await expect.poll(() => viewer.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(4)
  const timeline = viewer.getByTestId('stream-timeline')
  const box = (await timeline.boundingBox())!
  await viewer.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
  await expect(viewer.getByTestId('seek-thumbnail')).toHaveCSS('background-image', /sprite\.jpg/)
  await expectNoAxeViolations(viewer, { label: 'uploaded video playing its stream' })
  await context.close()

  // Clean up, so the video list keeps its usual length for other tests.
  await admin.getByLabel('I understand this cannot be undone').check()
  await admin.getByRole('button', { name: 'Delete video' }).click()
  await expect(admin.getByText('Deleted.', { exact: true })).toBeVisible()
  await close()
})

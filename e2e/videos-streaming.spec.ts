import { expectNoAxeViolations } from './support/axe'
import { expect, test, whenInteractive } from './support/test'

const freeVideo = '/videos/gradient-descent-visualized'

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

test('a demo video becomes an adaptive stream: the viewer switches quality, jumps to a chapter and previews frames on the timeline', async ({ page }) => {
  test.setTimeout(150_000)
  // The first visit sends the demo video to the job queue; the page plays the file meanwhile.
  await page.goto(freeVideo)
  await expect(page.getByTestId('video-player')).toBeVisible()
  await expect(async () => {
    await page.goto(`${freeVideo}?fresh=${Date.now()}`)
    await expect(page.getByTestId('video-player')).toHaveAttribute('data-stream', 'hls', { timeout: 1000 })
  }).toPass({ timeout: 90_000, intervals: [2000] })
  await whenInteractive(page)

  // hls.js reads the master playlist; the reader may leave the quality to it or pick one.
  const menu = page.getByTestId('quality-menu')
  await expect(menu).toBeVisible({ timeout: 20_000 })
  await expect(menu.locator('option')).toHaveText([/^Auto/, '360p', '240p'])
  const lowSegment = page.waitForRequest(/\/streams\/[^/]+\/[^/]+\/public\/v1\/seg_\d+\.ts$/)
  await menu.selectOption({ label: '240p' })
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => { video.muted = true; return video.play() })
  await lowSegment

  // Chapters from the description: listed, marked on the timeline, and a click jumps there.
  const chapters = page.getByTestId('chapter-list').getByRole('button')
  await expect(chapters).toHaveCount(3)
  await expect(page.getByTestId('chapter-mark')).toHaveCount(2)
  await chapters.filter({ hasText: 'Choosing the learning rate' }).click()
  await expect.poll(() => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(8)

  // Hovering the timeline previews the frame there, from the thumbnail sprite.
  const timeline = page.getByTestId('stream-timeline')
  const box = (await timeline.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
  await expect(page.getByTestId('seek-thumbnail')).toHaveCSS('background-image', /sprite\.jpg/)
  await expect(page.getByTestId('seek-preview')).toContainText('Momentum and batch size')
  await expectNoAxeViolations(page, { label: 'video page with a stream' })
})

test('a premium video page gives visitors no stream address', async ({ page }) => {
  const response = await page.goto('/videos/inside-a-transformer-attention-step-by-step')
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain('/streams/')
  expect(html).not.toContain('master.m3u8')
})

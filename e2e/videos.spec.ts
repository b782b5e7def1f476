import { expect, logIn, test, type Page } from './support/test'
import { applyFilters } from './support/forms'

const free = { email: 'free@lumen.example', password: 'LumenFree!2026' }

const currentTime = (page: Page) => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.currentTime)

/** Starts playback the way a reader would: focus the player and press k. */
async function play(page: Page) {
  const player = page.getByTestId('video-player')
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
  await player.focus()
  await page.keyboard.press('k')
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

test('videos: filters and search live in the address, tabs count, Load More appends', async ({ page }) => {
  await page.goto('/videos')
  const cards = page.getByTestId('video-card')
  await expect(cards).toHaveCount(9)
  await expect(page.getByTestId('videos-count')).toHaveText('12')
  await page.getByRole('link', { name: 'Load More' }).click()
  await expect(cards).toHaveCount(12)
  await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0)

  await page.getByLabel('Category').selectOption('robotics')
  await expect(page).toHaveURL(/category=robotics/)
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Type').selectOption('interview')
  await expect(page).toHaveURL(/type=interview/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('What Robotics Startups Get Wrong About Safety')
  await expect(page.getByTestId('playlists-count')).toHaveText('1')

  await page.goto('/videos')
  await page.getByLabel('Search videos').fill('warehouse')
  await page.getByLabel('Search videos').press('Enter')
  await expect(page).toHaveURL(/search=warehouse/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Warehouse Robots That Learn from Demonstration')
  await page.getByRole('navigation', { name: 'Videos and playlists' }).getByRole('link', { name: /Playlists/ }).click()
  await expect(page.getByTestId('playlist-card')).toHaveCount(1)
  await expect(page.getByTestId('playlist-card')).toContainText('Watch Playlist')

  await page.goto('/videos?search=zzqqnothing')
  await expect(page.getByText('No videos found')).toBeVisible()
  await page.goto('/videos?search=zzqqnothing&tab=playlists')
  await expect(page.getByText('No playlists found')).toBeVisible()
})

test('a video plays with captions, and the shortcuts are documented', async ({ page }) => {
  await page.goto('/videos/gradient-descent-visualized')
  await expect(page.getByTestId('shortcuts')).toContainText('Keyboard shortcuts')
  const track = page.locator('track[kind="captions"][srclang="en"]')
  await expect(track).toHaveAttribute('src', '/media/captions/gradient-descent-visualized.vtt')
  await play(page)
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(1)
  const mode = await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)
  expect(mode).toBe('showing')
  await page.keyboard.press('k')
  await expect.poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
  const before = await currentTime(page)
  await page.keyboard.press('l')
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 9)
  await page.keyboard.press('m')
  expect(await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
})

test('a member leaves a video and comes back to the same place', async ({ page }) => {
  await logIn(page, free.email, free.password)
  await page.goto('/videos/live-demo-real-time-shelf-monitoring')
  await play(page)
  // Listen before seeking: the jump itself may already save the place (more than 5 s moved).
  const saved = page.waitForResponse((r) => r.url().endsWith('/videos/live-demo-real-time-shelf-monitoring/position') && r.status() === 204)
  await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => (v.currentTime = 12))
  await page.keyboard.press('k')
  await saved
  await page.reload()
  await expect(page.getByTestId('resume-note')).toContainText('0:12')
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(12)
  await page.getByRole('button', { name: 'Start over' }).click()
  expect(await currentTime(page)).toBe(0)

  // Members like videos; the choice is kept.
  await page.getByTestId('like-button').click()
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
})

test('filters, tabs and Load More work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await applyFilters(page, '/videos', { Category: 'industry-news', 'Sort by': 'views' })
  await expect(page).toHaveURL(/category=industry-news/)
  await expect(page).toHaveURL(/sort=views/)
  await expect(page.getByTestId('video-card')).toHaveCount(2)
  await expect(page.getByTestId('video-card').first()).toContainText('This Week in AI')
  await page.goto('/videos')
  await page.getByRole('link', { name: 'Load More' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByTestId('video-card')).toHaveCount(12)
  await page.getByRole('navigation', { name: 'Videos and playlists' }).getByRole('link', { name: /Playlists/ }).click()
  await expect(page.getByTestId('playlist-card')).toHaveCount(3)
  await context.close()
})

import { expectNoAxeViolations } from './support/axe'
import { expect, logIn, test, type Page } from './support/test'

const premiumVideo = '/videos/inside-a-transformer-attention-step-by-step'

async function openPlaylist(page: Page, title: string) {
  await page.goto('/videos?tab=playlists')
  await page.getByRole('link', { name: `Watch Playlist: ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

test('a premium video shows the upgrade prompt to a free member and plays for a premium member', async ({ page, browser }) => {
  await logIn(page, 'free@lumen.example', 'LumenFree!2026')
  await page.goto(premiumVideo)
  await expect(page.getByTestId('premium-prompt')).toContainText('This is a premium video')
  await expect(page.getByTestId('premium-prompt').getByRole('link', { name: 'Upgrade to Watch' })).toHaveAttribute('href', '/subscription')
  await expect(page.getByTestId('video-player')).toHaveCount(0)
  expect(await page.content()).not.toContain('/media/video/inside-a-transformer')
  expect((await page.request.get('/media/video/inside-a-transformer-attention-step-by-step.webm')).status()).toBe(403)

  const context = await browser.newContext()
  const member = await context.newPage()
  await logIn(member, 'premium@lumen.example', 'LumenPremium!2026')
  await member.goto(premiumVideo)
  const player = member.getByTestId('video-player')
  // The file, or its stream once another test's visit has had the demo video transcoded (hls.js plays it from a blob).
  await expect(player).toHaveAttribute('src', /^(\/media\/video\/inside-a-transformer-attention-step-by-step\.webm|blob:http:\/\/127\.0\.0\.1:\d+\/[0-9a-f-]+)$/)
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
  await player.focus()
  await member.keyboard.press('k')
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5)
  await context.close()
})

test('a playlist plays on to the next video unless autoplay is turned off, which is remembered', async ({ page }) => {
  await openPlaylist(page, 'Robots and Vision in the Real World')
  const toggle = page.getByRole('switch', { name: 'Autoplay next video' })
  await expect(toggle).toBeChecked()
  const player = page.getByTestId('video-player')
  const playNearEnd = async () => {
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
    await player.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 1))
    await player.focus()
    await page.keyboard.press('k')
  }
  await playNearEnd()
  await expect(page).toHaveURL(/\?v=warehouse-robots-learning-from-demonstration/, { timeout: 10_000 })
  await expect(page.getByTestId('current-title')).toHaveText('Warehouse Robots That Learn from Demonstration')
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3)

  await toggle.uncheck()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Autoplay next video' })).not.toBeChecked()
  await playNearEnd()
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 10_000 }).toBe(true)
  await expect(page).toHaveURL(/\?v=warehouse-robots-learning-from-demonstration/)
  await expect(page.getByTestId('current-title')).toHaveText('Warehouse Robots That Learn from Demonstration')
})

const axePages = ['/videos', '/videos?tab=playlists', '/videos/gradient-descent-visualized', premiumVideo, 'AI for Marketing Teams']

for (const theme of ['dark', 'light'] as const) {
  for (const target of axePages) {
    test(`axe finds no violations on ${target} in the ${theme} theme`, async ({ page }) => {
      await page.context().addCookies([{ name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
      if (target.startsWith('/')) await page.goto(target)
      else await openPlaylist(page, target)
      await expectNoAxeViolations(page)
    })
  }
}

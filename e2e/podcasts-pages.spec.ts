import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'
import { prepare } from './support/listening'

const axePages = ['/podcasts', '/podcasts/who-is-accountable-when-the-model-is-wrong', '/podcasts/evaluation-is-the-new-benchmark', 'a series page']

for (const theme of ['dark', 'light'] as const) {
  for (const target of axePages) {
    test(`axe finds no violations on ${target} in the ${theme} theme`, async ({ page }) => {
      await prepare(page, theme)
      if (target.startsWith('/')) {
        await page.goto(target)
      } else {
        await page.goto('/podcasts?tab=series')
        await page.getByTestId('series-card').first().getByRole('link', { name: /View Series/ }).click()
        await expect(page).toHaveURL(/\/podcast-series\//)
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // With an inline player open on the list.
      if (target === '/podcasts') await page.getByTestId('episode-toggle').first().click()
      await expectNoAxeViolations(page)
    })
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filters and tabs are plain links and forms; episodes play with the browser controls', async ({ page }) => {
    await prepare(page)
    await page.goto('/podcasts')
    await page.getByLabel('Category').selectOption('interviews')
    await page.getByLabel('Search podcasts').fill('agency')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/category=interviews/)
    await expect(page).toHaveURL(/search=agency/)
    const cards = page.getByTestId('episode-card')
    await expect(cards).toHaveCount(1)
    await expect(cards.getByTestId('episode-toggle')).toHaveCount(0)
    await page.getByTestId('tab-series').click()
    await expect(page.getByTestId('series-card')).toHaveCount(1)
    await page.goto('/podcasts/inside-an-agency-ai-content-studio')
    await expect(page.locator('audio[controls]')).toHaveAttribute('src', '/media/audio/inside-an-agency-ai-content-studio.mp3')
    await expect(page.getByTestId('play-toggle')).toHaveCount(0)
  })
})

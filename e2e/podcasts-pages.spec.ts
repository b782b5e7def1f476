import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { prepare } from './support/listening'

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violations on the podcasts pages in the ${theme} theme`, async ({ page }) => {
    await prepare(page, theme)
    await page.goto('/podcasts?tab=series')
    const seriesHref = await page.getByTestId('series-card').first().getByRole('link', { name: /View Series/ }).getAttribute('href')
    const paths = ['/podcasts', '/podcasts/who-is-accountable-when-the-model-is-wrong', '/podcasts/evaluation-is-the-new-benchmark', seriesHref!]
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // With an inline player open on the list.
      if (path === '/podcasts') await page.getByTestId('episode-toggle').first().click()
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  })
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

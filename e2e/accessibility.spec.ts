import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const pages = ['/', '/news', '/search?q=robots', '/contact', '/advertising', '/privacy', '/terms', '/cookies', '/no-such-page']

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([
        { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
        { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
      ])
    })

    for (const path of pages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path)
        await expectNoAxeViolations(page)
      })
    }

    test('axe finds no violations on an article, and the skip link reaches the content', async ({ page }) => {
      await page.goto('/news')
      const href = await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').getAttribute('href')
      await page.goto(href!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: /Skip to/ })
      await expect(skip).toBeFocused()
      await skip.press('Enter')
      await expect(page.locator('main')).toBeFocused()
    })
  })
}

import { expect, test } from './support/test'

test.use({ javaScriptEnabled: false })

test.describe('without JavaScript', () => {
  test('theme, language and cookie choices still work and come back to the same page', async ({ page }) => {
    await page.goto('/news?category=ml')
    await page.getByTestId('theme-toggle').first().click()
    await expect(page).toHaveURL(/\/news\?category=ml$/)
    await expect(page.locator('html')).not.toHaveClass(/dark/)

    await page.getByTestId('language-select').first().click()
    await page.getByRole('button', { name: 'Español' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Rechazar todo' }).click()
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0)
  })
})

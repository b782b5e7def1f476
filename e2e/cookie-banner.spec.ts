import { expect, test, type Page } from './support/test'
import { storedJson } from './support/forms'

const banner = (page: Page) => page.getByTestId('cookie-banner')

test.describe('cookie banner', () => {
  test('Accept All stores every category and hides the banner for good', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedJson(page, 'cookie-preferences')).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
  })

  test('Reject All keeps only the necessary cookies', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Reject All' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedJson(page, 'cookie-consent')).toEqual({ necessary: true, analytics: false, marketing: false, functional: false })
    await page.goto('/news')
    await expect(banner(page)).toHaveCount(0)
  })

  test('Customize saves the chosen categories', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByText('Customize', { exact: true }).first().click()
    await banner(page).getByLabel(/Functional/).check()
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedJson(page, 'cookie-preferences')).toEqual({ necessary: true, analytics: false, marketing: false, functional: true })
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
  })
})

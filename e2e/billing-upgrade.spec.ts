import { expect, test, type Page } from './support/test'
import { registerMember } from './support/register'

/** Registers one fresh free member (registration is rate-limited, so only one per run). */
const register = (page: Page) => registerMember(page, { name: 'Uma Upgrade', emailPrefix: 'upgrade' })

async function openPremiumArticle(page: Page) {
  await page.goto('/news?search=Algorithmic%20Bias%20Audit')
  await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/)
  return page.url()
}

const adSlots = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' })

test('a free member sees the upgrade prompt and house ads, upgrades, then reads premium without ads', async ({ page }) => {
  test.setTimeout(90_000)
  await register(page)

  // Free: house ads on the home page and the articles, labelled and pointing at our own offers.
  await expect(adSlots(page)).toHaveCount(1)
  await expect(adSlots(page).getByText('Advertisement', { exact: true })).toBeVisible()
  const premiumUrl = await openPremiumArticle(page)
  await expect(page.getByRole('heading', { name: 'This is a premium article' })).toBeVisible()
  await expect(page.getByTestId('article-body')).toHaveCount(0)
  const ad = adSlots(page)
  await expect(ad).toHaveCount(1)
  await expect(ad.getByRole('link', { name: 'See advertising packages' })).toHaveAttribute('href', '/advertising')
  await page.goto('/news')
  await expect(adSlots(page).first()).toBeVisible()

  // A free article shows the small meter note.
  await page.getByTestId('news-grid').getByRole('article').filter({ hasNot: page.getByTestId('premium-overlay') }).first().getByRole('link').click()
  await expect(page.getByTestId('meter-counter')).toHaveText(/4 of 5 free articles left today/)

  // Upgrade on the local test-mode checkout.
  await page.goto(premiumUrl)
  await page.getByTestId('premium-prompt').getByRole('link', { name: 'Upgrade to Read' }).click()
  await expect(page).toHaveURL(/\/subscription$/)
  await page.getByRole('button', { name: 'Get Premium' }).click()
  await expect(page).toHaveURL(/\/subscription\/checkout\?plan=premium-month/)
  await expect(page.getByTestId('test-mode')).toHaveText('TEST MODE')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: 'Start free trial' }).click()
  await expect(page).toHaveURL(/\/subscription\?subscribed=trial/)

  // Premium: the body is there, the prompt, the meter and every ad slot are gone.
  await page.goto(premiumUrl)
  await expect(page.getByTestId('article-body')).toBeVisible()
  await expect(page.getByTestId('premium-prompt')).toHaveCount(0)
  await expect(page.getByTestId('meter-counter')).toHaveCount(0)
  await expect(adSlots(page)).toHaveCount(0)
  for (const path of ['/', '/news']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-testid="house-ad"]')).toHaveCount(0)
  }
})

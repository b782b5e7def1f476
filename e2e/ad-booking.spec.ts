import { expectNoAxeViolations } from './support/axe'
import { openAsAdmin } from './support/admin'
import { consentCookie } from './support/consent'
import { registerMember } from './support/register'
import { expect, test, whenInteractive } from './support/test'

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)

test('an advertiser books and pays for a package on /advertising, and it is scheduled once staff approve the creative', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const headline = `Close the books in two days ${stamp}`
  await page.context().addCookies([consentCookie])
  await registerMember(page, { name: 'Teodor Lind', emailPrefix: 'tallybook' })
  await page.goto('/advertising')
  await page.getByRole('link', { name: 'Book Startup' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Book a campaign' })).toBeVisible()
  await whenInteractive(page)
  await page.getByLabel('Company name').fill('Tallybook')
  await page.getByLabel('Campaign name').fill(`Month-end close ${stamp}`)
  await page.getByLabel('First day').fill(day(3))
  await page.getByLabel('Last day').fill(day(32))
  const ad = page.getByRole('group', { name: 'Your ad' })
  await ad.getByLabel('Headline').fill(headline)
  await ad.getByLabel('Text').fill('Tallybook reconciles bank feeds while your team sleeps.')
  await ad.getByLabel('Button').fill('Start free')
  await ad.getByLabel('Link (with your UTM tags)').fill('https://tallybook.example/?utm_source=lumen')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: 'Pay $299.00 and book' }).click()

  await expect(page).toHaveURL(/\/advertiser\/campaigns\/[0-9a-f-]{36}\?booked=1$/)
  await expect(page.getByText('Booked and paid.')).toBeVisible()
  await expect(page.getByTestId('campaign-status')).toHaveText('In review')
  await expect(page.getByTestId('booking-payment')).toContainText('Visa ending in 4242')

  const { admin, close } = await openAsAdmin(browser, '/admin/advertising')
  await admin.getByRole('button', { name: `Approve “${headline}”` }).click()
  await expect(admin.getByRole('button', { name: `Approve “${headline}”` })).toHaveCount(0)
  await close()

  await page.reload()
  await expect(page.getByTestId('campaign-status')).toHaveText('Scheduled')
  await expect(page.getByTestId('creative').filter({ hasText: headline })).toContainText('Approved: may run')
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the booking form (${theme})`, async ({ page }) => {
    await page.context().addCookies([consentCookie, { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
    await registerMember(page, { name: 'Teodor Lind', emailPrefix: 'tallybook-axe' })
    await page.goto('/advertising/book?package=enterprise')
    await expect(page.getByRole('group', { name: 'Categories (optional)' })).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main' })
  })
}

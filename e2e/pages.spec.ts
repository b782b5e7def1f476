import { expect, test } from './support/test'
import { openAsAdmin } from './support/admin'
import { fillForm, storedJson } from './support/forms'


test.describe('information and form pages', () => {
  test('the footer reaches every legal and information page', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, heading] of [
      ['About', 'About'], ['Careers', 'Careers'], ['Documentation', 'Help'], ['Community', 'Community'], ['Support', 'Support'],
      ['Privacy Policy', 'Privacy Policy'], ['Terms of Service', 'Terms of Service'], ['Cookie Policy', 'Cookie Policy'], ['GDPR', 'GDPR'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
    }
  })

  test('the legal pages carry their dates', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByText('Last updated: December 15, 2024')).toBeVisible()
    await page.goto('/terms')
    await expect(page.getByText('Last updated: January 20, 2025')).toBeVisible()
    await expect(page.locator('main')).toContainText('3.2')
  })

  test('cookie preferences are saved from the cookie policy', async ({ page }) => {
    await page.goto('/cookies')
    const settings = page.getByTestId('cookie-settings')
    await settings.getByLabel(/Marketing/).check()
    await settings.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(settings.getByRole('alert')).toHaveText('Cookie preferences saved successfully!')
    expect(await storedJson(page, 'cookie-preferences')).toEqual({ necessary: true, analytics: false, marketing: true, functional: false })
    await page.reload()
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0)
    await expect(page.getByTestId('cookie-settings').getByLabel(/Marketing/)).toBeChecked()
  })

  test('a contact message is sent with the spec texts and becomes a ticket in the support queue', async ({ page, browser }) => {
    await page.goto('/contact')
    await expect(page.getByText('Closed')).toBeVisible()
    await fillForm(page, {
      Name: 'Ravi Kumar',
      Email: 'ravi@example.com',
      Subject: 'Podcast guest suggestion',
      Category: 'content',
      Message: 'You should invite our head of data to talk about retail forecasting.',
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()
    await expect(page.getByTestId('reply-by')).toContainText(/Expect our reply by .+ \(Pacific time\)/)
    const { admin, close } = await openAsAdmin(browser, '/admin/support?q=Podcast+guest+suggestion')
    await expect(admin.getByTestId('support-queue')).toContainText('Podcast guest suggestion')
    await close()
  })

  test('an advertising proposal is requested and reaches the admin inbox', async ({ page, browser }) => {
    await page.goto('/advertising')
    await expect(page.getByText('150,000 impressions')).toBeVisible()
    await fillForm(page, {
      'Full name': 'Lena Fischer',
      Email: 'lena@northwind.example',
      'Company name': 'Northwind Analytics',
      'Monthly budget (USD)': '1,000-2,500',
      'Advertisement type': 'Sponsored Content',
    })
    await page.getByRole('button', { name: 'Request proposal' }).click()
    await expect(page.getByText('Thank you — your request is in.')).toBeVisible()
    const { admin, close } = await openAsAdmin(browser, '/admin/settings')
    await expect(admin.getByTestId('proposal-inbox')).toContainText('Northwind Analytics')
    await close()
  })
})

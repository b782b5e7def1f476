import { adminSessionForFile, emailedLinkPath } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { registerMember } from './support/register'
import { expect, test, type Page } from './support/test'

const openAdminPage = adminSessionForFile()

/** The gift form's recipient, buyer and card, as a visitor types them. */
async function fillGift(page: Page, { recipient, card }: { recipient: string; card: string }) {
  await page.getByLabel('Their name').fill('Ines Duarte')
  await page.getByLabel('Their e-mail address').fill(recipient)
  await page.getByLabel('Your name').fill('Tomás Reyes')
  await page.getByLabel('Your e-mail address').fill('tomas.reyes@example.com')
  await page.getByLabel('Name on card').fill('Tomás Reyes')
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
}
const cookies = (theme: 'light' | 'dark') => [
  { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
  { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
]

test('a visitor gives Premium from the plans page; the recipient redeems it in another browser, once', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const recipient = `gift-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

  // The buyer: a visitor, from the plans page.
  await page.context().addCookies(cookies('light'))
  await page.goto('/subscription')
  await page.getByRole('link', { name: 'Give a gift' }).click()
  await expect(page).toHaveURL(/\/gift$/)
  await expectNoAxeViolations(page)
  await page.getByText('3 months', { exact: true }).click()
  await expect(page.getByTestId('gift-total')).toHaveText('$29.97')
  await fillGift(page, { recipient, card: '4242 4242 4242 4242' })
  await page.getByLabel('Your message (optional)').fill('For your commute: the AI marketing course is the one I liked.')
  await page.getByRole('button', { name: 'Pay $29.97' }).click()
  await expect(page.getByTestId('gift-paid')).toContainText('We will e-mail Ines Duarte your gift of 3 months of Premium')

  // The recipient's e-mail went out at once (today); the link is read from the outbox.
  const { admin, close } = await openAdminPage(browser, '/admin/gifts')
  await expect(admin.getByTestId('gift-row').filter({ hasText: recipient })).toContainText('Sent, not redeemed')
  await expectNoAxeViolations(admin)
  const link = await emailedLinkPath(admin, { to: recipient, kind: 'gift', link: /https?:\/\/\S+\/gift\/[A-Za-z0-9_-]{24}/ })
  expect(link).toMatch(/^\/gift\//)

  // The recipient, in another browser context: creates an account from the gift page and redeems it.
  const context = await browser.newContext()
  await context.addCookies(cookies('light'))
  const reader = await context.newPage()
  await reader.goto(link!)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Tomás Reyes gave you 3 months of Premium')
  await expect(reader.getByTestId('gift-message')).toHaveText('For your commute: the AI marketing course is the one I liked.')
  await expectNoAxeViolations(reader)
  await registerMember(reader, { name: 'Ines Duarte', emailPrefix: 'ines' })
  await reader.goto(link!)
  await reader.getByRole('button', { name: 'Add the gift to my account' }).click()
  await expect(reader.getByTestId('gift-redeemed')).toContainText('You have Premium until')
  await reader.goto('/subscription')
  await expect(reader.getByTestId('subscription-banner')).toContainText('A gift membership until')
  await expect(reader.getByTestId('subscription-banner').getByRole('link', { name: 'Cancel Subscription' })).toHaveCount(0)

  // The link works once: a second try, from anyone, is refused.
  await reader.goto(link!)
  await expect(reader.getByTestId('gift-unavailable')).toContainText('This gift has already been redeemed.')
  await context.close()

  await admin.goto('/admin/gifts')
  await expect(admin.getByTestId('gift-row').filter({ hasText: recipient })).toContainText('Redeemed')
  await close()
})

test('the gift form, with a refused card, passes axe in the dark theme', async ({ browser }) => {
  const context = await browser.newContext()
  await context.addCookies(cookies('dark'))
  const page = await context.newPage()
  await page.goto('/gift')
  await expectNoAxeViolations(page)
  // A card that is not a test card is refused by the server, keeping what was typed.
  await fillGift(page, { recipient: 'ines.duarte@example.com', card: '1234 5678 9012 3456' })
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByText('Test mode accepts only the test cards listed on this page')).toBeVisible()
  await expect(page.getByLabel('Their name')).toHaveValue('Ines Duarte')
  await expectNoAxeViolations(page)
  await context.close()
})

import type { Browser, Page } from '@playwright/test'
import { adminSessionForFile } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { registerMember } from './support/register'
import { expect, test } from './support/test'

const openAdminPage = adminSessionForFile()
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`

/** Admin → Offers: fills the new-offer form and opens the new offer's page. */
async function createOffer(browser: Browser, fields: { code: string; name: string; purpose: string; percent: string; periods?: string; plan: string; limit?: string }) {
  const { admin, close } = await openAdminPage(browser, '/admin/offers')
  await admin.getByLabel('Code').fill(fields.code)
  await admin.getByLabel('Name', { exact: true }).fill(fields.name)
  await admin.getByLabel('Where it is shown').selectOption(fields.purpose)
  await admin.getByLabel('What it gives').selectOption('percent')
  await admin.getByLabel('Percentage off').fill(fields.percent)
  if (fields.periods) await admin.getByLabel('Number of payments').fill(fields.periods)
  await admin.getByLabel('Plan').selectOption(fields.plan)
  if (fields.limit) await admin.getByLabel('Redemption limit (optional)').fill(fields.limit)
  await admin.getByRole('button', { name: 'Create offer' }).click()
  await expect(admin).toHaveURL(/\/admin\/offers\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { name: fields.code })).toBeVisible()
  return { admin, close }
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
}

test('an admin makes an offer link; a member follows it and pays the offer price at checkout', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const code = uniqueCode('TEAMS')
  const { admin, close } = await createOffer(browser, { code, name: 'Teams spring offer', purpose: 'signup', percent: '20', plan: 'enterprise-year', limit: '40' })
  await expect(admin.getByTestId('offer-link')).toContainText(`/offer/${code}`)
  await expect(admin.getByTestId('offer-redemptions')).toHaveText('0 / 40')
  await expectNoAxeViolations(admin)
  await admin.goto('/admin/offers')
  await expect(admin.getByTestId('offers-table')).toContainText(code)
  await expect(admin.getByTestId('offers-table')).toContainText('STUDENT50')
  await expectNoAxeViolations(admin)

  await registerMember(page, { name: 'Olu Offer', emailPrefix: 'offer' })
  await page.goto(`/offer/${code.toLowerCase()}`)
  await expect(page.getByRole('heading', { name: 'Teams spring offer' })).toBeVisible()
  await expect(page.getByTestId('offer-terms')).toHaveText('20% off every payment')
  await expect(page.getByTestId('offer-price')).toContainText('$239.99 instead of $299.99')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Claim this offer' }).click()
  await expect(page).toHaveURL(new RegExp(`/subscription/checkout\\?plan=enterprise-year&offer=${code}`))
  await expect(page.getByTestId('checkout-offer')).toContainText(`Offer ${code}: 20% off every payment`)
  await expect(page.getByTestId('due-today')).toHaveText('$239.99')
  await expect(page.getByLabel('Promotion code (optional)')).toHaveValue(code)
  await fillCard(page)
  await page.getByRole('button', { name: 'Pay $239.99' }).click()
  await expect(page).toHaveURL(/subscribed=paid/)
  await expect(page.getByTestId('banner-details')).toContainText(`Promotion ${code}: 20% off`)

  await admin.goto('/admin/offers')
  await admin.getByRole('link', { name: code }).click()
  await expect(admin.getByTestId('offer-redemptions')).toHaveText('1 / 40')
  await expect(admin.getByTestId('offer-redemption-list')).toContainText('Olu Offer')
  // Ending it: the link then says so, with 410.
  await admin.getByRole('button', { name: 'End offer now' }).click()
  await expect(admin.getByTestId('offer-state')).toHaveText('archived')
  await close()
  const ended = await page.goto(`/offer/${code}`)
  expect(ended!.status()).toBe(410)
  await expect(page.getByTestId('offer-unavailable')).toContainText('This offer has ended.')
})

test('the cancel page shows the retention offer, and accepting it keeps the subscription discounted', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const code = uniqueCode('STAY')
  const { close } = await createOffer(browser, { code, name: 'Stay a little longer', purpose: 'retention', percent: '30', periods: '2', plan: 'premium-year' })
  await close()
  await registerMember(page, { name: 'Rui Retained', emailPrefix: 'retained' })
  await page.goto('/subscription/checkout?plan=premium-year')
  await fillCard(page)
  await page.getByRole('button', { name: 'Start free trial' }).click()
  await expect(page).toHaveURL(/subscribed=trial/)
  await page.getByTestId('subscription-banner').getByRole('link', { name: 'Cancel Subscription' }).click()
  const offer = page.getByTestId('retention-offer')
  await expect(offer.getByRole('heading', { name: 'Stay for less' })).toBeVisible()
  await expect(offer).toContainText('30% off for 2 payments')
  await expectNoAxeViolations(page)
  await offer.getByRole('button', { name: 'Keep my subscription with this offer' }).click()
  await expect(page).toHaveURL(/\/subscription\?kept=1$/)
  await expect(page.getByTestId('billing-result')).toContainText('Thank you for staying!')
  await expect(page.getByTestId('banner-details')).toContainText(`Promotion ${code}: 30% off for 2 more payments`)
  await expect(page.getByTestId('subscription-banner').getByRole('link', { name: 'Cancel Subscription' })).toBeVisible()
})

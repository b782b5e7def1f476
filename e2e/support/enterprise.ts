import { expect, type Page } from './test'

/** Subscribes the signed-in member to Enterprise through the test-mode checkout. */
export async function buyEnterprise(page: Page) {
  await page.goto('/subscription')
  await expect(page.getByTestId('plan-enterprise').getByTestId('plan-seats')).toHaveText('One price for 10 seats')
  await expect(page.getByTestId('compare-seats')).toContainText('10 seats')
  await page.getByTestId('plan-enterprise').getByRole('button', { name: 'Get Enterprise' }).click()
  await expect(page).toHaveURL(/\/subscription\/checkout\?plan=enterprise-month/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: 'Pay $29.99' }).click()
  await expect(page).toHaveURL(/\/subscription\?subscribed=paid/)
}

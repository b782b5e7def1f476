import { expect, signedIn, test } from './support/test'
import { totp } from './support/totp'
import { registerMember } from './support/register'

test('a member turns on two-factor authentication and needs a code at the next login', async ({ page }) => {
  const { email, password } = await registerMember(page, { name: 'Tomás Two-Factor', emailPrefix: 'twofactor', password: 'Quartz!Fern58' })
  await signedIn(page)

  await page.goto('/profile?tab=security')
  const section = page.locator('section', { hasText: 'Two-factor authentication' })
  await section.getByLabel('Password', { exact: true }).fill(password)
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  const secret = await page.getByTestId('two-factor-secret').innerText()
  await expect(page.getByTestId('backup-codes').getByRole('listitem')).not.toHaveCount(0)
  await page.getByLabel('Authentication code').fill(totp(secret))
  await page.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(page.getByTestId('two-factor-status')).toContainText('On')

  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  // Signed out, as the header shows, before going to log in again.
  await expect(page.getByTestId('user-menu')).toHaveCount(0)
  await page.goto('/login?redirect=/profile')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await page.getByLabel('Authentication code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid code')
  await page.getByLabel('Authentication code').fill(totp(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await signedIn(page)
})

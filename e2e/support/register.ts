import { expect, type Page } from '@playwright/test'

/**
 * Registers a fresh member through the form, as a reader would; registration signs them in
 * and lands on the home page. The address is unique per call. Returns what they signed up with.
 */
export async function registerMember(page: Page, { name, emailPrefix, password = 'Orbit!Lamp42' }: { name: string; emailPrefix: string; password?: string }) {
  const email = `${emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/register')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/$/)
  return { email, password }
}

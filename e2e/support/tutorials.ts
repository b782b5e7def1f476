import { expect, type Page } from '@playwright/test'

export const freeTutorial = '/tutorials/customer-churn-model-with-gradient-boosting'
export const premiumTutorial = '/tutorials/detect-anomalies-in-sensor-data-with-an-autoencoder'

/** A theme and a stored cookie choice, so the banner stays out of the way. */
export async function prepare(page: Page, theme: 'dark' | 'light' = 'dark') {
  await page.context().addCookies([
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}

/** Logs in through the form and lands on `back`. */
export async function login(page: Page, email: string, password: string, back: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(back)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new RegExp(`${back}$`))
}

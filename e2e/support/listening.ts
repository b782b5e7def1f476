import type { Locator, Page } from '@playwright/test'
import { signedIn } from './test'

/** Sets the theme and a stored cookie choice, so the banner stays away. */
export async function prepare(page: Page, theme: 'dark' | 'light' = 'light') {
  await page.context().addCookies([
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await signedIn(page)
}

/** The position of the `<audio>` inside a player, in seconds. */
export const audioTime = (player: Locator) => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)

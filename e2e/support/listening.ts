import type { Locator, Page } from '@playwright/test'

/** Sets the theme and a stored cookie choice, so the banner stays away. */
export async function prepare(page: Page, theme: 'dark' | 'light' = 'light') {
  await page.context().addCookies([
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}


/** The position of the `<audio>` inside a player, in seconds. */
export const audioTime = (player: Locator) => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)

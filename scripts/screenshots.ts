// Takes screenshots of pages in dark and light themes at desktop and mobile widths.
// Usage: npx tsx scripts/screenshots.ts http://localhost:3000 / /news   (files go to ./screenshots;
// SCREENSHOT_VIEWPORT=1 captures only the first screen; SCREENSHOT_LOGIN=email:password signs in first)
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../e2e/browser'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const outDir = 'screenshots'
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)

/** Signs in once through the login form, as a reader would; every capture reuses the session. */
async function signIn(login: string) {
  const [email, password] = [login.slice(0, login.indexOf(':')), login.slice(login.indexOf(':') + 1)]
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByTestId('user-menu').waitFor()
  const state = await context.storageState()
  await context.close()
  return state
}
const storageState = process.env.SCREENSHOT_LOGIN ? await signIn(process.env.SCREENSHOT_LOGIN) : undefined
for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, storageState })
    const host = new URL(base).hostname
    await context.addCookies([
      { name: 'theme-preference', value: theme, domain: host, path: '/' },
      { name: 'cookie-consent', value: encodeURIComponent('{"analytics":false}'), domain: host, path: '/' },
    ])
    const page = await context.newPage()
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' })
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${width}.png`
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.SCREENSHOT_VIEWPORT !== '1' })
      console.log(`${outDir}/${name}`)
    }
    await context.close()
  }
}
await browser.close()

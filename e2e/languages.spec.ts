import { expectNoAxeViolations } from './support/axe'
import { expect, signedIn, test, type Page } from './support/test'

/**
 * The interface in Arabic (right to left) and Japanese at desktop and phone width, each width
 * of a language in the other theme (fitting does not depend on the theme, so each pairing is
 * tried once): nothing overflows sideways, Arabic's header starts on the right, and axe passes
 * in Arabic and Chinese. With E2E_SCREENSHOTS=1, full-page screenshots go to
 * test-results/languages/ for people to look at.
 */

const article = '/news/inside-a-retrieval-augmented-help-desk'
const logins = { premium: ['premium@lumen.example', 'LumenPremium!2026'], admin: ['admin@lumen.example', 'LumenAdmin!2026'] } as const
const pages: { path: string; as?: keyof typeof logins }[] = [
  { path: '/' },
  { path: article },
  { path: '/subscription' },
  { path: '/profile', as: 'premium' },
  { path: '/admin', as: 'admin' },
]

async function readIn(page: Page, language: string, theme: 'dark' | 'light') {
  await page.context().addCookies([
    { name: 'preferred-language', value: language, url: 'http://127.0.0.1' },
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}

async function logIn(page: Page, who: keyof typeof logins) {
  await page.goto('/login')
  await page.locator('main input[type="email"]').fill(logins[who][0])
  await page.locator('main input[type="password"]').first().fill(logins[who][1])
  await page.locator('main form button[type="submit"]').last().click()
  await signedIn(page)
}

/** How far the page reaches beyond the window sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const runs = [
  { language: 'ar', width: 1280, theme: 'light' },
  { language: 'ar', width: 390, theme: 'dark' },
  { language: 'ja', width: 1280, theme: 'dark' },
  { language: 'ja', width: 390, theme: 'light' },
] as const

for (const { language, width, theme } of runs) {
  test(`${language} at ${width} px in the ${theme} theme: every page fits, and its header starts on the reading side`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await readIn(page, language, theme)
    for (const { path, as } of pages) {
      if (as) await logIn(page, as)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `test-results/languages/${language}-${width}-${theme}${path.replace(/\//g, '_') || '_home'}.png`, fullPage: true })
      expect(await sidewaysOverflow(page), `${path} overflows sideways`).toBeLessThanOrEqual(0)
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox()
      if (language === 'ar') expect(logo!.x, `${path}: the logo starts the header on the right`).toBeGreaterThan(width / 2)
      else expect(logo!.x).toBeLessThan(width / 2)
      if (as) await page.context().clearCookies({ name: /session/ })
    }
  })
}

for (const language of ['ar', 'zh'] as const) {
  for (const path of ['/', article]) {
    test(`axe finds no violations on ${path} in ${language}`, async ({ page }) => {
      await readIn(page, language, 'light')
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expectNoAxeViolations(page)
    })
  }
}

test('the admin console reads left to right in English inside an Arabic page', async ({ page }) => {
  await readIn(page, 'ar', 'light')
  await logIn(page, 'admin')
  await page.goto('/admin')
  const console = page.locator('[lang="en"][dir="ltr"]').first()
  await expect(console).toBeVisible()
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

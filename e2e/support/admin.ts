import { signedIn, test } from './test'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { consentCookie } from './consent'

/** Opens a page signed in as a demo account (e-mail and password), in a context of its own, with the cookie choice made. */
export async function openAs(browser: Browser, [email, password]: readonly [string, string], path: string) {
  const context = await browser.newContext()
  await context.addCookies([consentCookie])
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await signedIn(page)
  await page.goto(path)
  return { page, close: () => context.close() }
}

/** Opens a page signed in as the demo admin, in a context of its own. */
export async function openAsAdmin(browser: Browser, path: string) {
  const { page, close } = await openAs(browser, ['admin@lumen.example', 'LumenAdmin!2026'], path)
  return { admin: page, close }
}

/**
 * For one spec file: the demo admin signs in once per worker (sign-ins per account are
 * rate-limited) with the cookie choice made; the function it gives opens a page of that
 * session in a context of its own.
 */
export function adminSessionForFile() {
  let session: Awaited<ReturnType<BrowserContext['storageState']>>
  test.beforeAll(async ({ browser }) => {
    const { admin, close } = await openAsAdmin(browser, '/admin')
    await admin.context().addCookies([consentCookie])
    session = await admin.context().storageState()
    await close()
  })
  return async function openAdminPage(browser: Browser, path: string, { javaScriptEnabled = true } = {}) {
    const context = await browser.newContext({ storageState: session, javaScriptEnabled })
    const admin = await context.newPage()
    await admin.goto(path)
    return { admin, close: () => context.close() }
  }
}

/**
 * The path of the link matching `link` in the newest e-mail of `kind` to `to`, read from the
 * outbox at Admin → Settings; null when no such e-mail is listed (the outbox lists the newest).
 */
export async function emailedLinkPath(admin: Page, { to, kind, link }: { to: string; kind: string; link: RegExp }) {
  await admin.goto('/admin/settings')
  const row = admin.getByTestId('outbox').getByRole('row').filter({ hasText: to }).filter({ hasText: kind })
  if ((await row.count()) === 0) return null
  await row.first().getByRole('link').click()
  const found = new URL(link.exec(await admin.getByTestId('email-text').innerText())![0])
  return `${found.pathname}${found.search}`
}

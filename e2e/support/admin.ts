import { signedIn, test } from './test'
import type { Browser, BrowserContext } from '@playwright/test'
import { consentCookie } from './consent'

/** Opens a page signed in as the demo admin, in a context of its own. */
export async function openAsAdmin(browser: Browser, path: string) {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto('/login')
  await admin.getByLabel('Email').fill('admin@lumen.example')
  await admin.getByLabel('Password', { exact: true }).fill('LumenAdmin!2026')
  await admin.getByRole('button', { name: 'Login' }).click()
  await signedIn(admin)
  await admin.goto(path)
  return { admin, close: () => context.close() }
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

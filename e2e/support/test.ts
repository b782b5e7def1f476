import { test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

/** Waits until React has hydrated the page (the `data-hydrated` mark root's shell sets). */
export const whenInteractive = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })

const waitsForHydration = new WeakSet<Page>()
/** Contexts opened with `javaScriptEnabled` set explicitly, and that setting. */
const explicitJavaScript = new WeakMap<BrowserContext, boolean>()
/**
 * The running test's `javaScriptEnabled` (its `test.use`). Playwright applies it to every
 * context the test opens, also through `browser.newContext()` without options.
 */
let testJavaScript = true

const runsJavaScript = (page: Page) => explicitJavaScript.get(page.context()) ?? testJavaScript

/**
 * Makes `page.goto` return once the page is interactive: React marks `<html data-hydrated>`
 * when it has hydrated (site-shell.tsx), which can come a little after the load event.
 * Without it, a test that changes a select or clicks a button right after opening a page
 * could act before the page's handlers exist. Pages without JavaScript are left as loaded.
 */
function waitForHydrationOnGoto(page: Page) {
  if (waitsForHydration.has(page)) return page
  waitsForHydration.add(page)
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false
    if (isPage && runsJavaScript(page)) await whenInteractive(page).catch(() => undefined)
    return response
  }
  return page
}

function hydrationAware(context: BrowserContext, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled !== undefined) explicitJavaScript.set(context, javaScriptEnabled)
  for (const page of context.pages()) waitForHydrationOnGoto(page)
  context.on('page', (page) => waitForHydrationOnGoto(page))
  const newPage = context.newPage.bind(context)
  context.newPage = async () => waitForHydrationOnGoto(await newPage())
  return context
}

/**
 * Playwright's `test`, where every page waits for hydration after `goto`: the test's own
 * `page` and the pages of any context a test opens with `browser.newContext()`.
 */
export const test = base.extend<{ javaScriptOfTest: void }, object>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => hydrationAware(await newContext(options), options?.javaScriptEnabled)
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  javaScriptOfTest: [
    async ({ javaScriptEnabled }, provide) => {
      testJavaScript = javaScriptEnabled
      await provide()
    },
    { auto: true },
  ],
  page: async ({ page }, provide) => {
    await provide(waitForHydrationOnGoto(page))
  },
})

/**
 * The header shows the member's menu: the sign-in has been accepted. Signing in checks a
 * password hash on purpose slowly, which on a busy machine can take longer than an ordinary
 * assertion waits.
 */
export const signedIn = (page: Page) => base.expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 })

/** Signs in through the login form, as a reader would, and waits until the site has accepted it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await signedIn(page)
}

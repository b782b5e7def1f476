import { expectNoAxeViolations } from './support/axe'
import { expect, signedIn, test, type Page } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

async function logInAsAdmin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@lumen.example')
  await page.getByLabel('Password', { exact: true }).fill('LumenAdmin!2026')
  await page.getByRole('button', { name: 'Login' }).click()
  await signedIn(page)
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on /api in the ${theme} theme`, async ({ page }) => {
    await page.context().addCookies([{ name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
    await page.goto('/api')
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen API reference' })).toBeVisible()
    // One section per operation of the published document.
    const document = (await (await page.request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, object> }
    await expect(page.getByTestId('api-operation')).toHaveCount(Object.keys(document.paths).length)
    await expectNoAxeViolations(page)
  })
}

test('the reference page loads only this server’s files, and its code loads on no other page', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const onReference: { url: string; type: string }[] = []
  page.on('request', (request) => onReference.push({ url: request.url(), type: request.resourceType() }))
  await page.goto('/api', { waitUntil: 'networkidle' })
  expect(onReference.filter((request) => new URL(request.url).origin !== origin).map((request) => request.url)).toEqual([])
  const referenceCode = onReference.filter((request) => request.type === 'script' && /\/assets\/api-reference-[\w-]+\.js$/.test(request.url)).map((request) => request.url)
  expect(referenceCode, 'the reference page’s own module').toHaveLength(1)

  const news = await page.context().newPage()
  const onNews: string[] = []
  news.on('request', (request) => onNews.push(request.url()))
  await news.goto('/news', { waitUntil: 'networkidle' })
  // The footer links to /api: pointing at it fetches nothing of the reference either.
  await news.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).hover()
  await news.waitForLoadState('networkidle')
  expect(onNews.filter((url) => referenceCode.includes(url) || /api-reference/.test(url))).toEqual([])
  expect(onNews.some((url) => /\/assets\/.+\.js$/.test(url)), '/news does load its own scripts').toBe(true)
})

test('an Admin creates a key on Workspace → API, copies it, and tries the API with it from /api', async ({ page, context }) => {
  // A sign-in, two pages and an analysis: more than the default 30 s on a busy two-core machine.
  test.setTimeout(60_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logInAsAdmin(page)
  await page.goto('/workspace')
  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'API' }).click()
  await expect(page).toHaveURL(/\/workspace\/api$/)
  await page.getByLabel('Key name').fill('Browser test key')
  await page.getByRole('button', { name: 'Create key' }).click()
  const shown = page.getByTestId('new-api-key')
  await expect(shown).toHaveText(/^lum_[\w-]{40}$/)
  const key = (await shown.textContent())!
  await expect(page.getByTestId('new-api-key-panel')).toContainText('it will not be shown again')
  await page.getByRole('button', { name: 'Copy key' }).click()
  await expect(page.getByTestId('new-api-key-panel').getByRole('status')).toHaveText('Copied to the clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  await expect(page.getByTestId('api-key').filter({ hasText: 'Browser test key' })).toContainText(key.slice(0, 12))
  await expect(page.getByLabel('Key name')).toHaveValue('')
  await expectNoAxeViolations(page)

  // Leaving the page and coming back: the key is not shown again.
  await page.reload()
  await expect(page.getByTestId('new-api-key')).toHaveCount(0)
  expect(await page.content()).not.toContain(key)

  await page.getByRole('link', { name: 'Read the API reference' }).click()
  await expect(page.getByTestId('api-reader-note')).toContainText('You are an Admin of Lumen Labs')
  await expect(page.getByTestId('api-reader-note').getByRole('link', { name: 'Create a key' })).toHaveAttribute('href', '/workspace/api')
  const tryArticles = page.getByRole('form', { name: 'Try it: GET /articles', exact: true })
  await tryArticles.getByLabel('API key').fill(key)
  await tryArticles.getByLabel('limit').fill('1')
  await tryArticles.getByRole('button', { name: 'Send request' }).click()
  const answer = page.getByTestId('try-answer')
  await expect(answer.getByTestId('try-status')).toHaveText('Status 200')
  await expect(answer).toContainText('GET /api/v1/articles?limit=1')
  await expect(answer).toContainText('RateLimit-Remaining')
  expect(JSON.parse((await answer.getByTestId('try-body').textContent())!).data).toHaveLength(1)
  // The page stayed where it was, with the key still typed for the next try.
  await expect(page).toHaveURL(/\/api$/)
  await expect(tryArticles.getByLabel('API key')).toHaveValue(key)
  // The whole page is analysed by the tests above; here the answer it shows.
  await expectNoAxeViolations(page, { include: '[data-testid="try-answer"]' })
})

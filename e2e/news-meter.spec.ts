import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/test'

/** Links of the first `count` free (non-premium) articles of the news list. */
async function freeArticleLinks(page: Page, count: number) {
  await page.goto('/news')
  const cards = page.getByTestId('news-grid').getByRole('article').filter({ hasNot: page.getByTestId('premium-overlay') })
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThanOrEqual(count)
  return hrefs.slice(0, count)
}

test('a visitor reads five free articles a day, then the sixth shows the sign-up wall', async ({ page }) => {
  test.setTimeout(60_000)
  const links = await freeArticleLinks(page, 6)
  const left = ['4 of 5 free articles left today', '3 of 5', '2 of 5', '1 of 5', 'This is your last free article today']
  for (const [i, href] of links.slice(0, 5).entries()) {
    await page.goto(href)
    await expect(page.getByTestId('article-body')).toBeVisible()
    await expect(page.getByTestId('meter-counter')).toContainText(left[i]!)
    await expect(page.getByTestId('meter-wall')).toHaveCount(0)
  }

  await page.goto(links[5]!)
  const wall = page.getByTestId('meter-wall')
  await expect(wall.getByRole('heading', { name: 'You’ve read 5 of 5 free articles today' })).toBeVisible()
  await expect(page.getByTestId('article-body')).toHaveCount(0)
  await expect(wall.getByRole('link', { name: 'Register for free' })).toHaveAttribute('href', '/register')
  await expect(wall.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(links[5]!)}`)
  // The body is not hidden in the page either: it never left the server.
  // (The page's own stylesheet names the body's class; no element carries it.)
  expect(await page.content()).not.toMatch(/class="[^"]*\bprose-article\b/)

  // An article already read today stays readable.
  await page.goto(links[1]!)
  await expect(page.getByTestId('article-body')).toBeVisible()

  // Opening the sixth from a link (client-side navigation through the route data) is walled too.
  await page.goto('/news')
  await page.locator(`a[href="${links[5]}"]`).first().click()
  await expect(page.getByTestId('meter-wall')).toBeVisible()
  await wall.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(links[5]!)}`))
})

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violations on an article with its ad slot and on the meter wall (${theme})`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.context().addCookies([
      { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
      { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
    ])
    const links = await freeArticleLinks(page, 6)
    await page.goto(links[0]!)
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible()
    await expect(page.getByTestId('meter-counter')).toBeVisible()
    await expectNoAxeViolations(page)
    // The page's own request context shares the browser's cookies, so these reads count.
    for (const href of links.slice(1, 5)) expect((await page.request.get(href)).ok()).toBe(true)
    await page.goto(links[5]!)
    await expect(page.getByTestId('meter-wall')).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

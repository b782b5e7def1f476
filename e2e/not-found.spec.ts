import { expect, test } from './support/test'

test.describe('404 page', () => {
  test('unknown paths answer 404 with the Page Not Found view and its links', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    const popular = page.getByRole('navigation', { name: 'Popular pages' })
    for (const [name, href] of [['News', '/news'], ['Education', '/education'], ['Videos', '/videos'], ['Podcasts', '/podcasts']] as const) {
      await expect(popular.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', '/contact')
  })

  test('the search box sends the URL-encoded query to the news and ignores blank input', async ({ page }) => {
    await page.goto('/404')
    const search = page.getByLabel('Search our news')
    await search.fill('   ')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/404$/)
    await search.fill('AI & robots')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/news\?search=AI\+%26\+robots$/)
  })

  test('Back to Home and Go Back work', async ({ page }) => {
    await page.goto('/news')
    await page.goto('/missing')
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/news$/)
    await page.goto('/missing')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown article shows Article not found with Back to News', async ({ page }) => {
    const response = await page.goto('/news/this-article-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to News' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })
})

import { expect, test } from './support/test'

test.describe('site search', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
  })

  test('the overlay opens with "/", suggests trending topics, and finds as you type', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog', { name: 'Search' })
    // The shortcut works once the page has hydrated; a key pressed before that does nothing.
    await expect(async () => {
      await page.locator('body').press('/')
      await expect(dialog).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(dialog.getByRole('heading', { name: 'Trending topics' })).toBeVisible()
    for (const topic of ['Machine Learning', 'GPT-4', 'Computer Vision', 'Natural Language Processing', 'Robotics', 'AI Ethics']) {
      await expect(dialog.getByRole('button', { name: topic, exact: true })).toBeVisible()
    }
    const box = dialog.getByRole('combobox')
    await box.fill('ro')
    await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible()
    await box.fill('robots')
    const options = dialog.getByRole('option')
    await expect(options.first()).toBeVisible()
    await expect(dialog.getByRole('group', { name: /Articles/ })).toBeVisible()
    // Keyboard: arrows move the highlight, Enter opens it.
    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const href = await options.first().getAttribute('href')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(dialog).toBeHidden()
  })

  test('typos still find, misses say so, recent searches are kept and cleared, Escape closes', async ({ page }) => {
    await page.goto('/news')
    await page.getByTestId('search-button').click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const box = dialog.getByRole('combobox')
    await box.fill('robtics')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await box.fill('qqzzxxv')
    await expect(dialog.getByTestId('search-empty')).toHaveText('No results found for "qqzzxxv"')
    await box.fill('warehouse')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=warehouse/)
    await expect(page.getByTestId('search-page-results')).toContainText('Warehouse')
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recent-searches')!))).toEqual(['warehouse'])
    await page.getByTestId('search-button').click()
    await expect(dialog.getByTestId('recent-searches')).toContainText('warehouse')
    await dialog.getByRole('button', { name: 'Clear' }).click()
    await expect(dialog.getByTestId('recent-searches')).toHaveCount(0)
    await dialog.getByRole('combobox').press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the results page works on its own and keeps at most five recent searches', async ({ page }) => {
    await page.goto('/search?q=machine%20learning')
    await expect(page.getByTestId('search-page-results').getByRole('link').first()).toBeVisible()
    await page.goto('/')
    for (const term of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot']) {
      await page.getByTestId('search-button').click()
      const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')
      await box.fill(term)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`q=${term}`))
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recent-searches')!))).toEqual(['foxtrot', 'echo', 'delta', 'charlie', 'bravo'])
  })
})

import { expect, signedIn, test } from './support/test'

test.describe('site shell', () => {
  test('home shows the hero and the latest articles, and the nav leads to the news', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen AI' })).toBeVisible()
    await expect(page.getByTestId('latest-news').getByRole('article')).toHaveCount(6)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(/\/news$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible()
  })

  test('opening an article from a scrolled page starts at the top', async ({ page }) => {
    await page.goto('/')
    const link = page.getByTestId('latest-news').getByRole('article').last().getByRole('link')
    await link.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await link.click()
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('dark is the default theme, and the chosen theme survives a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.getByTestId('theme-toggle').first().click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('light')
    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByTestId('theme-toggle').first().click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('switching to Spanish translates the interface and survives a reload', async ({ page }) => {
    // Each page loads only its reader's dictionary: English first, Spanish once chosen.
    const dictionaries: string[] = []
    page.on('request', (request) => {
      const name = /\/assets\/(en|es)-[\w-]+\.js$/.exec(request.url())?.[1]
      if (name) dictionaries.push(name)
    })
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'News' }).first()).toBeVisible()
    expect(dictionaries).toEqual(['en'])
    await page.getByTestId('language-select').first().click()
    await page.getByRole('button', { name: 'Español' }).click()
    await expect(page.getByRole('link', { name: 'Noticias' }).first()).toBeVisible()
    expect(dictionaries).toEqual(['en', 'es'])
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es')
    await page.reload()
    await expect(page.getByRole('link', { name: /Explorar las últimas noticias/ })).toBeVisible()
  })

  test('the browser language is used when nothing is saved', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await context.close()
  })

  test('mobile menu mirrors the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await page.getByLabel('Open menu').click()
    const menu = page.getByTestId('mobile-menu').getByRole('navigation')
    await expect(menu.getByRole('link')).toHaveText(['Home', 'News', 'Education', 'Tutorials', 'Videos', 'Podcasts', 'Login', 'Register'])
    // Theme and language live in the menu on narrow screens.
    await menu.getByTestId('theme-toggle').click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await menu.getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })

  test('the search button opens the site search, and Enter lists every match', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('search-button').click()
    const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')
    await box.fill('robots')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=robots$/)
    await expect(page.getByTestId('search-page-results').getByRole('link').first()).toBeVisible()
  })
})

test('signed-in members see their menu in the mobile menu, admins also the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@lumen.example')
  await page.getByLabel('Password', { exact: true }).fill('LumenAdmin!2026')
  await page.getByRole('button', { name: 'Login' }).click()
  await signedIn(page)
  await page.getByLabel('Open menu').click()
  const menu = page.getByTestId('mobile-menu').getByRole('navigation')
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
})

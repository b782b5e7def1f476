import { consoleSections } from '../app/admin/permissions'
import { expect, test, type Page } from './support/test'
import { openAsAdmin } from './support/admin'

/** Holds every request whose URL matches `pattern` for `ms` before letting it through. */
const slowDown = (page: Page, pattern: string, ms: number) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

test('a slow navigation shows the progress bar until the page arrives', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await slowDown(page, '**/news.data*', 1_500)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News', exact: true }).click()
  const bar = page.getByRole('progressbar', { name: 'Loading page' })
  await expect(bar).toBeVisible()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar).toHaveCount(0)
})

test('the button that sent a form is marked pending until its page arrives', async ({ page }) => {
  await page.goto('/search')
  await page.waitForLoadState('networkidle')
  await slowDown(page, '**/search.data*', 1_500)
  await page.getByRole('searchbox').first().fill('agents')
  const button = page.locator('main').getByRole('button', { name: 'Search' })
  await button.click()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(page).toHaveURL(/q=agents/)
  await expect(button).not.toHaveAttribute('aria-busy')
})

test('each register message appears for its invalid input, on leaving the field and on an attempted submit', async ({ page }) => {
  await page.goto('/register')
  const button = page.getByRole('button', { name: 'Create account' })
  // Disabled to the eye and to assistive technology until the form is valid (spec).
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(page.locator('main [role="alert"]')).toHaveCount(0)

  const name = page.getByLabel('Name')
  await name.focus()
  await name.blur()
  await expect(page.getByText('Name is required')).toBeVisible()

  await page.getByLabel('Email').fill('   ')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Email is required')).toBeVisible()

  const password = page.getByLabel('Password', { exact: true })
  await password.fill('short')
  await password.blur()
  await expect(page.getByText('Password does not meet requirements')).toBeVisible()
  await expect(page.locator('#password-rules')).toBeVisible()

  await page.getByLabel('Confirm password').fill('shorter')
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  // Nothing said yet about the terms: the reader has not reached them. Trying to send says it.
  await expect(page.getByText('You must accept the terms and conditions')).toHaveCount(0)
  await button.click({ force: true })
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible()
  await expect(name).toBeFocused()
  await expect(page).toHaveURL(/\/register$/)

  // Each message leaves as its field is put right; then the form is sent.
  await name.fill('Rosa Reader')
  await expect(page.getByText('Name is required')).toHaveCount(0)
  await page.getByLabel('Email').fill(`rosa-${Date.now()}@example.com`)
  await password.fill('Quill!Harbor7')
  await page.getByLabel('Confirm password').fill('Quill!Harbor7')
  await page.getByRole('checkbox').check()
  await expect(page.locator('main [role="alert"]')).toHaveCount(0)
  await expect(button).not.toHaveAttribute('aria-disabled')
  await button.click()
  await expect(page).toHaveURL(/\/$/)
})

test('on a 390 px phone every admin section is in view, none cut off at the edge', async ({ browser }) => {
  const { admin, close } = await openAsAdmin(browser, '/admin')
  await admin.setViewportSize({ width: 390, height: 844 })
  const links = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link')
  await expect(links).toHaveCount(consoleSections.length)
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(390)
  }
  await close()
})

test('a locked premium cover shows its pill in the cover’s lower third, and code keeps an editor’s line height', async ({ page }) => {
  await page.goto('/news')
  const cover = page.getByTestId('news-grid').getByRole('article').filter({ has: page.getByTestId('premium-overlay') }).first().locator('img').first()
  const pill = page.getByTestId('premium-overlay').first().locator('span')
  const [coverBox, pillBox] = [(await cover.boundingBox())!, (await pill.boundingBox())!]
  // The pill sits in the cover's last third, clear of the card's text.
  expect(pillBox.y).toBeGreaterThan(coverBox.y + (coverBox.height * 2) / 3)

  await page.goto('/news/small-models-big-reach-on-device-vision')
  const spacing = await page.locator('.prose-article pre code').first().evaluate((code) => {
    const style = getComputedStyle(code)
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
  })
  expect(spacing).toBeLessThanOrEqual(1.6)
})

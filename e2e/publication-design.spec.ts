import { consentCookie } from './support/consent'
import { expect, test, type Page } from './support/test'

const phone = { width: 390, height: 844 }
const listPages = ['/news', '/education', '/tutorials', '/videos', '/podcasts']

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([consentCookie])
})

test('generated covers are art: none of them carries its item’s title or any text', async ({ page, request }) => {
  await page.goto('/')
  const covers = await page.locator('img[src^="/media/covers/"]').evaluateAll((images) =>
    images.map((image) => ({ src: image.getAttribute('src')!, title: image.closest('[data-story], [data-media], article, li')?.querySelector('h2, h3, h4')?.textContent?.trim() ?? '' })),
  )
  const kinds = new Set(covers.map((cover) => cover.src.split('/')[3]))
  expect([...kinds]).toEqual(expect.arrayContaining(['article', 'video', 'podcast', 'course']))
  for (const cover of covers) {
    expect(cover.title, cover.src).not.toBe('')
    const svg = await (await request.get(cover.src)).text()
    expect(svg, cover.src).toMatch(/^<svg[^>]*viewBox="0 0 1200 630"/)
    expect(svg, cover.src).not.toMatch(/<text|<title|<desc|aria-label/)
    for (const word of cover.title.split(/\s+/).filter((w) => w.length > 5)) expect(svg, cover.src).not.toContain(word)
  }
})

test('the front page leads with one story at both widths, and no story appears twice', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, phone]) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const lead = page.getByTestId('lead-story')
    await expect(lead.getByRole('heading', { level: 2 })).toBeVisible()
    expect((await lead.locator('img').boundingBox())!.y).toBeLessThan(viewport.height)
    const stories = await page.locator('[data-story]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-story')))
    expect(stories.length).toBeGreaterThanOrEqual(10)
    expect(new Set(stories).size).toBe(stories.length)
    await expect(page.getByTestId('latest-news').getByRole('article')).toHaveCount(6)
    expect(await pageOverflow(page)).toBe(0)
  }
})

test('the 25 platforms take one strip that scrolls, with arrows on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const strip = page.locator('[data-scroll-strip]').filter({ has: page.getByTestId('platform-grid') })
  const box = (await strip.boundingBox())!
  expect(box.height).toBeLessThan(80)
  await expect(page.getByRole('button', { name: 'Scroll back' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Scroll forward' }).click()
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(300)
  await expect(page.getByRole('button', { name: 'Scroll back' })).toBeVisible()
})

test('on a phone every list shows its first card in the first screen, nothing overflows and the chips scroll', async ({ page }) => {
  await page.setViewportSize(phone)
  for (const path of listPages) {
    await page.goto(path)
    const firstCard = page.locator('main article').first()
    await expect(firstCard, path).toBeVisible()
    expect((await firstCard.boundingBox())!.y, path).toBeLessThan(phone.height - 100)
    expect(await pageOverflow(page), path).toBe(0)
  }
  await page.goto('/news')
  const chips = page.getByTestId('category-chips')
  expect(await chips.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await chips.evaluate((element) => element.scrollBy({ left: 200 }))
  await expect.poll(() => chips.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
})

test('on a phone the list filters open as a sheet and a chosen filter applies at once', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/podcasts')
  const category = page.getByLabel('Category')
  await expect(category).toBeHidden()
  await page.getByText('Filters', { exact: true }).click()
  await expect(category).toBeVisible()
  const sheetTop = (await category.boundingBox())!.y
  expect(sheetTop).toBeGreaterThan(phone.height / 3)
  const choice = await category.locator('option').nth(1).getAttribute('value')
  await category.selectOption(choice!)
  await expect(page).toHaveURL(/category=/)
  await expect(category).toBeHidden()
})

test('wide screens keep the filters in the form’s row, with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/podcasts')
  await expect(page.getByLabel('Category')).toBeVisible()
  await expect(page.getByText('Filters', { exact: true })).toBeHidden()
})

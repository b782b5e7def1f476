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

test('typed search text applies once typing pauses, with no Apply button to press', async ({ page }) => {
  await page.goto('/news')
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0)
  const cards = page.locator('main article')
  const before = await cards.count()
  await page.locator('#news-search').pressSequentially('agent', { delay: 40 })
  await expect(page).toHaveURL(/search=agent/)
  await expect.poll(() => cards.count()).toBeLessThan(before)
  // Each pause replaces the list's history entry: Back leaves the list rather than undoing letters.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/news/)
})

/** The room the article's headline and opening paragraph take, each set on one line. */
const lineWidths = (page: Page) =>
  page.evaluate(() =>
    ['main h1', 'main article p'].map((selector) => {
      const element = document.querySelector<HTMLElement>(selector)!
      element.style.whiteSpace = 'nowrap'
      const range = document.createRange()
      range.selectNodeContents(element)
      const width = range.getBoundingClientRect().width
      element.style.whiteSpace = ''
      return { selector, width }
    }),
  )

/** The brand faces the page draws with (loaded), without their metric-matched stand-ins. */
const brandFaces = (page: Page) =>
  page.evaluate(() => [...new Set([...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback')).map((face) => face.family.replace(/"/g, '')))].sort())

test('the brand faces come after the first paint, and their stand-ins take the same room', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/news')
  const article = await page.locator('main article a[href^="/news/"]').first().getAttribute('href')
  await page.evaluate(() => localStorage.clear())
  // A first visit: the faces apply to nothing until the page has loaded (held back here by a
  // slow cover image); then the files the text needs are fetched, and the faces come in together.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/media/covers/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(article!, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#font-faces')).toHaveAttribute('media', 'print')
  expect(await brandFaces(page)).toEqual([])
  release()
  await page.waitForLoadState('load')
  await expect.poll(() => brandFaces(page)).toEqual(['Inter Variable', 'Source Serif 4 Variable'])
  await page.unrouteAll()
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => document.fonts.check('700 40px "Source Serif 4 Variable"') && document.fonts.check('16px "Inter Variable"'))).toBe(true)
  const withFaces = await lineWidths(page)
  // The same text in the metric-matched fallbacks takes the room the faces give it (within 3 %;
  // the plain fallbacks differ by 7-15 %), so the swap does not reflow the page.
  await page.evaluate(() => {
    for (const face of [...document.fonts]) if (!face.family.includes('fallback')) document.fonts.delete(face)
  })
  await page.locator('#font-faces').evaluate((link: HTMLLinkElement) => (link.media = 'print'))
  expect(await brandFaces(page)).toEqual([])
  const withFallbacks = await lineWidths(page)
  for (const [index, line] of withFaces.entries()) expect(Math.abs(withFallbacks[index]!.width / line.width - 1), line.selector).toBeLessThan(0.03)
  // Later pages: the browser has the faces, so they apply before the first paint.
  await page.goto(article!, { waitUntil: 'commit' })
  await page.waitForSelector('#font-faces', { state: 'attached' })
  await expect(page.locator('#font-faces')).toHaveAttribute('media', 'all')
})

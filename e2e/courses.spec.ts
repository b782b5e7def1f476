import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/test'
import { applyFilters } from './support/forms'

const course = '/education/course/llms-for-marketing-teams'
const lesson = (slug: string) => `${course}/lesson/${slug}`
const premiumCourse = '/education/course/recommendation-systems-in-practice'
const lockedLesson = `${premiumCourse}/lesson/collaborative-filtering-with-matrix-factorization`

async function prepare(page: Page, theme: 'dark' | 'light' = 'dark') {
  await page.context().addCookies([
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}

test.beforeEach(({ page }) => prepare(page))

test('education: level and category filters, search, the two tabs with counts and the empty states', async ({ page }) => {
  await page.goto('/education')
  const cards = page.getByTestId('course-grid').getByRole('article')
  await expect(cards).toHaveCount(10)
  await expect(page.getByTestId('tab-courses')).toContainText('10')
  await expect(page.getByTestId('tab-paths')).toContainText('4')

  await page.getByLabel('Level').selectOption('advanced')
  await expect(page).toHaveURL(/level=advanced/)
  await expect(cards).toHaveCount(3)
  await page.getByLabel('Category').selectOption('machine-learning')
  await expect(page).toHaveURL(/category=machine-learning/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Recommendation Systems in Practice')
  await expect(cards.first()).toContainText('Instructor: Henrik Solberg-Adeyemi')
  await expect(cards.first()).toContainText('1h 42m')
  await expect(cards.first()).toContainText('4 lessons')
  await expect(cards.first().getByRole('link', { name: 'Upgrade to Access' })).toHaveAttribute('href', '/subscription')

  await page.getByRole('link', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/education$/)
  // The filter form is rebuilt for the new address once the link has gone.
  await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)
  await page.getByLabel('Search courses').fill('prompts')
  await page.getByLabel('Search courses').press('Enter')
  await expect(page).toHaveURL(/search=prompts/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', course)

  await page.goto('/education?search=recommendation')
  await page.getByTestId('tab-paths').click()
  await expect(page).toHaveURL(/search=recommendation&tab=paths|tab=paths.*search=recommendation/)
  const path = page.getByTestId('path-grid').getByRole('article')
  await expect(path).toHaveCount(1)
  await expect(path.getByTestId('path-courses').getByRole('listitem')).toHaveText([
    /Large Language Models for Marketing Teams/,
    /Applied Data Science for Marketing Teams/,
    /Recommendation Systems in Practice/,
  ])
  await expect(path.getByTestId('path-hours')).toContainText('8 hours')
  await expect(path.getByRole('link', { name: 'Start Learning Path' })).toHaveAttribute('href', course)

  await page.goto('/education?search=zzzqqqnothing')
  await expect(page.getByText('No courses found')).toBeVisible()
  await page.goto('/education?search=zzzqqqnothing&tab=paths')
  await expect(page.getByText('No learning paths found')).toBeVisible()
  expect((await page.request.get('/education?level=expert')).status()).toBe(400)
  expect((await page.request.get('/education/course/no-such-course')).status()).toBe(404)
})

test('education filters and tabs work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await applyFilters(page, '/education', { Level: 'beginner', Category: 'ai-ethics' })
  await expect(page).toHaveURL(/level=beginner&category=ai-ethics/)
  await expect(page.getByTestId('course-grid').getByRole('article')).toHaveText([/Responsible AI in Practice/])
  await page.getByTestId('tab-paths').click()
  await expect(page.getByTestId('path-grid').getByRole('article')).toHaveText([/AI Foundations for Marketers/])
  await context.close()
})

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violations on the education pages in the ${theme} theme`, async ({ page }) => {
    // Six pages, each analysed in full: more than the default 30 s on a busy two-core machine.
    test.setTimeout(90_000)
    await prepare(page, theme)
    for (const path of ['/education', '/education?tab=paths', premiumCourse, lesson('writing-prompts-that-work'), lockedLesson, '/education/path/ai-for-growth-marketing']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}

import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'
import { freeTutorial, login, premiumTutorial, prepare } from './support/tutorials'
import { registerMember } from './support/register'

test.beforeEach(({ page }) => prepare(page))

test('tutorials: featured first, difficulty and category filters, search and the empty state', async ({ page }) => {
  await page.goto('/tutorials')
  await expect(page.getByTestId('featured-tutorial')).toBeVisible()
  const cards = page.getByTestId('tutorial-grid').getByRole('article')
  await expect(cards).toHaveCount(9)
  const manyTags = cards.filter({ hasText: 'Build a Customer Churn Model' }).getByTestId('tutorial-tags').getByRole('listitem')
  await expect(manyTags).toHaveCount(4)
  await expect(manyTags.last()).toContainText('+2')
  await expect(cards.filter({ hasText: 'Premium' }).first().getByRole('link', { name: 'Upgrade to Access' })).toHaveAttribute('href', '/subscription')

  await page.getByLabel('Difficulty').selectOption('advanced')
  await expect(page).toHaveURL(/difficulty=advanced/)
  await expect(page.getByTestId('tutorials-count')).toHaveText('Showing 2 tutorials')
  await page.getByLabel('Category').selectOption('pytorch')
  await expect(page).toHaveURL(/category=pytorch/)
  await expect(page.getByTestId('featured-tutorial')).toContainText('Write a Custom Training Loop in PyTorch')
  await expect(page.getByTestId('tutorials-count')).toHaveText('Showing 1 tutorials')

  await page.getByRole('link', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/tutorials$/)
  // The filters are drawn anew for the cleared list; type only once they are.
  await expect(page.getByLabel('Difficulty')).toHaveValue('')
  await page.getByLabel('Search tutorials').fill('sentiment')
  await page.getByLabel('Search tutorials').press('Enter')
  await expect(page).toHaveURL(/search=sentiment/)
  await expect(page.getByTestId('featured-tutorial')).toContainText('Sentiment')
  await page.getByLabel('Sort by').selectOption('title')
  await expect(page).toHaveURL(/search=sentiment&sort=title|sort=title.*search=sentiment/)

  await page.goto('/tutorials?search=zzzqqqnothing')
  await expect(page.getByText('No tutorials found')).toBeVisible()
  expect((await page.request.get('/tutorials?difficulty=expert')).status()).toBe(400)
})

test('tutorial: steps link to their sections, code is highlighted and a block copies with a confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/tutorials?category=machine-learning')
  await page.getByTestId('featured-tutorial').getByRole('link', { name: 'Start Tutorial' }).click()
  await expect(page).toHaveURL(freeTutorial)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a Customer Churn Model with Gradient Boosting')
  await expect(page.getByTestId('tutorial-facts')).toContainText(/55m.*views.*likes.*5 steps/)
  await page.getByTestId('step-list').getByRole('link', { name: /Split by time/ }).click()
  await expect(page).toHaveURL(/#step-2$/)
  await expect(page.locator('#step-2')).toBeInViewport()
  const block = page.getByTestId('code-block').first()
  await expect(block.locator('.hljs-keyword').first()).toHaveText('import')
  await block.getByRole('button', { name: 'Copy code' }).click()
  await expect(block.getByText('Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^import pandas as pd\n/)
  await expect(page.getByRole('heading', { name: 'Related tutorials' })).toBeVisible()
  await page.goto('/tutorials/no-such-tutorial')
  await expect(page.getByRole('heading', { name: 'Tutorial not found' })).toBeVisible()
})

test('tutorial: a visitor cannot like; a new member likes and the like stays after a reload', async ({ page }) => {
  await page.goto(freeTutorial)
  await expect(page.getByTestId('like-button')).toBeDisabled()
  await page.getByRole('link', { name: 'Log in to like this tutorial' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await registerMember(page, { name: 'Tess Tutorial', emailPrefix: 'tutorial-fan' })
  await page.goto(freeTutorial)
  const likeButton = page.getByTestId('like-button')
  const saved = () => page.waitForResponse((response) => response.request().method() === 'POST' && response.ok())
  await expect(likeButton).toHaveAttribute('aria-pressed', 'false')
  const liked = saved()
  await likeButton.click()
  // Optimistic: the button answers before the server does.
  await expect(likeButton).toHaveAttribute('aria-pressed', 'true')
  await expect(likeButton).toContainText('Liked')
  await liked
  await page.reload()
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
  const unliked = saved()
  await page.getByTestId('like-button').click()
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
  await unliked
  await page.reload()
  await expect(page.getByTestId('like-button')).toContainText('Like')
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
})

test('premium tutorial: the free member sees the upgrade prompt, the premium member the steps', async ({ browser }) => {
  for (const [email, password, isOpen] of [
    ['free@lumen.example', 'LumenFree!2026', false],
    ['premium@lumen.example', 'LumenPremium!2026', true],
  ] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await prepare(page)
    await login(page, email, password, premiumTutorial)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Detect Anomalies in Sensor Data with an Autoencoder')
    if (isOpen) {
      await expect(page.getByTestId('tutorial-body')).toBeVisible()
      await expect(page.getByTestId('step-list').getByRole('link')).not.toHaveCount(0)
      await expect(page.getByTestId('premium-prompt')).toHaveCount(0)
    } else {
      await expect(page.getByRole('heading', { name: 'This is a premium tutorial' })).toBeVisible()
      await expect(page.getByTestId('premium-prompt').getByRole('link', { name: 'Upgrade to Access' })).toHaveAttribute('href', '/subscription')
      await expect(page.getByTestId('tutorial-body')).toHaveCount(0)
      expect(await page.content()).not.toContain('language-python')
    }
    await context.close()
  }
})

for (const theme of ['dark', 'light'] as const) {
  for (const path of ['/tutorials', freeTutorial, premiumTutorial]) {
    test(`axe finds no violations on ${path} in the ${theme} theme`, async ({ page }) => {
      await prepare(page, theme)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
}

import { expect, test } from './support/test'
import { freeTutorial, login, prepare } from './support/tutorials'

test.use({ javaScriptEnabled: false })
test.beforeEach(({ page }) => prepare(page))

test.describe('tutorials without JavaScript', () => {
  test('filters submit as a plain form and code blocks come without a copy button', async ({ page }) => {
    await page.goto('/tutorials')
    await page.getByLabel('Difficulty').selectOption('beginner')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/difficulty=beginner/)
    await expect(page.getByTestId('tutorials-count')).toHaveText('Showing 4 tutorials')
    await page.goto(freeTutorial)
    await expect(page.getByTestId('code-block').first().locator('.hljs-keyword').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0)
  })

  test('a member likes and unlikes with plain form posts', async ({ page }) => {
    await login(page, 'free@lumen.example', 'LumenFree!2026', freeTutorial)
    const likeButton = page.getByTestId('like-button')
    const wasLiked = (await likeButton.getAttribute('aria-pressed')) === 'true'
    await likeButton.click()
    await expect(page).toHaveURL(new RegExp(`${freeTutorial}$`))
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', String(!wasLiked))
    await page.getByTestId('like-button').click()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', String(wasLiked))
  })
})

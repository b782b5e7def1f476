import { expect, test, type Page } from './support/test'

/**
 * A visitor's page may be a copy shared by the page cache, so the one-time key of its forms
 * is made by each visitor's browser (app/ui/idempotency-field.tsx), and made anew after a
 * submission.
 */
test('each visitor’s browser gives the footer newsletter form its own one-time key, new after a submission', async ({ browser }) => {
  const keyOf = async (page: Page) => {
    const field = page.locator('form[action="/newsletter"] input[name="idempotencyKey"]').first()
    await expect(field).toHaveValue(/^[0-9a-f]{32}$/)
    return field.inputValue()
  }
  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  await first.goto('/')
  await second.goto('/')
  const firstKey = await keyOf(first)
  expect(await keyOf(second)).not.toBe(firstKey)

  const form = first.locator('form[action="/newsletter"]').first()
  await form.locator('input[name="email"]').fill(`keys-${Date.now()}@example.com`)
  await form.locator('button[type="submit"]').click()
  await expect(first.getByText('Successfully subscribed!').first()).toBeVisible()
  await expect.poll(() => keyOf(first)).not.toBe(firstKey)
})

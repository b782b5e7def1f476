import { openAsAdmin } from './support/admin'
import { consentCookie } from './support/consent'
import { registerMember } from './support/register'
import { expect, test } from './support/test'

test('the bell shows a reply to the member’s comment as it is written, without reloading the page', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  await page.context().addCookies([consentCookie])
  await registerMember(page, { name: 'Lena Live', emailPrefix: 'live-bell' })
  await page.goto('/news')
  const articlePath = (await page.locator('main a[href^="/news/"]').first().getAttribute('href'))!
  const comment = `Which plants tried it first, and when: ${Date.now()}`
  const posted = await page.request.post(articlePath, { form: { intent: 'comment', content: comment }, headers: { origin: baseURL! } })
  expect(posted.status()).toBeLessThan(400)
  const html = await (await page.request.get(articlePath)).text()
  const commentId = new RegExp(`id="comment-([0-9a-f-]{36})"[\\s\\S]*?${comment}`).exec(html)![1]!

  // The member reads on; the bell has nothing new.
  await page.getByTestId('notifications').locator('summary').click()
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(page.getByTestId('unread-badge')).toHaveCount(0)
  const stream = page.waitForResponse((response) => response.url().endsWith('/notifications/stream'))
  await page.goto('/education')
  expect((await stream).status()).toBe(200)
  const loads: string[] = []
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && loads.push(frame.url())))

  const { admin, close } = await openAsAdmin(browser, articlePath)
  const replied = await admin.request.post(articlePath, { form: { intent: 'comment', content: 'Two plants in Ohio, in March.', parentId: commentId }, headers: { origin: baseURL! } })
  expect(replied.status()).toBeLessThan(400)
  await close()

  await expect(page.getByTestId('unread-badge')).toHaveText('1')
  await page.getByTestId('notifications').locator('summary').click()
  await expect(page.getByTestId('notifications')).toContainText('New reply to your comment')
  expect(loads, 'the page was not reloaded').toEqual([])
})

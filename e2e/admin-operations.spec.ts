import { expect, test, type Page } from './support/test'
import { sampleNews, startFakeNewsApi } from '../tests/support/fake-news-api'
import { openAsAdmin } from './support/admin'
import { e2eNewsApiPort } from './support/news-api'
import { registerMember } from './support/register'

// One admin sign-in for the whole file (sign-ins are rate-limited per account).
test.describe.configure({ mode: 'serial' })

let admin: Page
let closeAdmin: () => Promise<void>

test.beforeAll(async ({ browser }) => {
  ;({ admin, close: closeAdmin } = await openAsAdmin(browser, '/admin'))
})

test.afterAll(async () => {
  // Never leave comments held for the other specs, even after a failure.
  await admin.goto('/admin/comments')
  const stop = admin.getByRole('button', { name: 'Stop holding comments' })
  if (await stop.isVisible()) await stop.click()
  await closeAdmin()
})

test('a held comment waits for the admin, then every visitor sees it', async ({ browser }) => {
  test.setTimeout(90_000)
  const text = `Held for review ${Date.now()}: the checklist in section two saved us a week.`

  // A fresh member (registration signs them in).
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await registerMember(member, { name: 'Moderated Member', emailPrefix: 'moderated' })
  await member.goto('/news')
  const articleUrl = (await member.getByTestId('news-grid').getByRole('article').filter({ hasNotText: 'Premium' }).nth(1).getByRole('link').first().getAttribute('href'))!
  expect(articleUrl).toMatch(/^\/news\/[a-z0-9-]+$/)
  await member.goto(articleUrl)

  // The admin holds new comments; the member's comment waits and only they see it, marked.
  await admin.goto('/admin/comments')
  await admin.getByRole('button', { name: 'Hold new comments' }).click()
  await expect(admin.getByText('Hold new comments for review: On')).toBeVisible()
  await member.getByLabel('Your comment').fill(text)
  await member.getByRole('button', { name: 'Post comment' }).click()
  const own = member.getByTestId('comments').getByRole('listitem').filter({ hasText: text })
  await expect(own).toBeVisible()
  await expect(own.getByTestId('comment-pending')).toHaveText(/Awaiting moderation/)
  // Held comments affect every article: switch it off again at once for the other specs.
  await admin.getByRole('button', { name: 'Stop holding comments' }).click()
  await expect(admin.getByText('Hold new comments for review: Off')).toBeVisible()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(articleUrl)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(text)).toHaveCount(0)

  // It is first in the admin's queue; approving it publishes it.
  await admin.goto('/admin/comments?filter=pending')
  const queued = admin.getByTestId('moderated-comment').filter({ hasText: text })
  await expect(queued).toContainText('Pending')
  await expect(queued).toContainText('Moderated Member')
  await queued.getByRole('button', { name: /^Approve/ }).click()
  await expect(queued).toHaveCount(0)
  await admin.goto('/admin/comments?filter=approved')
  await expect(admin.getByTestId('moderated-comment').filter({ hasText: text })).toContainText('Approved')

  await visitor.reload()
  await expect(visitor.getByTestId('comments')).toContainText(text)
  await member.reload()
  await expect(member.getByTestId('comments').getByRole('listitem').filter({ hasText: text }).getByTestId('comment-pending')).toHaveCount(0)
  await memberContext.close()
  await visitorContext.close()
})

test('the news fetch imports from the news API once and reports its errors', async () => {
  test.setTimeout(60_000)
  const api = await startFakeNewsApi({ port: e2eNewsApiPort, articles: sampleNews(`e2e-${Date.now()}`) })
  try {
    await admin.goto('/admin')
    const panel = admin.getByTestId('news-fetch')
    const buttons = panel.getByRole('button')
    await expect(buttons).toHaveText(['Technology', 'Business', 'Science', 'Health', 'Entertainment', 'Sports'])

    // While a fetch runs every button is disabled.
    api.mode = 'hang'
    await panel.getByRole('button', { name: 'Science' }).click()
    await expect(panel.getByText('Loading...')).toBeVisible()
    for (const button of await buttons.all()) await expect(button).toBeDisabled()
    await expect(panel.getByRole('alert')).toContainText('Unknown error occurred', { timeout: 20_000 })
    await expect(buttons.first()).toBeEnabled()

    api.mode = 'fail'
    await panel.getByRole('button', { name: 'Health' }).click()
    await expect(panel.getByRole('alert')).toContainText('HTTP error! status: 500')

    api.mode = 'ok'
    await panel.getByRole('button', { name: 'Technology' }).click()
    await expect(panel.getByTestId('news-fetch-result')).toContainText('Fetched 4 articles, inserted 3 new.')
    expect(api.requests.at(-1)!.query).toMatchObject({ language: 'en', pageSize: '20', q: expect.stringContaining('AND technology') })

    await panel.getByRole('button', { name: 'Business' }).click()
    await expect(panel.getByTestId('news-fetch-result')).toContainText('Fetched 4 articles, inserted 0 new.')

    // The imported stories wait in Review, credited to their source.
    await admin.reload()
    await expect(admin.getByTestId('recent-articles')).toContainText('Imported from Signal Weekly')
    await expect(admin.getByTestId('recent-articles').getByText('Review').first()).toBeVisible()
  } finally {
    await api.close()
  }
})

import { expect, test, type Browser, type Page } from './support/test'
import { adminSessionForFile } from './support/admin'
import { consentCookie } from './support/consent'

// A 2×2 PNG, small enough to upload as a cover.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const suffix = () => Math.random().toString(36).slice(2, 8)

/** Writes a new article in the editor: title, a bold word and a paragraph in the body. */
async function writeArticle(admin: Page, title: string) {
  await admin.getByLabel('Title').fill(title)
  await expect(admin.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
  const body = admin.getByRole('textbox', { name: 'Body' })
  await body.click()
  const bold = admin.getByRole('button', { name: 'Bold' })
  await bold.click()
  // Type only once the editor has focus back with bold on, or the first key can be lost.
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  await expect(body).toBeFocused()
  await admin.keyboard.type('Harbor cranes')
  await bold.click()
  await expect(bold).toHaveAttribute('aria-pressed', 'false')
  await expect(body).toBeFocused()
  await admin.keyboard.type(' now read the tide tables before they lift a container.')
  await expect(body.locator('strong')).toHaveText('Harbor cranes')
}

/** A page of the signed-in admin (the cookie choice made, so the banner stays out of the way). */
const openEditor = adminSessionForFile()

/** A page in a browser context of its own, as a visitor who never signed in. */
async function openAsVisitor(browser: Browser) {
  const context = await browser.newContext()
  await context.addCookies([consentCookie])
  return { visitor: await context.newPage(), close: () => context.close() }
}

async function deleteFromEditor(admin: Page) {
  await admin.getByLabel('I understand this cannot be undone').check()
  await admin.getByRole('button', { name: 'Delete article' }).click()
  await expect(admin.getByText('Deleted.', { exact: true })).toBeVisible()
}

test('an admin writes an article in the editor, previews the draft and publishes it to /news', async ({ browser }) => {
  test.setTimeout(60_000)
  const { admin, close } = await openEditor(browser, '/admin/content')
  const { visitor, close: closeVisitor } = await openAsVisitor(browser)
  const title = `Harbor cranes learn to read the tide ${suffix()}`
  await admin.getByText('New…').click()
  await admin.getByRole('link', { name: 'Article', exact: true }).click()
  // The editor's page brings the rich-text editor's code: on a loaded machine it can take a while.
  await expect(admin).toHaveURL(/\/admin\/content\/articles\/new$/, { timeout: 20_000 })
  await expect(admin.getByRole('heading', { name: 'New article' })).toBeVisible({ timeout: 20_000 })
  await writeArticle(admin, title)
  await admin.locator('input[name="coverFile"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  // An uploaded cover needs its description; the refusal keeps the upload and everything typed.
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText('Describe the cover for readers who cannot see it')).toBeVisible()
  await expect(admin.locator('input[name="featuredImage"]')).toHaveValue(/^\/media\/uploads\//)
  await admin.getByLabel('Cover description').fill('A harbour crane lifting a container at dusk')
  await admin.getByLabel('Cover focal point').selectOption('top')
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText('Created.')).toBeVisible()
  await expect(admin.getByLabel('Cover focal point')).toHaveValue('top')
  await expect(admin.getByTestId('status').first()).toContainText('Draft')
  const slug = await admin.getByLabel('Slug').inputValue()
  expect(slug).toMatch(/^harbor-cranes-learn-to-read-the-tide-[a-z0-9]+$/)

  // The draft: previewed by the admin, invisible to readers.
  const preview = await admin.getByRole('link', { name: /Preview saved version/ }).getAttribute('href')
  await admin.goto(preview!)
  await expect(admin.getByTestId('preview-body').locator('strong')).toHaveText('Harbor cranes')
  await expect(admin.getByTestId('preview')).toContainText('Readers cannot see it yet.')
  expect((await visitor.goto(`/news/${slug}`))?.status()).toBe(404)
  await admin.goBack()

  await admin.getByRole('button', { name: 'Publish now' }).click()
  await expect(admin.getByText('Published: readers can see it now.')).toBeVisible()
  await visitor.goto('/news')
  const card = visitor.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  const cover = await card.locator('img').getAttribute('src')
  expect(cover).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/)
  const image = await visitor.request.get(cover!)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(image.headers()['x-content-type-options']).toBe('nosniff')
  await card.getByRole('link', { name: title }).click()
  await expect(visitor.getByTestId('article-body').locator('strong')).toHaveText('Harbor cranes')

  // Clean up, so the news list has its usual length for other tests.
  await deleteFromEditor(admin)
  await expect(admin).toHaveURL(/\/admin\/content\?type=articles/)
  expect((await visitor.goto(`/news/${slug}`))?.status()).toBe(404)
  await closeVisitor()
  await close()
})

test('a scheduled article appears on /news only after its time', async ({ browser }) => {
  test.setTimeout(90_000)
  const { admin, close } = await openEditor(browser, '/admin/content/articles/new')
  const { visitor, close: closeVisitor } = await openAsVisitor(browser)
  const title = `Tide tables go automatic ${suffix()}`
  await writeArticle(admin, title)
  // A whole second, as the field takes it, so the article is due exactly at `at`.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000)
  await admin.getByTestId('published-at').fill(at.toISOString().slice(0, 19))
  await admin.getByRole('button', { name: 'Schedule' }).click()
  await expect(admin.getByText('Scheduled: readers will see it from its publish date.')).toBeVisible()
  await expect(admin.getByTestId('status').first()).toContainText('Scheduled')

  // Before its time: absent from the list and its own address.
  const card = visitor.getByRole('article').filter({ hasText: title })
  await visitor.goto('/news')
  await expect(visitor.getByTestId('news-grid')).toBeVisible()
  await expect(card).toHaveCount(0)
  const slug = await admin.getByLabel('Slug').inputValue()
  const early = await visitor.goto(`/news/${slug}`)
  expect(early?.status()).toBe(404)
  // The server answered so before the article's time (its own clock, from the Date header).
  expect(Date.parse(early!.headers()['date']!)).toBeLessThan(at.getTime())

  // In the console it is listed as scheduled.
  await admin.goto('/admin/content?status=scheduled&type=articles')
  await expect(admin.getByTestId('content-table').getByRole('row').filter({ hasText: title })).toContainText('Scheduled')

  // After its time: on the list without anyone touching it, and never before it.
  let listedAt = Number.NaN
  await expect(async () => {
    const answer = await visitor.goto('/news')
    listedAt = Date.parse(answer!.headers()['date']!)
    await expect(card).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 60_000, intervals: [2000] })
  expect(listedAt).toBeGreaterThanOrEqual(at.getTime())

  await admin.getByTestId('content-table').getByRole('link', { name: title }).click()
  await deleteFromEditor(admin)
  await closeVisitor()
  await close()
})

test('bad input keeps the text and explains; a disguised upload is refused', async ({ browser }) => {
  const { admin, close } = await openEditor(browser, '/admin/content/articles/new')
  await admin.getByLabel('Title').fill(`Refused ${suffix()}`)
  await admin.getByLabel('Slug').fill('Not A Slug!')
  await expect(admin.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
  await admin.getByRole('textbox', { name: 'Body' }).click()
  await admin.keyboard.type('A paragraph that must survive a failed save.')
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText('Use lower-case letters, digits and single hyphens, e.g. my-first-article')).toBeVisible()
  await expect(admin.getByText('Please correct the marked fields; nothing was saved.')).toBeVisible()
  await expect(admin.getByRole('textbox', { name: 'Body' })).toContainText('A paragraph that must survive a failed save.')

  await admin.getByLabel('Slug').fill('')
  await admin.locator('input[name="coverFile"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') })
  await admin.getByRole('button', { name: 'Create' }).click()
  await expect(admin.getByText(/SVG and other markup files are not accepted/)).toBeVisible()
  await expect(admin.getByRole('textbox', { name: 'Body' })).toContainText('A paragraph that must survive a failed save.')
  await expect(admin).toHaveURL(/\/admin\/content\/articles\/new$/)
  await close()
})

test('without JavaScript an article is written in the HTML field, published and deleted', async ({ browser }) => {
  const { admin, close } = await openEditor(browser, '/admin/content/articles/new', { javaScriptEnabled: false })
  const { visitor, close: closeVisitor } = await openAsVisitor(browser)
  const title = `Plain forms still publish ${suffix()}`
  await admin.getByLabel('Title').fill(title)
  await admin.getByLabel('Body').fill('<p>Written <em>without</em> scripts.</p><script>alert(1)</script>')
  await admin.getByRole('button', { name: 'Publish now' }).click()
  await expect(admin.getByText('Published: readers can see it now.')).toBeVisible()
  await expect(admin.getByLabel('Body')).toHaveValue('<p>Written <em>without</em> scripts.</p>')
  const slug = await admin.getByLabel('Slug').inputValue()
  await visitor.goto(`/news/${slug}`)
  await expect(visitor.getByTestId('article-body')).toHaveText('Written without scripts.')
  await deleteFromEditor(admin)
  expect((await visitor.goto(`/news/${slug}`))?.status()).toBe(404)
  await closeVisitor()
  await close()
})

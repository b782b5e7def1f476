import { openAs } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/test'

const editorLogin = ['editor@lumen.example', 'LumenEditor!2026'] as const
const contributorLogin = ['contributor@lumen.example', 'LumenContributor!2026'] as const
const adminLogin = ['admin@lumen.example', 'LumenAdmin!2026'] as const
const suffix = () => Math.random().toString(36).slice(2, 8)

/** Types a paragraph into the rich-text body, once the editor has replaced the plain field. */
async function typeBody(page: Page, text: string) {
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible({ timeout: 20_000 })
  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await page.keyboard.press('End')
  await page.keyboard.type(text)
}

/** Goes from the editor to the content list; the editor lets its lock go on the way out. */
async function leaveEditor(page: Page) {
  const released = page.waitForResponse((response) => response.url().endsWith('/lock') && response.request().method() === 'POST')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click()
  await released
}

/** A UTC time `seconds` from now as the publish-date field takes it. */
const utcInput = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19)

test('a contributor writes and submits, the editor asks for changes, then approves and schedules; it appears on the author’s page and feed', async ({ browser }) => {
  test.setTimeout(300_000)
  const title = `Local radio stations test AI traffic reports ${suffix()}`
  const { page: writer, close: closeWriter } = await openAs(browser, contributorLogin, '/admin/content/articles/new')
  await expect(writer.getByRole('heading', { name: 'New article' })).toBeVisible({ timeout: 20_000 })
  await expect(writer.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
  await writer.getByLabel('Title').fill(title)
  await writer.getByLabel('Excerpt').fill('Three stations let a model draft the morning traffic bulletin; presenters still read it out.')
  await typeBody(writer, 'Presenters check every line against the road authority feed before it goes on air.')
  await expect(writer.getByRole('textbox', { name: 'Body' })).toContainText('road authority feed')
  await writer.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writer.getByText('Saved and submitted for review. The editors were told.')).toBeVisible()
  await expect(writer.getByTestId('status').first()).toContainText('In review')
  const editPath = new URL(writer.url()).pathname

  // The editor finds it waiting, and asks for changes with a note.
  const { page: editor, close: closeEditor } = await openAs(browser, editorLogin, '/admin/content?waiting=me')
  await editor.getByRole('link', { name: title }).click()
  await expect(editor.getByTestId('review-form')).toBeVisible()
  await editor.getByLabel('Note to the authors').fill('Say which three stations, and how often a presenter changed the draft.')
  await editor.getByRole('button', { name: 'Request changes' }).click()
  await expect(editor.getByTestId('newsroom-reply')).toContainText('Changes requested')
  // Leaving the editor lets its edit lock go, so the contributor can save.
  await leaveEditor(editor)

  // The contributor is told, reads the note, fixes the text and submits again.
  await writer.goto(editPath)
  await expect(writer.getByTestId('review-trail')).toContainText('Say which three stations')
  await expect(writer.getByTestId('status').first()).toContainText('Changes requested')
  await writer.getByLabel('Excerpt').fill('Harbourside FM, Valley 98 and Coastline Radio let a model draft the traffic bulletin; presenters changed one in five.')
  await writer.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writer.getByTestId('status').first()).toContainText('In review')
  await leaveEditor(writer)

  // The editor approves and schedules it a minute ahead (a loaded machine takes a while to save).
  await editor.goto(editPath)
  await editor.getByRole('button', { name: 'Approve' }).click()
  await expect(editor.getByTestId('newsroom-reply')).toContainText('Approved')
  await editor.goto(editPath)
  await expect(editor.getByTestId('status').first()).toContainText('Approved')
  await editor.getByTestId('published-at').fill(utcInput(60))
  await editor.getByRole('button', { name: 'Schedule' }).click()
  // Saving runs the whole editor's save (credits, revision, webhooks): give a loaded machine time.
  await expect(editor.getByText('Scheduled: readers will see it from its publish date.')).toBeVisible({ timeout: 15_000 })
  await expect(editor.getByTestId('status').first()).toContainText('Scheduled')

  // At its time it is on the contributor's author page and in their feed.
  await writer.goto('/admin/authors')
  const authorPath = (await writer.getByTestId('authors-table').getByRole('link', { name: /^\/authors\// }).getAttribute('href'))!
  await expect.poll(async () => {
    await writer.goto(authorPath)
    return writer.getByTestId('author-works').getByRole('link', { name: title }).count()
  }, { timeout: 150_000, intervals: [3_000] }).toBe(1)
  const feed = await writer.request.get(`${authorPath}/rss.xml`)
  expect(await feed.text()).toContain(title)
  await closeWriter()
  await closeEditor()
})

test('two editors on one article: the second sees who is editing and takes over; the first one’s save is refused and keeps the text', async ({ browser }) => {
  test.setTimeout(120_000)
  const title = `Edit lock check ${suffix()}`
  const { page: first, close: closeFirst } = await openAs(browser, adminLogin, '/admin/content/articles/new')
  await first.getByLabel('Title').fill(title)
  await typeBody(first, 'A first paragraph.')
  await first.getByRole('button', { name: 'Create' }).click()
  await expect(first.getByText('Created.')).toBeVisible()
  const editPath = new URL(first.url()).pathname

  const { page: second, close: closeSecond } = await openAs(browser, editorLogin, editPath)
  await expect(second.getByTestId('edit-lock')).toContainText('Ada Admin is editing')
  await second.getByRole('button', { name: 'Take over' }).click()
  await expect(second.getByTestId('newsroom-reply')).toContainText('You are editing now')

  await first.getByLabel('Title').fill(`${title} (first editor's headline)`)
  await first.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(first.getByRole('alert')).toContainText('Elena Okafor is editing')
  await expect(first.getByLabel('Title')).toHaveValue(`${title} (first editor's headline)`)
  await expect(first.getByTestId('compare-saved')).toContainText('first editor')
  await closeFirst()
  await closeSecond()
})

test('restoring an older revision from the comparison', async ({ browser }) => {
  test.setTimeout(90_000)
  const title = `Revision restore ${suffix()}`
  const { page, close } = await openAs(browser, editorLogin, '/admin/content/articles/new')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Excerpt').fill('The first summary.')
  await typeBody(page, 'Body text.')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Created.')).toBeVisible()
  await page.getByLabel('Excerpt').fill('A second summary that we regret.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.getByRole('link', { name: /^Revisions \(2\)$/ }).click()
  await page.getByTestId('revisions').getByRole('row', { name: /^1 / }).getByRole('link', { name: 'Compare' }).click()
  await expect(page.getByTestId('version-diff')).toContainText('The first summary.')
  await expect(page.getByTestId('version-diff')).toContainText('we regret')
  await page.getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(page.getByText('The revision was restored as a new save.')).toBeVisible()
  await expect(page.getByLabel('Excerpt')).toHaveValue('The first summary.')
  await close()
})

for (const theme of ['light', 'dark'] as const) {
  test(`the newsroom's pages pass axe in the ${theme} theme`, async ({ browser }) => {
    test.setTimeout(120_000)
    const { page, close } = await openAs(browser, editorLogin, '/admin/content?waiting=me')
    await page.context().addCookies([{ name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
    await page.reload()
    await expectNoAxeViolations(page, { label: 'content list' })
    await page.getByRole('link', { name: 'Retail media networks promise incrementality. Few can prove it yet' }).click()
    await expect(page.getByTestId('review-form')).toBeVisible()
    await expectNoAxeViolations(page, { label: 'editor' })
    await page.getByRole('button', { name: 'Make a preview link' }).click()
    const previewUrl = await page.getByTestId('preview-url').innerText()
    await page.getByRole('link', { name: /^Revisions/ }).click()
    await expectNoAxeViolations(page, { label: 'revisions' })
    await page.goto('/admin/authors')
    await expectNoAxeViolations(page, { label: 'authors' })
    await page.getByTestId('authors-table').getByRole('link').first().click()
    await expectNoAxeViolations(page, { label: 'profile' })
    await page.goto(new URL(previewUrl).pathname)
    await expect(page.getByTestId('preview')).toContainText('Retail media networks')
    await expectNoAxeViolations(page, { label: 'preview link' })
    await page.goto('/authors/noor-haddad')
    await expect(page.getByTestId('author-profile')).toContainText('Contributing writer, marketing')
    await expectNoAxeViolations(page, { label: 'author page' })
    await close()
  })
}

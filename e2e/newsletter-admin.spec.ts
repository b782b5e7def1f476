import { randomUUID } from 'node:crypto'
import { expect, test, type Page, whenInteractive } from './support/test'
import { adminSessionForFile } from './support/admin'
import { consentCookie } from './support/consent'
import { expectNoAxeViolations } from './support/axe'

/** A page of the signed-in admin, in a context of its own. */
const openAdmin = adminSessionForFile()

/** The path and query of a link from an e-mail (its host is the configured SITE_URL, not the test server). */
const pathOf = (url: string) => {
  const link = new URL(url)
  return link.pathname + link.search
}

/** The outbox row of the e-mail to `to` with exactly this subject, on Admin → Settings. */
function outboxRow(admin: Page, to: string, subject: string) {
  return admin.getByTestId('outbox').getByRole('row').filter({ hasText: to }).filter({ has: admin.getByRole('link', { name: subject, exact: true }) })
}

/** Opens that e-mail from the outbox and returns its plain text. */
async function readEmail(admin: Page, to: string, subject: string) {
  await admin.goto('/admin/settings')
  await outboxRow(admin, to, subject).getByRole('link', { name: subject, exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  return (await admin.getByTestId('email-text').textContent()) ?? ''
}

test('an editor writes, previews, tests and schedules an edition; a subscriber receives it and leaves without signing in', async ({ browser }) => {
  test.setTimeout(240_000)
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const subscriber = `letter-reader-${stamp}@example.com`
  const subject = `Harbour notes ${stamp}`
  const text = `The tide tables for week ${stamp} are in.`

  // A reader subscribes through the footer form, as any visitor would.
  const readerContext = await browser.newContext()
  await readerContext.addCookies([consentCookie])
  const reader = await readerContext.newPage()
  await reader.goto('/news')
  await whenInteractive(reader)
  const signUp = reader.getByTestId('newsletter-form')
  await signUp.getByLabel('E-mail for the newsletter').fill(subscriber)
  await signUp.getByRole('button', { name: 'Subscribe' }).click()
  await expect(signUp.getByRole('status')).toHaveText('Successfully subscribed! Check your email for confirmation.')

  // They confirm with the link from the confirmation e-mail (read from the admin's outbox).
  const { admin, close: closeAdmin } = await openAdmin(browser, '/admin/newsletter')
  const confirmation = await readEmail(admin, subscriber, 'Confirm your Lumen newsletter subscription')
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation)?.[0]
  expect(confirmLink).toBeTruthy()
  await reader.goto(pathOf(confirmLink!))
  await expect(reader.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' })).toBeVisible()
  await readerContext.close()

  // The admin finds them as an active subscriber.
  await admin.goto('/admin/newsletter')
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  await admin.getByLabel('Search by e-mail').fill(subscriber.toUpperCase())
  await admin.getByRole('button', { name: 'Search' }).click()
  const subscriberRow = admin.getByTestId('subscribers').getByRole('row').filter({ hasText: subscriber })
  await expect(subscriberRow).toContainText('Active')
  await expect(admin.getByTestId('subscriber-total')).toHaveText(/^1 subscription matches/)

  // The CSV export has them too, as an attachment.
  await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/admin/newsletter/export.csv')
  const csv = await admin.request.get('/admin/newsletter/export.csv')
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
  const exported = (await csv.text()).split('\r\n')
  expect(exported[0]).toBe('email,status,subscribed_at,confirmed_at,daily_digest,weekly_summary,breaking_news')
  expect(exported.find((line) => line.startsWith(`${subscriber},`))).toMatch(/^\S+,active,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{4}-\d{2}-\d{2}T[\d:.]+Z,yes,yes,yes$/)

  // A new edition: subject and text, saved as a draft.
  await admin.getByRole('link', { name: 'New edition' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'New edition' })).toBeVisible()
  await expect(admin.getByTestId('audience')).toHaveText(/^Goes to \d+ readers?/)
  await admin.getByLabel('Subject').fill(subject)
  const body = admin.getByRole('textbox', { name: 'Text' })
  await expect(admin.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
  await body.click()
  await expect(body).toBeFocused()
  await admin.keyboard.type(text)
  await expect(body).toContainText(text)
  await admin.getByRole('button', { name: 'Save draft' }).click()
  await expect(admin.getByRole('main').getByRole('status')).toHaveText('Draft saved.')
  await expect(admin).toHaveURL(/\/admin\/newsletter\/editions\/[0-9a-f-]{36}\?notice=saved$/)
  const editionPath = new URL(admin.url()).pathname

  // Preview: the saved copy in a sandboxed frame.
  await admin.getByRole('button', { name: 'Preview' }).click()
  await expect(admin.getByRole('main').getByRole('status')).toContainText('The preview below shows it')
  const preview = admin.frameLocator('iframe[title="Edition preview"]')
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible()
  await expect(preview.getByText(text)).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Unsubscribe' })).toBeVisible()
  await expect(admin.getByTestId('edition-preview')).toHaveAttribute('sandbox', '')

  // A test copy goes to the admin alone.
  await admin.getByRole('button', { name: 'Send test to me' }).click()
  await expect(admin.getByRole('main').getByRole('status')).toHaveText('Test sent to admin@lumen.example.')
  await admin.goto('/admin/settings')
  await expect(outboxRow(admin, 'admin@lumen.example', `[Test] ${subject}`)).toHaveCount(1)
  await expect(outboxRow(admin, subscriber, subject)).toHaveCount(0)

  // Schedule without a time: refused next to the field, with the text kept.
  await admin.goto(editionPath)
  await admin.getByRole('button', { name: 'Schedule' }).click()
  await expect(admin.getByText('Choose when to send it (UTC).')).toBeVisible()
  await expect(admin.getByLabel('Send at (UTC)')).toHaveAttribute('aria-invalid', 'true')
  await expect(admin.getByLabel('Subject')).toHaveValue(subject)

  // Scheduled for the start of the next minute (UTC).
  const nextMinute = new Date(Math.ceil((Date.now() + 1000) / 60_000) * 60_000)
  await admin.getByLabel('Send at (UTC)').fill(nextMinute.toISOString().slice(0, 16))
  await admin.getByRole('button', { name: 'Schedule' }).click()
  await expect(admin.getByRole('main').getByRole('status')).toContainText('Scheduled.')
  await expect(admin.getByRole('button', { name: 'Unschedule' })).toBeVisible()

  // The delivery job sends it at that time. The subscriber's copy, found among the edition's
  // copies (the seeded readers get it too, so it need not be among the outbox's newest), links
  // to the message in the outbox.
  const copyRow = admin.getByTestId('copies').getByRole('row').filter({ hasText: subscriber })
  await expect
    .poll(
      async () => {
        await admin.goto(`${editionPath}?copy=${encodeURIComponent(subscriber)}`)
        return copyRow.getByRole('link', { name: 'Open e-mail' }).count()
      },
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(1)
  await expect(copyRow).toContainText('Sent')
  await expect(admin.getByTestId('copies-total')).toHaveText('1 copy matches.')

  // The edition is read-only now, with its counts; the history lists it as sent.
  await expect
    .poll(
      async () => {
        await admin.goto(editionPath)
        return admin.getByTestId('delivery').getByText('Sent', { exact: true }).first().isVisible()
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(true)
  expect(Number(await admin.getByTestId('count-sent').textContent())).toBeGreaterThanOrEqual(2)
  await expect(admin.getByTestId('count-failed')).toHaveText('0')
  await expect(admin.getByTestId('count-waiting')).toHaveText('0')
  await expect(admin.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
  await admin.goto('/admin/newsletter')
  await expect(admin.getByTestId('editions').getByRole('row').filter({ hasText: subject })).toContainText('Sent')

  // The subscriber's message in the outbox carries their own unsubscribe link.
  await admin.goto(`${editionPath}?copy=${encodeURIComponent(subscriber)}`)
  await copyRow.getByRole('link', { name: 'Open e-mail' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(admin.getByRole('main')).toContainText(subscriber)
  const letter = (await admin.getByTestId('email-text').textContent()) ?? ''
  expect(letter).toContain(text)
  const unsubscribeLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[^\s&]+&kind=admin&copy=[0-9a-f-]{36}/.exec(letter)?.[0]
  expect(unsubscribeLink).toBeTruthy()

  // It works in a fresh browser that never signed in.
  const strangerContext = await browser.newContext()
  await strangerContext.addCookies([consentCookie])
  const stranger = await strangerContext.newPage()
  await stranger.goto(pathOf(unsubscribeLink!))
  await expect(stranger).toHaveURL(/\/newsletter\/unsubscribe\?/)
  await stranger.getByRole('button', { name: /unsubscribe/i }).first().click()
  await expect(stranger.getByText(/unsubscribed/i).first()).toBeVisible()
  await strangerContext.close()

  // The admin's list shows the address as unsubscribed.
  await admin.goto(`/admin/newsletter?q=${encodeURIComponent(subscriber)}`)
  await expect(admin.getByTestId('subscribers').getByRole('row').filter({ hasText: subscriber })).toContainText('Unsubscribed')
  // The edition's report counts the reader who left through its link.
  await admin.goto(editionPath)
  await expect(admin.getByTestId('engagement-unsubscribed')).toHaveText('1')
  await expect(admin.getByTestId('engagement-delivered')).not.toHaveText('0')
  await closeAdmin()
})

test('Admin → Jobs lists the queues with their schedules; retrying a job that is gone is a 404', async ({ browser }) => {
  const { admin, close } = await openAdmin(browser, '/admin/jobs')
  await expect(admin.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
  const queues = admin.getByTestId('queues')
  await expect(queues.getByRole('row').filter({ hasText: 'newsletter-schedule' })).toContainText('Every minute')
  await expect(queues.getByRole('row').filter({ hasText: 'newsletter-deliver' })).toContainText('On demand')
  await expect(admin.getByRole('heading', { name: 'Recent failures' })).toBeVisible()
  const gone = await admin.request.post('/admin/jobs', { form: { intent: 'retry', name: 'newsletter-deliver', id: randomUUID() } })
  expect(gone.status()).toBe(404)
  expect(await gone.text()).toContain('This job is no longer among the failed ones')
  const forged = await admin.request.post('/admin/jobs', { form: { intent: 'retry', name: 'newsletter-deliver', id: 'not-a-job' } })
  expect(forged.status()).toBe(400)
  await close()
})

test('Admin → Newsletter filters the readers into a segment and starts an edition for exactly it', async ({ browser }) => {
  const { admin, close } = await openAdmin(browser, '/admin/newsletter')
  const view = admin.getByTestId('segment-view')
  const everyone = Number(await view.getByTestId('segment-size').textContent())
  await view.getByLabel('Plan').selectOption('paid')
  await view.getByRole('button', { name: 'Show segment' }).click()
  await expect(admin).toHaveURL(/segPlan=paid/)
  // The description under the form (the select's own option has the same words).
  await expect(view.locator('p').filter({ hasText: 'readers: Paying members (Premium or Enterprise).' })).toBeVisible()
  const paying = Number(await view.getByTestId('segment-size').textContent())
  expect(paying).toBeGreaterThan(0)
  expect(paying).toBeLessThan(everyone)
  await expectNoAxeViolations(admin)
  await view.getByRole('link', { name: 'New edition for this segment' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'New edition' })).toBeVisible()
  await expect(admin.getByLabel('Plan')).toHaveValue('paid')
  await expect(admin.getByTestId('audience')).toHaveText(new RegExp(`^Goes to ${paying} readers?`))
  await close()
})

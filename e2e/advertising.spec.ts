import { expectNoAxeViolations } from './support/axe'
import { openAsAdmin } from './support/admin'
import { consentCookie } from './support/consent'
import { fillForm } from './support/forms'
import { expect, logIn, test } from './support/test'

test.describe('a reader’s browser', () => {
  // Headless Chromium names itself in its User-Agent, and ads are never served to automated browsers.
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36' })

  test('a visitor sees an advertiser’s ad labelled as one, views and clicks it, and the campaign report counts both', async ({ page, browser }) => {
    test.setTimeout(90_000)
    await page.context().addCookies([consentCookie])
    // The advertiser's site is outside this machine: its page is answered here.
    await page.route('https://brightwave.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Brightwave</title><h1>Brightwave Analytics</h1>' }))
    // The news list's slot, which only this advertiser's campaign targets.
    await page.goto('/news')
    const ad = page.getByTestId('sponsored-ad')
    await expect(ad).toHaveAttribute('aria-label', 'Advertisement')
    await expect(ad).toContainText('Sponsored by Brightwave Analytics')
    await expect(ad).toContainText('brightwave.example')
    // Half of it on screen for a second: the view beacon leaves.
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/ads/view' && request.method() === 'POST')
    await ad.scrollIntoViewIfNeeded()
    await beacon
    await ad.getByTestId('sponsored-ad-link').click()
    await expect(page).toHaveURL(/^https:\/\/brightwave\.example\/attribution\?utm_source=lumen/)
    await expect(page.getByRole('heading', { name: 'Brightwave Analytics' })).toBeVisible()

    const { admin, close } = await openAsAdmin(browser, '/admin/advertising')
    await admin.getByTestId('campaigns').getByRole('link', { name: 'Attribution launch' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Attribution launch' })).toBeVisible()
    const today = admin.getByTestId('report-days').getByRole('row').last()
    const cells = today.getByRole('cell')
    await expect(cells.first().locator('time')).toHaveAttribute('datetime', new Date().toISOString().slice(0, 10))
    // Day, served, viewable, clicks: at least this visitor's view, and the one click.
    expect(Number((await cells.nth(2).textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1)
    await expect(cells.nth(3)).toHaveText('1')
    await close()
  })

  test('a Premium member sees no ad at all on the same list, and never asks for one', async ({ page }) => {
    await page.context().addCookies([consentCookie])
    await logIn(page, 'premium@lumen.example', 'LumenPremium!2026')
    const slots = page.waitForRequest((request) => new URL(request.url()).pathname === '/ads/slot', { timeout: 3000 }).catch(() => null)
    await page.goto('/news')
    await expect(page.getByTestId('news-grid')).toBeVisible()
    expect(await slots).toBeNull()
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0)
  })
})

test('an admin books a proposal as a campaign with two creatives, then pauses it', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const company = `Quillstone Labs ${Date.now().toString(36)}`
  await page.context().addCookies([consentCookie])
  await page.goto('/advertising')
  await fillForm(page, {
    'Full name': 'Mara Quill',
    Email: 'mara@quillstone.example',
    'Company name': company,
    'Monthly budget (USD)': '1,000-2,500',
    'Advertisement type': 'Banner Advertising',
  })
  await page.getByRole('button', { name: 'Request proposal' }).click()
  await expect(page.getByText('Thank you — your request is in.')).toBeVisible()

  const { admin, close } = await openAsAdmin(browser, '/admin/settings')
  await admin.getByTestId('proposal-inbox').getByRole('row').filter({ hasText: company }).getByRole('link', { name: 'Book campaign' }).click()
  await expect(admin.getByTestId('from-proposal')).toContainText(company)
  await expect(admin.getByLabel('Advertiser', { exact: true })).toHaveValue(company)
  // A bad link is refused, and what was typed stays.
  await admin.getByLabel('Headline', { exact: true }).first().fill('Notes that write themselves')
  await admin.getByLabel('Text', { exact: true }).first().fill('Quillstone turns meetings into action items your CRM understands.')
  await admin.getByLabel('Button', { exact: true }).first().fill('Start free')
  await admin.getByLabel('Link', { exact: true }).first().fill('quillstone.example/start')
  await admin.getByRole('button', { name: 'Book campaign' }).click()
  await expect(admin.getByRole('alert').filter({ hasText: 'Link must be an http(s) address' })).toBeVisible()
  await expect(admin.getByLabel('Headline', { exact: true }).first()).toHaveValue('Notes that write themselves')
  await admin.getByLabel('Link', { exact: true }).first().fill('https://quillstone.example/start?utm_source=lumen&utm_content=a')
  await admin.getByLabel('Headline', { exact: true }).nth(1).fill('Your meetings, already summarised')
  await admin.getByLabel('Text', { exact: true }).nth(1).fill('Every call ends with a summary and the next steps.')
  await admin.getByLabel('Button', { exact: true }).nth(1).fill('Try it')
  await admin.getByLabel('Link', { exact: true }).nth(1).fill('https://quillstone.example/start?utm_source=lumen&utm_content=b')
  await admin.getByRole('button', { name: 'Book campaign' }).click()

  await expect(admin.getByTestId('campaign-status')).toHaveText('Status: live')
  const creatives = admin.getByRole('table', { name: 'By creative' })
  await expect(creatives).toContainText('Notes that write themselves')
  await expect(creatives).toContainText('Your meetings, already summarised')
  await admin.getByRole('button', { name: 'Pause' }).click()
  await expect(admin.getByTestId('campaign-status')).toHaveText('Status: paused')
  await admin.goto('/admin/settings')
  await expect(admin.getByTestId('proposal-inbox').getByRole('row').filter({ hasText: company })).toContainText('Handled')
  await close()
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on Admin → Advertising, a campaign report and the booking form (${theme})`, async ({ browser }) => {
    test.setTimeout(60_000)
    const { admin, close } = await openAsAdmin(browser, '/admin/advertising')
    await admin.context().addCookies([{ name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }, consentCookie])
    await admin.reload()
    await expect(admin.getByTestId('campaigns')).toContainText('Research credits')
    await expectNoAxeViolations(admin, { include: 'main' })
    await admin.getByRole('link', { name: 'Research credits' }).click()
    await expect(admin.getByTestId('report-totals')).toBeVisible()
    await expectNoAxeViolations(admin, { include: 'main' })
    await admin.goto('/admin/advertising/new')
    await expect(admin.getByRole('form', { name: 'New campaign' })).toBeVisible()
    await expectNoAxeViolations(admin, { include: 'main' })
    await close()
  })
}

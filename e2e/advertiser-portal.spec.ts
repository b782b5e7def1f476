import { expectNoAxeViolations } from './support/axe'
import { emailedLinkPath, openAsAdmin } from './support/admin'
import { consentCookie } from './support/consent'
import { fillForm } from './support/forms'
import { registerMember } from './support/register'
import { expect, logIn, test, type Page } from './support/test'

// Headless Chromium names itself in its User-Agent, and ads are never served to automated browsers.
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36'
// An education page of a category no demo campaign targets: only the campaign booked here fills its slot.
const coursePage = '/education/course/responsible-ai-in-practice'

/** Books the proposal from Admin → Settings as an education campaign on AI Ethics pages, with two creatives. */
async function bookFromProposal(admin: Page, company: string, stamp: string) {
  await admin.goto('/admin/settings')
  await admin.getByTestId('proposal-inbox').getByRole('row').filter({ hasText: company }).getByRole('link', { name: 'Book campaign' }).click()
  await admin.getByLabel('News list').uncheck()
  await admin.getByLabel('Articles').uncheck()
  await admin.getByLabel('Education pages').check()
  await admin.getByRole('textbox', { name: 'Categories' }).fill('ai-ethics')
  const creatives = [
    ['Audit your model before the regulator does', 'Fairlane checks bias, drift and documentation in one report.', 'Start an audit', `https://fairlane.example/audit?utm_source=lumen&utm_content=a-${stamp}`],
    ['Fairness reports in an afternoon', 'Plain-language model cards your legal team can sign.', 'See a sample', `https://fairlane.example/audit?utm_source=lumen&utm_content=b-${stamp}`],
  ]
  for (const [index, [headline, text, button, link]] of creatives.entries()) {
    await admin.getByLabel('Headline', { exact: true }).nth(index).fill(headline!)
    await admin.getByLabel('Text', { exact: true }).nth(index).fill(text!)
    await admin.getByLabel('Button', { exact: true }).nth(index).fill(button!)
    await admin.getByLabel('Link', { exact: true }).nth(index).fill(link!)
  }
  await admin.getByRole('button', { name: 'Book campaign' }).click()
  await expect(admin.getByTestId('campaign-status')).toHaveText('Status: live')
  await expect(admin.getByTestId('creative').filter({ hasText: 'Awaiting the advertiser’s approval' })).toHaveCount(2)
}

test('an advertiser accepts the invitation, approves the creatives, and their report counts a visitor’s viewable impression and click', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const company = `Fairlane Audit ${stamp}`
  await page.context().addCookies([consentCookie])
  const contact = await registerMember(page, { name: 'Imani Okafor', emailPrefix: 'fairlane' })
  // The contact asks for a proposal with the address they registered with.
  await page.goto('/advertising')
  await fillForm(page, { 'Full name': 'Imani Okafor', Email: contact.email, 'Company name': company, 'Monthly budget (USD)': '1,000-2,500', 'Advertisement type': 'Banner Advertising' })
  await page.getByRole('button', { name: 'Request proposal' }).click()
  await expect(page.getByText('Thank you — your request is in.')).toBeVisible()

  const { admin, close } = await openAsAdmin(browser, '/admin/settings')
  await bookFromProposal(admin, company, stamp)
  const invitation = await emailedLinkPath(admin, { to: contact.email, kind: 'advertiser-invitation', link: /https?:\/\/\S+\/advertiser\/join\?token=[\w-]+/ })
  await close()

  await page.goto(invitation!)
  await expect(page.getByTestId('advertiser-invitation')).toContainText(company)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page).toHaveURL(/\/advertiser$/)
  await page.getByRole('link', { name: `Open the report of ${company}: Banner Advertising` }).click()
  for (const headline of ['Audit your model before the regulator does', 'Fairness reports in an afternoon']) {
    await page.getByRole('button', { name: `Approve this creative: ${headline}` }).click()
    await expect(page.getByText('Creative approved: it may run from now on.')).toBeVisible()
  }
  await expect(page.getByTestId('creative').filter({ hasText: 'Approved: may run' })).toHaveCount(2)
  await expect(page.getByTestId('total-viewable')).toHaveText('0')

  // A visitor in a browser of their own: the ad is labelled, seen for a second, then clicked.
  const visitorContext = await browser.newContext({ userAgent: desktopChrome })
  await visitorContext.addCookies([consentCookie])
  const visitor = await visitorContext.newPage()
  await visitor.route('https://fairlane.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Fairlane</title><h1>Fairlane Audit</h1>' }))
  await visitor.goto(coursePage)
  const ad = visitor.getByTestId('sponsored-ad')
  await expect(ad).toHaveAttribute('aria-label', 'Advertisement')
  await expect(ad).toContainText(`Sponsored by ${company}`)
  const beacon = visitor.waitForRequest((request) => new URL(request.url()).pathname === '/ads/view' && request.method() === 'POST')
  await ad.scrollIntoViewIfNeeded()
  await beacon
  await ad.getByTestId('sponsored-ad-link').click()
  await expect(visitor).toHaveURL(/^https:\/\/fairlane\.example\/audit\?utm_source=lumen/)
  await visitorContext.close()

  await page.reload()
  await expect(page.getByTestId('total-viewable')).toHaveText('1')
  await expect(page.getByTestId('total-clicks')).toHaveText('1')
})

test('a Premium member sees no ad on an education page that a campaign targets', async ({ page }) => {
  await page.context().addCookies([consentCookie])
  await logIn(page, 'premium@lumen.example', 'LumenPremium!2026')
  await page.goto('/education/course/machine-learning-foundations')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0)
  await expect(page.getByTestId('sponsored-ad')).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations in the advertiser portal and the review queue (${theme})`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    await page.context().addCookies([consentCookie, { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
    await logIn(page, 'ads@brightwave.example', 'LumenAdvertiser!2026')
    await page.goto('/advertiser')
    await expect(page.getByTestId('portal-campaigns')).toContainText('Attribution launch')
    await expectNoAxeViolations(page, { include: 'main' })
    await page.getByRole('link', { name: 'Open the report of Attribution launch' }).click()
    await expect(page.getByTestId('pace-chart')).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main' })

    const { admin, close } = await openAsAdmin(browser, '/admin/advertising')
    await admin.context().addCookies([{ name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }])
    await admin.reload()
    await expect(admin.getByTestId('review-queue')).toContainText('Your CFO will finally trust the dashboard')
    await expectNoAxeViolations(admin, { include: 'main' })
    await close()
  })
}

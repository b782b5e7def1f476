import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Browser, type Page } from './support/test'
import { openAsAdmin, emailedLinkPath } from './support/admin'
import { registerMember } from './support/register'
import { buyEnterprise } from './support/enterprise'

const premiumArticle = '/news/what-a-real-algorithmic-bias-audit-looks-like'
const password = 'Orbit!Lamp42'

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

/**
 * The invitation link e-mailed to `to`, read from the outbox at Admin → Settings (the demo admin's
 * session). The outbox lists the newest e-mails only, and the daily digest can fill it at any
 * moment: when the invitation is no longer listed, the workspace Admin re-sends it.
 */
async function invitationPath(browser: Browser, owner: Page, to: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { admin, close } = await openAsAdmin(browser, '/admin/settings')
    const path = await emailedLinkPath(admin, { to, kind: 'workspace-invitation', link: /https?:\/\/\S+\/workspace\/join\?token=[\w-]+/ })
    await close()
    if (path) return path
    await owner.getByTestId('invitation').filter({ hasText: to }).getByRole('button', { name: 'Re-send' }).click()
    await expect(owner.getByTestId('workspace-result')).toContainText(`A new invitation link was sent to ${to}`)
  }
  throw new Error(`No invitation to ${to} in the outbox`)
}

test('an Enterprise Admin invites a new member, who registers through the link, reads premium articles, and loses them when removed', async ({ page, browser }) => {
  test.setTimeout(150_000)
  // The Admin: Enterprise through the test-mode checkout, then the workspace from the user menu.
  const owner = await registerMember(page, { name: 'Wren Workspace', emailPrefix: 'ws-admin' })
  await buyEnterprise(page)
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByTestId('user-menu').getByRole('link', { name: 'Workspace' }).click()
  await expect(page).toHaveURL(/\/workspace$/)
  await page.getByLabel('Workspace name').fill('Wren & Partners')
  await page.getByRole('button', { name: 'Create workspace' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Wren & Partners')
  await expect(page.getByTestId('workspace-notice')).toContainText('Your workspace is ready')
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 10 seats used')

  // A refused invitation explains itself and keeps what was typed; then the real one.
  const invitee = `ws-member-${Date.now()}@example.com`
  await page.getByLabel('E-mail address').fill(owner.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('This person is already a member of the workspace.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveValue(owner.email)
  await page.getByLabel('E-mail address').fill(invitee)
  await page.getByLabel('Role').selectOption('user')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByTestId('workspace-result')).toContainText(`Invitation sent to ${invitee}`)
  await expect(page.getByTestId('invitation').filter({ hasText: invitee })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const section of ['Settings', 'Activity']) {
    await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: section }).click()
    await expect(page).toHaveURL(new RegExp(`/workspace/${section.toLowerCase()}$`))
    await expectNoAxeViolations(page)
  }
  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Members' }).click()
  const link = await invitationPath(browser, page, invitee)

  // The new member opens the link, registers through it and comes back to accept.
  const memberContext = await browser.newContext()
  await memberContext.addCookies([
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
    { name: 'theme-preference', value: 'light', url: 'http://127.0.0.1' },
  ])
  const member = await memberContext.newPage()
  await member.goto(premiumArticle)
  await expect(member.getByRole('heading', { name: 'This is a premium article' })).toBeVisible()
  await member.goto(link)
  await expect(member.getByRole('heading', { name: 'Join Wren & Partners' })).toBeVisible()
  await expect(member.getByTestId('invited-address')).toHaveText(invitee)
  await expectNoAxeViolations(member)
  await member.getByRole('link', { name: 'Create an account' }).click()
  await expect(member).toHaveURL(/\/register\?redirect=/)
  await member.getByLabel('Name').fill('Mika Member')
  await member.getByLabel('Email').fill(invitee)
  await member.getByLabel('Password', { exact: true }).fill(password)
  await member.getByLabel('Confirm password').fill(password)
  await member.getByRole('checkbox').check()
  await member.getByRole('button', { name: 'Create account' }).click()
  await expect(member).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`))
  await expectNoAxeViolations(member)
  await member.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(member).toHaveURL(/\/workspace\?notice=joined/)
  await expect(member.getByTestId('workspace-notice')).toContainText('Welcome to Wren & Partners')
  await expect(member.getByTestId('seat-usage')).toHaveText('2 of 10 seats used')

  // Enterprise access from the workspace: the premium article in full.
  await member.goto(premiumArticle)
  await expect(member.getByTestId('article-body')).toBeVisible()
  await expect(member.getByRole('heading', { name: 'This is a premium article' })).toHaveCount(0)

  // The Admin removes them (after confirming); the article is locked again for them.
  await page.reload()
  const row = page.getByTestId('member').filter({ hasText: invitee })
  await row.getByText('Remove', { exact: true }).click()
  await row.getByRole('button', { name: 'Remove Mika Member' }).click()
  await expect(page.getByTestId('workspace-result')).toContainText('Member removed')
  await expect(page.getByTestId('member').filter({ hasText: invitee })).toHaveCount(0)
  await expect(page.getByTestId('seat-usage')).toHaveText('1 of 10 seats used')

  await member.goto(premiumArticle)
  await expect(member.getByRole('heading', { name: 'This is a premium article' })).toBeVisible()
  await expect(member.getByTestId('article-body')).toHaveCount(0)
  await member.goto('/workspace')
  await expect(member.getByText('Team access with Enterprise')).toBeVisible()
  await memberContext.close()
})

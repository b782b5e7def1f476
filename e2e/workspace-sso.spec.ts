import { startDnsServer, type DnsServer } from '../tests/support/dns-server'
import { startOidcProvider, type OidcProvider } from '../tests/support/oidc-provider'
import { expectNoAxeViolations } from './support/axe'
import { e2eDnsPort, e2eOidcPort } from './support/identity-provider'
import { registerMember } from './support/register'
import { buyEnterprise } from './support/enterprise'
import { expect, test, type Page } from './support/test'

const premiumArticle = '/news/what-a-real-algorithmic-bias-audit-looks-like'
let dns: DnsServer | undefined
let provider: OidcProvider | undefined

test.beforeAll(async () => {
  dns = await startDnsServer({ port: e2eDnsPort })
})
test.afterAll(async () => {
  await dns?.close()
  await provider?.close()
})
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

/** The Admin: Enterprise through the test-mode checkout, then a workspace of their own. */
async function createWorkspace(page: Page) {
  await registerMember(page, { name: 'Ines Identity', emailPrefix: 'sso-admin' })
  await buyEnterprise(page)
  await page.goto('/workspace')
  await page.getByLabel('Workspace name').fill('Northwind Analytics')
  await page.getByRole('button', { name: 'Create workspace' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Northwind Analytics')
}

/** Workspace → Settings: the company domain, proven by the TXT record the page shows. */
async function verifyDomain(page: Page, domain: string) {
  await page.goto('/workspace/settings')
  await page.getByLabel('Domain', { exact: true }).fill(domain)
  await page.getByRole('button', { name: 'Save domain settings' }).click()
  const name = await page.getByTestId('record-name').textContent()
  const value = await page.getByTestId('record-value').textContent()
  dns!.records.set(name!.trim(), [value!.trim()])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByTestId('domain-proof')).toHaveAttribute('data-verified', 'true')
}

test('a workspace Admin connects the company OpenID provider; an employee signs in from /login with their work address, joins and reads a premium article', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const domain = `northwind-${Date.now()}.example`
  await createWorkspace(page)
  await verifyDomain(page, domain)

  // The values to paste into the provider; the provider is registered with the redirect URI shown.
  const sso = page.getByTestId('sso')
  await expect(sso.getByTestId('sso-state')).toHaveText('Off')
  const redirectUri = (await sso.getByTestId('sso-value').first().textContent())!.trim()
  expect(redirectUri).toMatch(/\/sso\/[0-9a-f-]{36}\/oidc\/callback$/)
  provider = await startOidcProvider({ clientId: 'northwind-lumen', clientSecret: 'northwind-secret', redirectUris: [redirectUri], port: e2eOidcPort })
  await expectNoAxeViolations(page, { label: 'workspace settings' })

  // A wrong issuer is refused beside its field and keeps what was typed.
  await sso.getByLabel('OpenID Connect').check()
  await sso.getByLabel('Issuer URL').fill('http://idp.northwind.example')
  await sso.getByLabel('Client ID').fill('northwind-lumen')
  await sso.getByLabel('Client secret').fill('northwind-secret')
  await sso.getByRole('button', { name: 'Save settings' }).click()
  await expect(sso.getByText('Enter the identity provider’s https:// address')).toBeVisible()
  await expect(sso.getByLabel('Client ID')).toHaveValue('northwind-lumen')
  await sso.getByLabel('Issuer URL').fill(provider.issuer)
  await sso.getByLabel('Client secret').fill('northwind-secret')
  await sso.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByTestId('workspace-result')).toContainText('The settings are saved')

  // Test connection: a round trip through the provider's sign-in page, nobody signed in here.
  await sso.getByRole('button', { name: 'Test connection' }).click()
  await page.locator('input[name="login"]').fill(`it-admin@${domain}`)
  await page.locator('input[name="password"]').fill('provider-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await expect(page).toHaveURL(/\/workspace\/settings\?ssoTested=1/)
  await expect(page.getByTestId('sso')).toContainText(`The test passed: the identity provider signed in it-admin@${domain}.`)
  await page.getByLabel(`Let people at ${domain} sign in through the identity provider`).check()
  await page.getByRole('button', { name: 'Save sign-in options' }).click()
  await expect(page.getByTestId('sso-state')).toHaveText('On')
  await expectNoAxeViolations(page, { label: 'workspace settings with single sign-on' })

  // An employee on another computer: the sign-in page sends their work address to the provider.
  const context = await browser.newContext()
  await context.addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
  const employee = await context.newPage()
  await employee.goto(`/login?redirect=${encodeURIComponent(premiumArticle)}`)
  await employee.getByLabel('Email').fill(`lena.park@${domain}`)
  await employee.getByRole('button', { name: 'Sign in with single sign-on' }).click()
  await expect(employee.locator('input[name="login"]')).toHaveValue(`lena.park@${domain}`)
  await employee.locator('input[name="password"]').fill('provider-password')
  await employee.getByRole('button', { name: 'Sign-in' }).click()
  await expect(employee).toHaveURL(new RegExp(`${premiumArticle}$`))
  await expect(employee.getByTestId('article-body')).toBeVisible()
  await expect(employee.getByRole('heading', { name: 'This is a premium article' })).toHaveCount(0)
  await employee.goto('/workspace')
  await expect(employee.getByTestId('workspace-name')).toHaveText('Northwind Analytics')
  await context.close()

  // The Admin sees the join in the workspace's activity.
  await page.goto('/workspace/activity')
  await expect(page.getByTestId('activity')).toContainText('joined through single sign-on')
})

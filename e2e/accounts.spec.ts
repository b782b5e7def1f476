import { expect, signedIn, test, type Browser, type Page } from './support/test'
import { openAsAdmin } from './support/admin'

const strongPassword = 'Orbit!Lamp42'
const newPassword = 'Harbor#Kite77'

async function readLatestEmail(browser: Browser, to: string, kind: RegExp) {
  const { admin, close } = await openAsAdmin(browser, '/admin/settings')
  await admin.getByTestId('outbox').getByRole('row').filter({ hasText: to }).filter({ hasText: kind }).first().getByRole('link').click()
  const text = await admin.getByTestId('email-text').innerText()
  await close()
  return text
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('a member registers, takes part, manages the account and deletes it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const email = `member-${Date.now()}@example.com`

  // Register: the button waits for valid input; the checklist follows the password.
  await page.goto('/register')
  await page.getByLabel('Name').fill('Maya Member')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('short')
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled()
  await page.getByLabel('Password', { exact: true }).fill(strongPassword)
  await page.getByLabel('Confirm password').fill(strongPassword)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/$/)

  // Welcome notification.
  await expect(page.getByTestId('unread-badge')).toHaveText('1')
  await page.getByTestId('notifications').locator('summary').click()
  await expect(page.getByTestId('notifications')).toContainText('Welcome to Lumen!')
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(page.getByTestId('unread-badge')).toHaveCount(0)

  // Logout, then login again and come back to the page that asked for it.
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/)
  await login(page, email, strongPassword)
  await expect(page).toHaveURL(/\/profile$/)

  // Like, bookmark and comment on an article.
  await page.goto('/news')
  const card = page.getByTestId('news-grid').getByRole('article').filter({ hasNotText: 'Premium' }).first().getByRole('link')
  const title = await card.innerText()
  await card.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const likes = Number(await page.getByTestId('like-count').innerText())
  await page.getByTestId('like-button').click()
  await expect(page.getByTestId('like-count')).toHaveText(String(likes + 1))
  await page.getByTestId('save-button').click()
  await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Your comment').fill('Clear write-up — the evaluation checklist is going into our runbook.')
  await page.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByTestId('comments')).toContainText('the evaluation checklist is going into our runbook')
  await page.reload()
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('like-count')).toHaveText(String(likes + 1))

  // All three appear under Activity.
  await page.goto('/profile?tab=activity')
  await expect(page.getByTestId('activity-likes')).toContainText(title)
  await expect(page.getByTestId('activity-bookmarks')).toContainText(title)
  await expect(page.getByTestId('activity-comments')).toContainText('evaluation checklist')

  // Profile changes are saved; the e-mail cannot be edited.
  await page.goto('/profile')
  await page.getByLabel('Location').fill('Lisbon, Portugal')
  await page.getByLabel('Bio').fill('Growth marketer learning applied ML.')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Location')).toHaveValue('Lisbon, Portugal')
  await expect(page.getByLabel('Email')).toBeDisabled()

  // A second session, then a password change signs it out.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/login')
  await login(otherPage, email, strongPassword)
  await signedIn(otherPage)
  await page.goto('/profile?tab=security')
  await expect(page.getByTestId('sessions').getByRole('listitem')).toHaveCount(2)
  await page.getByLabel('Current password').fill(strongPassword)
  await page.getByLabel('New password').fill(newPassword)
  await page.getByLabel('Confirm password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed.')).toBeVisible()
  await otherPage.reload()
  await expect(otherPage.getByTestId('user-menu')).toHaveCount(0)
  await other.close()

  // Forgot password: the reset link arrives in the outbox and works once.
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByTestId('user-menu')).toHaveCount(0)
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for that e-mail')).toBeVisible()
  const message = await readLatestEmail(browser, email, /password-reset/)
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(message)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  const resetPassword = 'Meadow$Tide19'
  await page.getByLabel('New password').fill(resetPassword)
  await page.getByLabel('Confirm password').fill(resetPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login/)
  // The link works only once.
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('New password').fill('Another!Pass88')
  await page.getByLabel('Confirm password').fill('Another!Pass88')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText('invalid or has expired')
  await page.goto('/login')
  await login(page, email, resetPassword)
  await signedIn(page)

  // Delete the account: the comment stays, anonymised.
  await page.goto('/profile?tab=security')
  const deletion = page.locator('section', { hasText: 'Delete account' })
  await deletion.getByLabel('Type DELETE to confirm').fill('DELETE')
  await deletion.getByLabel('Password', { exact: true }).fill(resetPassword)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/\?deleted=1$/)
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await page.goto('/login')
  await login(page, email, resetPassword)
  await expect(page.getByRole('alert')).toContainText('Invalid email or password')
})

import { expect, test } from './support/test'
import { openAsAdmin } from './support/admin'
import { registerMember } from './support/register'

test('an admin makes a new member an admin and sends an announcement that reaches their bell', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Nadia People ${stamp}`
  const title = `Enterprise briefing ${stamp}`

  // A fresh member (the only registration in this file).
  const { email } = await registerMember(page, { name, emailPrefix: 'people' })

  // The admin finds them, and makes them an admin after confirming.
  const { admin, close } = await openAsAdmin(browser, '/admin/users')
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(email)
  await admin.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(admin.getByTestId('users-table').getByRole('row')).toHaveCount(2)
  await admin.getByTestId('users-table').getByRole('link', { name }).click()
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(admin.getByTestId('user-badges')).toHaveText(/Member\s*Free\s*Active/)
  await admin.getByTestId('user-actions').getByLabel('Role', { exact: true }).selectOption('admin')
  await admin.getByRole('button', { name: 'Change role' }).click()
  await expect(admin.getByTestId('action-result')).toHaveText('Role changed to admin.')
  await expect(admin.getByTestId('user-badges')).toHaveText(/Administrator\s*Free\s*Active/)
  await expect(admin.getByTestId('user-audit')).toContainText('Role changed from user to admin')

  // A tier override (no subscription, so no warning), then an announcement to that tier.
  await expect(admin.getByTestId('tier-warning')).toHaveCount(0)
  await admin.getByTestId('user-actions').getByLabel('Tier', { exact: true }).selectOption('enterprise')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByTestId('action-result')).toHaveText('Tier set to Enterprise (admin override).')
  await expect(admin.getByTestId('user-audit')).toContainText('Tier overridden from Free to Enterprise')

  await admin.goto('/admin/notifications')
  await admin.getByRole('button', { name: 'Send announcement' }).click()
  await expect(admin.getByText('Title is required')).toBeVisible()
  await admin.getByLabel('Enterprise members').check()
  await admin.getByLabel('Title').fill(title)
  await admin.getByLabel('Message').fill('The quarterly AI briefing is now in your library.')
  await admin.getByLabel('Link (optional)').fill('/education')
  await admin.getByRole('button', { name: 'Send announcement' }).click()
  await expect(admin.getByTestId('announcement-sent')).toContainText(/Announcement sent to \d+ members\./)
  await expect(admin.getByTestId('announcements').getByRole('row').filter({ hasText: title })).toContainText('Enterprise members')
  await close()

  // The member sees it in the bell, and now has the admin console.
  await page.reload()
  await page.getByTestId('notifications').locator('summary').click()
  await expect(page.getByTestId('notifications').getByRole('link', { name: title })).toHaveAttribute('href', '/education')
  await page.getByTestId('user-menu').locator('summary').click()
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible()
})

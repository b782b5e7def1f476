import { adminSessionForFile } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const openAdmin = adminSessionForFile()

test('Admin → Newsletter → Welcome series: an admin writes a step with the editor and sends it to themselves; axe on the list and the step', async ({ browser }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const subject = `Your second week on {site} ${stamp}`
  const { admin, close } = await openAdmin(browser, '/admin/newsletter')
  await admin.getByRole('link', { name: 'Welcome series' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Welcome series' })).toBeVisible()
  await expect(admin.getByTestId('welcome-step-row')).toHaveCount(4)
  await expectNoAxeViolations(admin)

  await admin.getByRole('link', { name: 'New step' }).click()
  await admin.getByLabel('Subject').fill(subject)
  await admin.getByTestId('welcome-day').fill('120')
  const body = admin.getByRole('textbox', { name: 'Text' })
  await expect(admin.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
  await body.click()
  await expect(body).toBeFocused()
  await admin.keyboard.type('Hi {name}, here is what readers open in their second week.')
  await expect(body).toContainText('second week')
  await admin.getByRole('button', { name: 'Save step' }).click()
  // Refused, keeping what was typed.
  await expect(admin.getByText('Day must be a whole number from 0 to 90')).toBeVisible()
  await expect(admin.getByLabel('Subject')).toHaveValue(subject)
  await expect(body).toContainText('second week')
  // The step's form, with its refusal shown (the preview's frame is checked apart from the console).
  await expectNoAxeViolations(admin)
  await admin.getByTestId('welcome-day').fill('14')
  await admin.getByRole('button', { name: 'Send test to me' }).click()
  await expect(admin.getByRole('main').getByRole('status').filter({ hasText: 'Step saved' })).toHaveText('Step saved, and a test sent to admin@lumen.example.')
  // The preview fills {name} and {site} as a member's copy would.
  await expect(admin.frameLocator('[data-testid="edition-preview"]').getByRole('heading', { level: 1 })).toHaveText(`Your second week on Lumen ${stamp}`)

  await admin.getByRole('link', { name: 'Welcome series' }).click()
  const row = admin.getByTestId('welcome-step-row').filter({ hasText: stamp })
  await expect(row).toContainText('After signup · Day 14')
  await expect(row.getByTestId('welcome-sent')).toHaveText('0')
  await close()
})

test('an editor tests a second headline on an article; the panel reports both and the test ends with a headline kept', async ({ browser }) => {
  const { admin, close } = await openAdmin(browser, '/admin/content?type=articles&status=published')
  await admin.locator('a[href^="/admin/content/articles/"]:not([href$="/new"]):visible').first().click()
  await expect(admin.getByTestId('headline-test')).toBeVisible()
  const altTitle = `A second headline ${Date.now()}`
  await admin.getByTestId('alt-title').fill(altTitle)
  await admin.getByTestId('goal-views').fill('200')
  await admin.getByRole('button', { name: 'Start test' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Headline test saved' })).toBeVisible()
  await expect(admin.getByTestId('headline-b')).toContainText(altTitle)
  await expect(admin.getByTestId('headline-verdict')).toHaveText('The better headline is reported once each has 200 views.')
  await expectNoAxeViolations(admin, { include: '[data-testid="headline-test"]' })
  await admin.getByRole('button', { name: 'Keep headline A' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Headline kept and the test ended' })).toBeVisible()
  await expect(admin.getByTestId('headline-test')).toContainText('Ended: headline A was kept.')
  await close()
})

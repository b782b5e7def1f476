import { expectNoAxeViolations } from './support/axe'
import { adminSessionForFile } from './support/admin'
import { consentCookie } from './support/consent'
import { fillForm } from './support/forms'
import { expect, logIn, test, whenInteractive, type Page } from './support/test'

const openAdminPage = adminSessionForFile()

/** A signed-in member writes to support from /contact; returns the ticket number the page shows. */
async function writeFromContact(page: Page, { name, email, subject }: { name: string; email: string; subject: string }) {
  await page.goto('/contact')
  await whenInteractive(page)
  await fillForm(page, { Name: name, Email: email, Subject: subject, Category: 'Support', Message: 'The quiz page of the attribution course stays blank after I submit my answers.' })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  return Number(/#(\d+)/.exec((await page.getByTestId('support-receipt').textContent()) ?? '')![1])
}

test('a Premium member’s request goes ahead of an older Free one, staff answer with a saved reply, the member replies from the profile and staff resolve it', async ({ browser }) => {
  test.setTimeout(150_000)
  const stamp = `Quiz page blank ${Date.now().toString(36)}`
  const freeContext = await browser.newContext()
  await freeContext.addCookies([consentCookie])
  const free = await freeContext.newPage()
  await logIn(free, 'free@lumen.example', 'LumenFree!2026')
  const freeNumber = await writeFromContact(free, { name: 'Felix Free', email: 'free@lumen.example', subject: `${stamp} (free)` })
  await expect(free.getByTestId('support-receipt')).not.toContainText('priority support')
  await freeContext.close()

  const memberContext = await browser.newContext()
  await memberContext.addCookies([consentCookie])
  const member = await memberContext.newPage()
  await logIn(member, 'premium@lumen.example', 'LumenPremium!2026')
  const number = await writeFromContact(member, { name: 'Priya Premium', email: 'premium@lumen.example', subject: `${stamp} (premium)` })
  await expect(member.getByTestId('reply-by')).toContainText(/Expect our reply by .+ \(Pacific time\)/)
  await expect(member.getByTestId('support-receipt')).toContainText('Your plan includes priority support')

  const { admin, close } = await openAdminPage(browser, `/admin/support?q=${encodeURIComponent(stamp)}`)
  const rows = admin.getByTestId('support-queue').getByRole('row')
  await expect(rows.nth(1)).toContainText(`#${number}`)
  await expect(rows.nth(2)).toContainText(`#${freeNumber}`)
  await rows.nth(1).getByRole('link').click()
  await admin.getByLabel('Saved reply').selectOption({ label: 'Ask for browser and version' })
  await admin.getByRole('button', { name: 'Insert' }).click()
  await expect(admin.getByLabel('Message to Priya Premium')).toHaveValue(/^Hi Priya Premium,/)
  await admin.getByRole('button', { name: 'Send reply' }).click()
  await expect(admin.getByText('Reply sent to premium@lumen.example.')).toBeVisible()

  await member.goto('/profile?tab=support')
  const mine = member.getByTestId('member-tickets').getByRole('listitem').filter({ hasText: `#${number}` })
  await expect(mine).toContainText('Waiting for your reply')
  await mine.getByRole('link').click()
  await member.getByLabel('Your reply').fill('Chrome 139 on macOS; a private window shows the same blank page.')
  await member.getByRole('button', { name: 'Send reply' }).click()
  await expect(member.getByText('Reply sent. We will get back to you.')).toBeVisible()
  await expect(member.getByTestId('ticket-status')).toHaveText('In progress')

  await admin.reload()
  await expect(admin.getByTestId('ticket-thread')).toContainText('Chrome 139 on macOS')
  await admin.getByTestId('ticket-fields').getByLabel('Status').selectOption('resolved')
  await admin.getByTestId('ticket-fields').getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Ticket saved.')).toBeVisible()
  await close()

  await member.reload()
  await expect(member.getByTestId('ticket-status')).toHaveText('Resolved')
  await member.getByRole('button', { name: 'Yes, thank you' }).click()
  await expect(member.getByText('Thank you for telling us.')).toBeVisible()
  await memberContext.close()
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations in the support queue, a ticket and the profile’s Support tab (${theme})`, async ({ page, browser }) => {
    test.setTimeout(90_000)
    const themeCookie = { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' }
    const { admin, close } = await openAdminPage(browser, '/admin/support')
    await admin.context().addCookies([themeCookie])
    await admin.reload()
    await expect(admin.getByTestId('support-queue')).toBeVisible()
    await expectNoAxeViolations(admin, { include: 'main', label: 'queue' })
    await admin.getByTestId('support-queue').getByRole('link').first().click()
    await expect(admin.getByTestId('ticket-thread')).toBeVisible()
    await expectNoAxeViolations(admin, { include: 'main', label: 'ticket' })
    await close()

    await page.context().addCookies([consentCookie, themeCookie])
    await logIn(page, 'premium@lumen.example', 'LumenPremium!2026')
    await page.goto('/profile?tab=support')
    await expect(page.getByTestId('member-tickets')).toBeVisible()
    await expectNoAxeViolations(page, { include: 'main', label: 'profile support tab' })
  })
}

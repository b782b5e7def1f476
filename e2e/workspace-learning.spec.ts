import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/test'
import { emailedLinkPath, openAsAdmin } from './support/admin'
import { registerMember } from './support/register'

const course = { title: 'Responsible AI in Practice', slug: 'responsible-ai-in-practice', firstLesson: 'why-responsible-ai-matters' }

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

/**
 * The invitation link e-mailed to `to`, read from the outbox at Admin → Settings. The outbox
 * lists the newest e-mails only: when the invitation is no longer listed, it is sent again.
 */
async function invitationPath(admin: Page, to: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const path = await emailedLinkPath(admin, { to, kind: 'workspace-invitation', link: /https?:\/\/\S+\/workspace\/join\?token=[\w-]+/ })
    if (path) return path
    await admin.goto('/workspace')
    await admin.getByTestId('invitation').filter({ hasText: to }).getByRole('button', { name: 'Re-send' }).click()
    await expect(admin.getByTestId('workspace-result')).toContainText(to)
  }
  throw new Error(`No invitation to ${to} in the outbox`)
}

test('a member assigned a course completes a lesson, and the Admin sees it on the learning page and in analytics', async ({ page, browser }) => {
  test.setTimeout(150_000)
  const dueOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const member = await registerMember(page, { name: 'Noor Haddad', emailPrefix: 'team-learner' })

  // The demo admin invites them to Lumen Labs; they accept through the e-mailed link.
  const { admin, close } = await openAsAdmin(browser, '/workspace')
  await admin.getByLabel('E-mail address').fill(member.email)
  await admin.getByRole('button', { name: 'Send invitation' }).click()
  await expect(admin.getByTestId('workspace-result')).toContainText(`Invitation sent to ${member.email}`)
  await page.goto(await invitationPath(admin, member.email))
  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page).toHaveURL(/\/workspace\?notice=joined/)

  // The Admin assigns them the course, due in a week.
  await admin.goto('/workspace')
  await admin.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Learning' }).click()
  await expect(admin).toHaveURL(/\/workspace\/learning$/)
  await admin.getByLabel('Course, learning path or tutorial').selectOption({ label: course.title })
  await admin.getByLabel('Assign to').selectOption({ label: `Noor Haddad (${member.email})` })
  await admin.getByLabel('Due date (optional)').fill(dueOn)
  await admin.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(admin.getByTestId('assign-result')).toHaveText(`Assigned “${course.title}”. The member was told.`)
  const assignment = admin.getByTestId('team-assignment').filter({ hasText: course.title }).filter({ hasText: 'To Noor Haddad' })
  await expect(assignment.getByTestId('assignee')).toContainText('Not started')
  // Assigning it again is refused next to the field, with the choices kept.
  await admin.getByLabel('Course, learning path or tutorial').selectOption({ label: course.title })
  await admin.getByLabel('Assign to').selectOption({ label: `Noor Haddad (${member.email})` })
  await admin.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(admin.getByText('This is already assigned to this member. Unassign it first to change the due date.')).toBeVisible()
  await expect(admin.getByLabel('Assign to')).toHaveValue(/.+/)
  await expectNoAxeViolations(admin)

  // The member is told in the bell, sees it on the home page and on the learning page.
  await page.goto('/')
  await expect(page.getByTestId('assigned-strip')).toContainText(course.title)
  await expectNoAxeViolations(page, { include: 'main' })
  await page.getByTestId('assigned-strip').getByRole('link', { name: 'See all assignments' }).click()
  await expect(page).toHaveURL(/\/workspace\/learning$/)
  const mine = page.getByTestId('assigned-item').filter({ hasText: course.title })
  await expect(mine.getByTestId('assigned-status')).toHaveText('Not started')
  await expect(page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Analytics' })).toHaveCount(0)
  await expectNoAxeViolations(page, { include: 'main' })

  // They complete the first lesson.
  await mine.getByRole('link', { name: `Start: ${course.title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/education/course/${course.slug}$`))
  await page.goto(`/education/course/${course.slug}/lesson/${course.firstLesson}`)
  await page.getByRole('button', { name: 'Mark complete' }).click()
  await expect(page.getByTestId('lesson-done')).toContainText('Lesson completed')
  await page.goto('/workspace/learning')
  await expect(mine.getByTestId('assigned-status')).toHaveText(/^In progress · \d+%$/)
  await page.goto('/profile')
  await expect(page.getByTestId('profile-assigned').getByTestId('assigned-item').filter({ hasText: course.title })).toContainText('In progress')
  await expectNoAxeViolations(page, { include: 'main' })

  // The Admin sees their progress, and analytics counts the course started.
  await admin.goto('/workspace/learning')
  await expect(assignment.getByTestId('assignee')).toContainText('In progress')
  await admin.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Analytics' }).click()
  await expect(admin).toHaveURL(/\/workspace\/analytics$/)
  const row = admin.getByTestId('member-row').filter({ hasText: member.email })
  await expect(row).toContainText('1 / 0')
  await expect(row.getByTestId('member-assignments')).toHaveText(/^0 of \d+$/)
  await expect(admin.getByTestId('tile-seats-value')).toHaveText(/^\d+ of 10$/)
  await expectNoAxeViolations(admin)
  const download = admin.waitForEvent('download')
  await admin.getByTestId('analytics-csv').click()
  const csv = await (await download).path().then((path) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')))
  expect(csv).toContain(`Noor Haddad,${member.email},User,`)

  // A User who opens analytics is refused.
  const refused = await page.goto('/workspace/analytics')
  expect(refused?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await close()
})

test.describe('without JavaScript, in Spanish', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared collection is created, refuses a bad address keeping what was typed, takes an article with a note and lets it go', async ({ browser }) => {
    const { admin, close } = await openAsAdmin(browser, '/workspace/learning')
    await admin.context().addCookies([{ name: 'preferred-language', value: 'es', url: 'http://127.0.0.1' }])
    await admin.goto('/workspace/learning')
    const name = `Lecturas de lanzamiento ${Date.now()}`
    await admin.getByLabel('Nueva colección').fill(name)
    await admin.getByRole('button', { name: 'Crear colección' }).click()
    await expect(admin.getByText('Colección creada.')).toBeVisible()
    const collection = admin.getByTestId('collection').filter({ has: admin.getByRole('heading', { name }) })
    await expect(collection).toContainText('Aquí aún no hay nada guardado.')

    const note = 'Buen resumen para la reunión del jueves.'
    await collection.getByText(`Añadir a ${name}`).click()
    await collection.getByLabel('Dirección de un artículo, vídeo o episodio').fill('/education/course/responsible-ai-in-practice')
    await collection.getByLabel('Nota (opcional)').fill(note)
    await collection.getByRole('button', { name: 'Guardar en la colección' }).click()
    await expect(collection.getByText('Pega la dirección de un artículo, vídeo o episodio de podcast de este sitio', { exact: false })).toBeVisible()
    await expect(collection.getByLabel('Nota (opcional)')).toHaveValue(note)
    await expect(collection.getByLabel('Dirección de un artículo, vídeo o episodio')).toHaveValue('/education/course/responsible-ai-in-practice')

    await collection.getByLabel('Dirección de un artículo, vídeo o episodio').fill('http://127.0.0.1/news/inside-a-retrieval-augmented-help-desk')
    await collection.getByRole('button', { name: 'Guardar en la colección' }).click()
    await expect(collection.getByText(/^Has guardado «Inside a Retrieval-Augmented Help Desk/)).toBeVisible()
    const item = collection.getByTestId('collection-item')
    await expect(item).toContainText(note)
    await expect(item).toContainText('Añadido por Ada Admin')

    await item.getByRole('button', { name: /^Quitar/ }).click()
    await expect(collection.getByText('Quitado de la colección.')).toBeVisible()
    await collection.getByRole('button', { name: /^Eliminar colección/ }).click()
    await expect(admin.getByText('Colección eliminada.')).toBeVisible()
    await expect(admin.getByRole('heading', { name })).toHaveCount(0)
    await close()
  })
})

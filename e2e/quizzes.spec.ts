import { readFile } from 'node:fs/promises'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'
import { pdfText } from '../tests/support/pdf-text'
import { openAsAdmin } from './support/admin'
import { registerMember } from './support/register'
import { answerQuizCorrectly, demoQuiz } from './support/quiz'

const course = { slug: 'computer-vision-essentials', title: 'Computer Vision Essentials' }
const lessons = ['how-computers-represent-images', 'convolution-and-filters', 'classifying-images-with-cnns', 'object-detection-basics']
const quiz = demoQuiz(course.slug)
const quizPath = `/education/course/${course.slug}/lesson/${quiz.lessonSlug}`

test('a learner fails a quiz, retries after the cool-down, passes, and gets a certificate anyone can check', async ({ page, browser }) => {
  test.setTimeout(240_000)
  // A one-minute cool-down for this run, set in the admin's quiz editor.
  const { admin, close } = await openAsAdmin(browser, '/admin/content?type=courses')
  await admin.getByRole('link', { name: course.title }).first().click()
  await admin.getByRole('link', { name: 'Object Detection Basics' }).click()
  const editor = admin.getByTestId('quiz-editor')
  await expect(editor.getByTestId('quiz-editor-question')).toHaveCount(quiz.questions.length)
  await editor.getByLabel('Cool-down between attempts (minutes)').fill('1')
  await editor.getByRole('button', { name: 'Save settings' }).click()
  await expect(admin.getByText('Quiz saved.')).toBeVisible()
  await close()

  const name = `Quinn Quizley ${Date.now() % 10_000}`
  await registerMember(page, { name, emailPrefix: 'quiz' })
  for (const lesson of lessons) {
    await page.goto(`/education/course/${course.slug}/lesson/${lesson}`)
    await page.getByRole('button', { name: 'Mark complete' }).click()
    await expect(page.getByTestId('lesson-done')).toBeVisible()
  }

  // Lessons done, quiz not passed: the course says what is left.
  await page.goto(`/education/course/${course.slug}`)
  await expect(page.getByTestId('course-left')).toContainText(`Pass the quiz in “Object Detection Basics” (${quiz.passPercent}% needed)`)

  // A first attempt with nothing chosen fails; each question explains itself; the retry waits.
  await page.goto(quizPath)
  const quizBox = page.getByTestId('lesson-quiz')
  await expect(quizBox.getByTestId('quiz-question')).toHaveCount(quiz.questions.length)
  await expectNoAxeViolations(page)
  await quizBox.getByRole('button', { name: 'Submit answers' }).click()
  await expect(quizBox.getByTestId('quiz-outcome')).toContainText('You scored 0%')
  await expect(quizBox.getByTestId('quiz-explanation')).toHaveCount(quiz.questions.length)
  await expect(quizBox.getByTestId('quiz-explanation').first()).toContainText(quiz.questions[0]!.explanation)
  await expect(quizBox.getByTestId('quiz-wait')).toBeVisible()
  await expect(quizBox.getByRole('button', { name: 'Try again' })).toHaveCount(0)

  // After the cool-down the retry is offered again; all right this time.
  await expect(quizBox.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 75_000 })
  await answerQuizCorrectly(page, course.slug)
  await quizBox.getByRole('button', { name: 'Try again' }).click()
  await expect(quizBox.getByTestId('quiz-outcome')).toContainText('You scored 100% and passed')

  // The course is complete, with its grade and certificate.
  await page.goto(`/education/course/${course.slug}`)
  await expect(page.getByTestId('course-action')).toContainText('Completed')
  await expect(page.getByTestId('course-grade')).toHaveText('Grade: 100%')
  await expectNoAxeViolations(page)
  const actions = page.getByTestId('certificate-actions')
  const download = page.waitForEvent('download')
  await actions.getByTestId('certificate-pdf').click()
  const file = await (await download).path()
  const pdf = await readFile(file)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const text = await pdfText(new Uint8Array(pdf))
  expect(text).toContain(name)
  expect(text).toContain(course.title)

  // Anyone can check it, logged out: valid, for which course and when; the learner's name only
  // once they make it public (decision 25).
  await actions.getByRole('link', { name: 'View certificate' }).click()
  await expect(page).toHaveURL(/\/certificates\/LUM-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
  const certificateUrl = page.url()
  await expect(page.getByTestId('certificate-visibility')).toContainText('Private: anyone with the link sees only that the certificate is valid')
  const visitor = await browser.newContext()
  const anyone = await visitor.newPage()
  await anyone.goto(certificateUrl)
  await expect(anyone.getByTestId('certificate-status')).toHaveText('Valid certificate')
  await expect(anyone.getByRole('heading', { level: 1 })).toHaveText(`This certificate was issued for completing the course “${course.title}”.`)
  await expect(anyone.getByText(name)).toHaveCount(0)
  await expect(anyone.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoAxeViolations(anyone)
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/certificates/'))
  await page.getByRole('button', { name: 'Make public' }).click()
  await saved
  await expect(page.getByTestId('certificate-visibility')).toContainText('Public: anyone with the link sees your name and grade')
  await anyone.reload()
  await expect(anyone.getByRole('heading', { level: 1 })).toHaveText(`${name} completed the course “${course.title}”.`)
  await visitor.close()

  // The learner finds it again on their profile.
  await page.goto('/profile')
  const listed = page.getByTestId('profile-certificate').filter({ hasText: course.title })
  await expect(listed).toContainText('Grade: 100%')
  await expect(listed.getByRole('link', { name: course.title })).toHaveAttribute('href', new URL(certificateUrl).pathname)
  await expectNoAxeViolations(page)
})

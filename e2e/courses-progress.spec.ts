import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/test'
import { registerMember } from './support/register'
import { answerQuizCorrectly } from './support/quiz'

const course = '/education/course/llms-for-marketing-teams'
const lesson = (slug: string) => `${course}/lesson/${slug}`
const lessons = ['how-language-models-generate-text', 'writing-prompts-that-work', 'grounding-answers-in-your-own-content', 'reviewing-and-measuring-ai-output']
const premiumCourse = '/education/course/recommendation-systems-in-practice'
const lockedLesson = `${premiumCourse}/lesson/collaborative-filtering-with-matrix-factorization`
const lockedText = 'Matrix factorization assumes'

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' }])
})

async function register(page: Page) {
  await registerMember(page, { name: 'Lina Learner', emailPrefix: 'learner', password: 'Lesson!Plan42' })
}

async function completeLesson(page: Page, percent: string) {
  await page.getByRole('button', { name: 'Mark complete' }).click()
  await expect(page.getByTestId('lesson-done')).toContainText('Lesson completed')
  await expect(page.getByTestId('lesson-progress-percent')).toHaveText(percent)
}

test('a new member starts a course, completes lessons, resumes where they left, finishes and rates it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  // Visitors read free lessons; tracking progress asks them to log in and come back.
  await page.goto(lesson(lessons[0]!))
  await expect(page.getByTestId('lesson-body')).toContainText('predicts which small piece of text')
  await expect(page.getByRole('link', { name: 'Log in to track your progress' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(lesson(lessons[0]!))}`)

  await register(page)
  await page.goto(course)
  await expect(page.getByTestId('course-progress-percent')).toHaveText('0%')
  await page.getByTestId('course-action').filter({ hasText: 'Start Learning' }).click()
  await expect(page).toHaveURL(lesson(lessons[0]!))
  await completeLesson(page, '25%')
  await page.getByRole('link', { name: /Next lesson/ }).click()
  await expect(page).toHaveURL(lesson(lessons[1]!))
  await completeLesson(page, '50%')
  await page.getByRole('link', { name: /Next lesson/ }).click()
  await expect(page).toHaveURL(lesson(lessons[2]!))

  // Leave, come back: Resume opens the last lesson opened.
  await page.goto('/news')
  await page.goto(course)
  await expect(page.getByTestId('course-progress')).toContainText('2 of 4 lessons completed')
  await expect(page.getByTestId('syllabus-lesson').and(page.locator('[data-completed="true"]'))).toHaveCount(2)
  await page.getByTestId('course-action').filter({ hasText: 'Resume' }).click()
  await expect(page).toHaveURL(lesson(lessons[2]!))
  await completeLesson(page, '75%')
  await page.getByRole('link', { name: /Next lesson/ }).click()
  await completeLesson(page, '100%')
  // Every lesson is done, but the course ends with a quiz: passing it completes the course.
  await expect(page.getByText('You completed every lesson of this course. Well done!')).toHaveCount(0)
  await answerQuizCorrectly(page, 'llms-for-marketing-teams')
  await page.getByTestId('lesson-quiz').getByRole('button', { name: 'Submit answers' }).click()
  await expect(page.getByTestId('quiz-outcome')).toContainText('You scored 100% and passed')
  await expect(page.getByText('You completed every lesson of this course. Well done!')).toBeVisible()

  await page.goto(course)
  await expect(page.getByTestId('course-action')).toHaveText('Completed')
  await expect(page.getByTestId('course-progress-percent')).toHaveText('100%')
  await expect(page.getByTestId('course-facts')).toContainText('(1,385)')
  await page.getByTestId('rating-form').locator('label').nth(4).click()
  await page.getByRole('button', { name: 'Save rating' }).click()
  await expect(page.getByText('Thank you! Your rating was saved.')).toBeVisible()
  await expect(page.getByTestId('course-facts')).toContainText('(1,386)')
  await expect(page.getByTestId('member-rating')).toHaveText('Your rating: 5 out of 5')
  // The page's own content; the shared header's signed-in menus are checked by the shell's tests.
  await expectNoAxeViolations(page, { include: 'main' })

  // The path now starts at its first unfinished course.
  await page.goto('/education/path/ai-for-growth-marketing')
  await expect(page.getByTestId('path-progress')).toContainText('4 of 13 lessons completed · 1 of 3 courses finished')
  await expect(page.getByTestId('start-path')).toHaveAttribute('href', '/education/course/applied-data-science-for-marketing')

  // A premium course: the first lesson is a free preview, the others show the upgrade prompt.
  await page.goto(`${premiumCourse}/lesson/how-recommenders-decide`)
  await expect(page.getByTestId('lesson-preview')).toBeVisible()
  await expect(page.getByTestId('lesson-body')).toContainText('Candidate generation')
  await page.goto(lockedLesson)
  await expect(page.getByTestId('lesson-locked')).toBeVisible()
  await expect(page.getByTestId('lesson-locked').getByRole('link', { name: 'Upgrade to Access' })).toHaveAttribute('href', '/subscription')
  await expect(page.getByTestId('lesson-body')).toHaveCount(0)
  expect(await page.content()).not.toContain(lockedText)

  const context = await browser.newContext()
  const premium = await context.newPage()
  await premium.goto(`/login?redirect=${encodeURIComponent(lockedLesson)}`)
  await premium.getByLabel('Email').fill('premium@lumen.example')
  await premium.getByLabel('Password', { exact: true }).fill('LumenPremium!2026')
  await premium.getByRole('button', { name: 'Login' }).click()
  await expect(premium).toHaveURL(lockedLesson)
  await expect(premium.getByTestId('lesson-body')).toContainText(lockedText)
  await context.close()
})

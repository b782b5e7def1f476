import type { Page } from '@playwright/test'
import { seedQuizzes } from '../../app/db/seed/data/quizzes'

/** The demo quiz of a course (every demo course has one, on its last lesson). */
export const demoQuiz = (courseSlug: string) => seedQuizzes.find((quiz) => quiz.courseSlug === courseSlug)!

/** Answers every question of the course's quiz on the page as the demo data says is right. */
export async function answerQuizCorrectly(page: Page, courseSlug: string) {
  const questions = page.getByTestId('quiz-question')
  for (const [i, question] of demoQuiz(courseSlug).questions.entries()) {
    const box = questions.nth(i)
    if (question.kind === 'numeric') await box.getByLabel('Your answer').fill(String(question.numeric!.value))
    else if (question.kind === 'true_false') await box.getByLabel(question.answer ? 'True' : 'False', { exact: true }).check()
    else for (const option of question.options!) if (option.isCorrect) await box.getByLabel(option.text, { exact: true }).check()
  }
}

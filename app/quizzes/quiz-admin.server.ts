import { and, asc, eq, gt, lt, sql, desc } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { lessonQuizzes, quizQuestions } from '../db/schema'
import type { SeedQuizQuestion } from '../db/seed/data/quizzes-types'
import type { AdminTextKey } from '../i18n/en/admin'
import { AppError } from '../lib/app-error'
import type { QuestionAnswer } from './quiz-grading'

/** A question as an author writes it (the admin form and the demo data): options with the right ones marked. */
export type QuestionInput = SeedQuizQuestion

const optionIds = 'abcdef'

/** The stored form of a question: option ids a–f and what is correct; refuses a question that cannot be graded. */
export function storedQuestion(input: QuestionInput): { options: { id: string; text: string }[]; answer: QuestionAnswer } {
  const refuse = (key: AdminTextKey) => new AppError('invalid_input', 400, key)
  if (!input.prompt.trim()) throw refuse('admin.error.questionPrompt')
  switch (input.kind) {
    case 'single':
    case 'multiple': {
      const options = (input.options ?? []).filter((option) => option.text.trim() !== '')
      if (options.length < 2 || options.length > optionIds.length) throw refuse('admin.error.questionOptions')
      const correct = options.flatMap((option, i) => (option.isCorrect ? [optionIds[i]!] : []))
      if (input.kind === 'single' && correct.length !== 1) throw refuse('admin.error.questionOneCorrect')
      if (input.kind === 'multiple' && correct.length < 1) throw refuse('admin.error.questionSomeCorrect')
      return { options: options.map((option, i) => ({ id: optionIds[i]!, text: option.text.trim() })), answer: correct }
    }
    case 'true_false':
      if (typeof input.answer !== 'boolean') throw refuse('admin.error.questionTrueFalse')
      return { options: [], answer: input.answer }
    case 'numeric':
      if (!input.numeric || !Number.isFinite(input.numeric.value) || !(input.numeric.tolerance >= 0)) throw refuse('admin.error.questionNumeric')
      return { options: [], answer: { value: input.numeric.value, tolerance: input.numeric.tolerance } }
  }
}

/** The lesson's quiz, created with default settings when it has none yet. */
export async function ensureQuiz(db: Db, lessonId: string, settings: { passPercent?: number; cooldownMinutes?: number } = {}) {
  await db.insert(lessonQuizzes).values({ lessonId, ...settings }).onConflictDoNothing()
  const [quiz] = await db.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lessonId))
  return quiz!
}

/** Changes a quiz's pass mark (1–100 %) and cool-down (0–10080 minutes). */
export async function updateQuizSettings(db: Db, quizId: string, input: { passPercent: number; cooldownMinutes: number }) {
  if (!Number.isInteger(input.passPercent) || input.passPercent < 1 || input.passPercent > 100) throw new AppError('invalid_input', 400, 'admin.error.passMark', { field: 'passPercent' })
  if (!Number.isInteger(input.cooldownMinutes) || input.cooldownMinutes < 0 || input.cooldownMinutes > 10080) throw new AppError('invalid_input', 400, 'admin.error.cooldown', { field: 'cooldownMinutes' })
  await db.update(lessonQuizzes).set({ ...input, updatedAt: new Date() }).where(eq(lessonQuizzes.id, quizId))
}

/** Adds a question at the end of the quiz, or replaces one (`questionId`). */
export async function saveQuestion(db: Db, quizId: string, input: QuestionInput, questionId?: string) {
  const stored = storedQuestion(input)
  const fields = { kind: input.kind, prompt: input.prompt.trim(), explanation: input.explanation.trim(), ...stored }
  if (questionId) {
    const rows = await db.update(quizQuestions).set({ ...fields, updatedAt: new Date() }).where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId))).returning({ id: quizQuestions.id })
    if (rows.length === 0) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'question' } })
    return questionId
  }
  const [last] = await db.select({ position: sql<number>`coalesce(max(${quizQuestions.position}), 0)::int` }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId))
  const [row] = await db.insert(quizQuestions).values({ quizId, position: (last?.position ?? 0) + 1, ...fields }).returning({ id: quizQuestions.id })
  return row!.id
}

/** Swaps a question with its neighbour above or below. */
export async function moveQuestion(db: Db, quizId: string, questionId: string, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    const [question] = await tx.select({ position: quizQuestions.position }).from(quizQuestions).where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)))
    if (!question) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'question' } })
    const [neighbour] = await tx
      .select({ id: quizQuestions.id, position: quizQuestions.position })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), direction === 'up' ? lt(quizQuestions.position, question.position) : gt(quizQuestions.position, question.position)))
      .orderBy(direction === 'up' ? desc(quizQuestions.position) : asc(quizQuestions.position))
      .limit(1)
    if (!neighbour) return
    await tx.update(quizQuestions).set({ position: neighbour.position }).where(eq(quizQuestions.id, questionId))
    await tx.update(quizQuestions).set({ position: question.position }).where(eq(quizQuestions.id, neighbour.id))
  })
}

/** Removes a question (attempts already graded keep their scores). */
export async function deleteQuestion(db: Db, quizId: string, questionId: string) {
  await db.delete(quizQuestions).where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)))
}

/** Removes the lesson's quiz, its questions and attempts. */
export async function deleteQuiz(db: Db, quizId: string) {
  await db.delete(lessonQuizzes).where(eq(lessonQuizzes.id, quizId))
}

/** A quiz with its answers, for the admin editor only. */
export async function quizForEditor(db: Db, lessonId: string) {
  const [quiz] = await db.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lessonId))
  if (!quiz) return null
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id)).orderBy(asc(quizQuestions.position))
  return { id: quiz.id, passPercent: quiz.passPercent, cooldownMinutes: quiz.cooldownMinutes, questions }
}

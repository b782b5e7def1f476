import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseLessons, lessonQuizzes, quizAttempts, quizQuestions } from '../db/schema'
import { AppError } from '../lib/app-error'
import { roundedMean } from '../lib/percent'
import { gradeResponses, type QuestionKind, type QuestionResponse } from './quiz-grading'

/** A question as the learner sees it before answering: never what is correct. */
export interface LearnerQuestion {
  id: string
  kind: QuestionKind
  prompt: string
  options: { id: string; text: string }[]
}

/** What the learner sees after submitting: each question's verdict, the explanation and the right answer. */
export interface QuestionResult {
  id: string
  isCorrect: boolean
  explanation: string
  /** The correct option ids, "true"/"false", or the expected number. */
  correct: string[]
}

export interface LearnerQuiz {
  id: string
  passPercent: number
  cooldownMinutes: number
  questions: LearnerQuestion[]
  attempts: number
  bestPercent: number | null
  isPassed: boolean
  /** When the learner may try again (null: now). */
  nextAttemptAt: Date | null
}

/** The quiz of a lesson for a learner (or a visitor, `userId` null), without its answers. */
export async function quizForLesson(db: Db, lessonId: string, userId: string | null, now = new Date()): Promise<LearnerQuiz | null> {
  const [quiz] = await db.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lessonId)).limit(1)
  if (!quiz) return null
  const questions = await db
    .select({ id: quizQuestions.id, kind: quizQuestions.kind, prompt: quizQuestions.prompt, options: quizQuestions.options })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position))
  const history = userId ? await attemptHistory(db, quiz.id, userId) : null
  return {
    id: quiz.id,
    passPercent: quiz.passPercent,
    cooldownMinutes: quiz.cooldownMinutes,
    questions: questions.map((question) => ({ ...question, kind: question.kind as QuestionKind })),
    attempts: history?.attempts ?? 0,
    bestPercent: history?.bestPercent ?? null,
    isPassed: history?.isPassed ?? false,
    nextAttemptAt: history ? nextAttemptAt(history.lastAt, quiz.cooldownMinutes, now) : null,
  }
}

async function attemptHistory(db: Pick<Db, 'select'>, quizId: string, userId: string) {
  const [row] = await db
    .select({
      attempts: sql<number>`count(*)::int`,
      bestPercent: max(quizAttempts.scorePercent),
      isPassed: sql<boolean>`coalesce(bool_or(${quizAttempts.isPassed}), false)`,
      lastAt: max(quizAttempts.createdAt),
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
  return row && row.attempts > 0 ? { attempts: row.attempts, bestPercent: row.bestPercent, isPassed: row.isPassed, lastAt: row.lastAt } : null
}

const nextAttemptAt = (lastAt: Date | null, cooldownMinutes: number, now: Date) => {
  if (!lastAt) return null
  const next = new Date(new Date(lastAt).getTime() + cooldownMinutes * 60_000)
  return next > now ? next : null
}

/** The correct answer as the result shows it. */
function correctOf(answer: unknown): string[] {
  if (Array.isArray(answer)) return answer.map(String)
  if (typeof answer === 'boolean') return [String(answer)]
  if (answer && typeof answer === 'object' && 'value' in answer) return [String((answer as { value: number }).value)]
  return []
}

/**
 * Grades and stores an attempt. Refused while the cool-down since the learner's last attempt
 * runs (409, with when to come back); the lock on the quiz row makes two quick submissions
 * count as one attempt and one refusal.
 */
export async function submitQuizAttempt(
  db: Db,
  input: { quizId: string; userId: string; responses: Record<string, QuestionResponse>; now?: Date },
) {
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const [quiz] = await tx.select().from(lessonQuizzes).where(eq(lessonQuizzes.id, input.quizId)).for('update')
    if (!quiz) throw new AppError('not_found', 404, 'answers.learning.quizGone')
    const history = await attemptHistory(tx, quiz.id, input.userId)
    const waitUntil = history ? nextAttemptAt(history.lastAt, quiz.cooldownMinutes, now) : null
    if (waitUntil) {
      const minutes = Math.max(1, Math.ceil((waitUntil.getTime() - now.getTime()) / 60_000))
      throw new AppError('conflict', 409, 'answers.learning.quizCooldown', { values: { minutes } })
    }
    const questions = await tx.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id)).orderBy(asc(quizQuestions.position))
    const graded = gradeResponses(
      questions.map((question) => ({ id: question.id, kind: question.kind as QuestionKind, answer: question.answer })),
      input.responses,
    )
    const isPassed = graded.scorePercent >= quiz.passPercent
    const responses = Object.fromEntries(questions.map((question) => [question.id, input.responses[question.id] ?? []]))
    await tx.insert(quizAttempts).values({ quizId: quiz.id, userId: input.userId, scorePercent: graded.scorePercent, isPassed, responses, createdAt: now })
    const results: QuestionResult[] = questions.map((question, index) => ({
      id: question.id,
      isCorrect: graded.results[index]!.isCorrect,
      explanation: question.explanation,
      correct: correctOf(question.answer),
    }))
    return {
      scorePercent: graded.scorePercent,
      isPassed,
      passPercent: quiz.passPercent,
      results,
      bestPercent: Math.max(graded.scorePercent, history?.bestPercent ?? 0),
      nextAttemptAt: nextAttemptAt(now, quiz.cooldownMinutes, now),
    }
  })
}

/** Each quiz of a course with the learner's best score: what completion and the grade are made of. */
export async function courseQuizStanding(db: Pick<Db, 'select'>, courseId: string, userId: string) {
  const quizzes = await db
    .select({ quizId: lessonQuizzes.id, lessonId: courseLessons.id, lessonTitle: courseLessons.title, lessonSlug: courseLessons.slug, passPercent: lessonQuizzes.passPercent })
    .from(lessonQuizzes)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonQuizzes.lessonId))
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position))
  if (quizzes.length === 0) return []
  const best = await db
    .select({ quizId: quizAttempts.quizId, bestPercent: max(quizAttempts.scorePercent), isPassed: sql<boolean>`bool_or(${quizAttempts.isPassed})` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, quizzes.map((quiz) => quiz.quizId))))
    .groupBy(quizAttempts.quizId)
  const byQuiz = new Map(best.map((row) => [row.quizId, row]))
  return quizzes.map((quiz) => ({
    ...quiz,
    bestPercent: byQuiz.get(quiz.quizId)?.bestPercent ?? null,
    isPassed: byQuiz.get(quiz.quizId)?.isPassed ?? false,
  }))
}

/** Per member: quizzes passed and the mean of their best scores (team analytics). */
export async function quizStandingOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { passed: number; averageBest: number | null }>()
  const rows = await db
    .select({ userId: quizAttempts.userId, best: max(quizAttempts.scorePercent), isPassed: sql<boolean>`bool_or(${quizAttempts.isPassed})` })
    .from(quizAttempts)
    .where(inArray(quizAttempts.userId, userIds))
    .groupBy(quizAttempts.userId, quizAttempts.quizId)
  const byUser = new Map<string, typeof rows>()
  for (const row of rows) {
    const own = byUser.get(row.userId)
    if (own) own.push(row)
    else byUser.set(row.userId, [row])
  }
  return new Map(
    userIds.map((userId) => {
      const own = byUser.get(userId) ?? []
      const averageBest = roundedMean(own.map((row) => row.best ?? 0))
      return [userId, { passed: own.filter((row) => row.isPassed).length, averageBest }] as const
    }),
  )
}

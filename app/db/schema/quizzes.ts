import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { cascadeRef, createdAt, inList, timestamps, uuidPk } from './columns'
import { courseLessons } from './courses'

export const questionKinds = ['single', 'multiple', 'true_false', 'numeric'] as const

/** A lesson's quiz (at most one): the score needed to pass and the wait between attempts. */
export const lessonQuizzes = pgTable(
  'lesson_quizzes',
  {
    id: uuidPk(),
    lessonId: cascadeRef('lesson_id', () => courseLessons.id).unique(),
    passPercent: integer('pass_percent').notNull().default(70),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(10),
    ...timestamps(),
  },
  () => [
    check('lesson_quizzes_pass_check', sql`pass_percent between 1 and 100`),
    check('lesson_quizzes_cooldown_check', sql`cooldown_minutes between 0 and 10080`),
  ],
)

/**
 * One question. `options` are `{ id, text }` for single and multiple choice; `answer` holds
 * what is correct: option ids, a boolean, or `{ value, tolerance }`. Answers never leave the
 * server before the learner submits.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuidPk(),
    quizId: cascadeRef('quiz_id', () => lessonQuizzes.id),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<{ id: string; text: string }[]>().notNull().default(sql`'[]'::jsonb`),
    answer: jsonb('answer').$type<string[] | boolean | { value: number; tolerance: number }>().notNull(),
    explanation: text('explanation').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    check('quiz_questions_kind_check', inList('kind', questionKinds)),
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
  ],
)

/** Every submitted attempt, graded on the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuidPk(),
    quizId: cascadeRef('quiz_id', () => lessonQuizzes.id),
    userId: memberId(),
    scorePercent: integer('score_percent').notNull(),
    isPassed: boolean('is_passed').notNull(),
    /** What the learner chose, by question id. */
    responses: jsonb('responses').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId, t.createdAt.desc())],
)

/** The four kinds of quiz question. */
export const questionKinds = ['single', 'multiple', 'true_false', 'numeric'] as const
export type QuestionKind = (typeof questionKinds)[number]

/** A demo quiz question, written for the lesson its quiz belongs to. */
export interface SeedQuizQuestion {
  kind: QuestionKind
  prompt: string
  /** Single choice (exactly one correct) and multiple choice (one or more correct): 2–6 options. */
  options?: { text: string; isCorrect: boolean }[]
  /** True/false questions: whether the statement in the prompt is true. */
  answer?: boolean
  /** Numeric questions: the expected value and the tolerance accepted on either side (0 for exact). */
  numeric?: { value: number; tolerance: number }
  /** Shown to the learner after they submit: why the right answer is right. */
  explanation: string
}

/** A demo quiz at the end of one lesson of a demo course. */
export interface SeedQuiz {
  courseSlug: string
  lessonSlug: string
  /** The score (percent) needed to pass. */
  passPercent: number
  /** Minutes a learner waits between attempts. */
  cooldownMinutes: number
  questions: SeedQuizQuestion[]
}

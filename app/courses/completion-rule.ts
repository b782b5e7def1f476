import { roundedMean } from '../lib/percent'

/**
 * The completion rule (decision 24): every lesson done and every quiz passed. The grade is the
 * mean of the quizzes' best scores (an unattempted quiz counts 0); a course without quizzes is
 * graded 100 on completion alone.
 */
export function courseStanding({ lessonsDone, lessonsTotal, quizzes }: { lessonsDone: number; lessonsTotal: number; quizzes: { bestPercent: number | null; isPassed: boolean }[] }) {
  const isComplete = lessonsTotal > 0 && lessonsDone === lessonsTotal && quizzes.every((quiz) => quiz.isPassed)
  const gradePercent = roundedMean(quizzes.map((quiz) => quiz.bestPercent ?? 0)) ?? 100
  return { isComplete, gradePercent }
}

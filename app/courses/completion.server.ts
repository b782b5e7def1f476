import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseEnrollments, courseLessons, courses, lessonCompletions } from '../db/schema'
import { issueCourseCertificate } from '../certificates/certificates.server'
import { courseStanding } from './completion-rule'
import { courseQuizStanding } from '../quizzes/quizzes.server'

type Tx = Pick<Db, 'select' | 'insert' | 'update'>

/** Where a learner stands in a course: lessons done, each quiz's best score, the grade, and whether it is complete. */
export async function courseCompletion(db: Pick<Db, 'select'>, userId: string, courseId: string) {
  const [lessons] = await db
    .select({ total: sql<number>`count(*)::int`, done: sql<number>`count(${lessonCompletions.lessonId})::int` })
    .from(courseLessons)
    .leftJoin(lessonCompletions, and(eq(lessonCompletions.lessonId, courseLessons.id), eq(lessonCompletions.userId, userId)))
    .where(eq(courseLessons.courseId, courseId))
  const quizzes = await courseQuizStanding(db, courseId, userId)
  const lessonsTotal = lessons?.total ?? 0
  const lessonsDone = lessons?.done ?? 0
  return { lessonsDone, lessonsTotal, quizzes, ...courseStanding({ lessonsDone, lessonsTotal, quizzes }) }
}

/**
 * After a lesson is marked done or a quiz is passed: when every lesson is done and every quiz
 * passed, the course is complete (its enrollment says when) and the learner gets its
 * certificate — for a premium course only if their plan includes it now; the certificate stays
 * valid afterwards. Completing the last course of a learning path also issues the path's.
 */
export async function settleCourseCompletion(db: Tx, input: { userId: string; courseId: string; canReadPremium: boolean; now?: Date }) {
  const now = input.now ?? new Date()
  const standing = await courseCompletion(db, input.userId, input.courseId)
  if (!standing.isComplete) return { ...standing, certificateId: null }
  await db
    .insert(courseEnrollments)
    .values({ userId: input.userId, courseId: input.courseId, completedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { completedAt: sql`coalesce(${courseEnrollments.completedAt}, ${now.toISOString()}::timestamptz)` },
    })
  const [course] = await db.select({ title: courses.title, isPremium: courses.isPremium }).from(courses).where(eq(courses.id, input.courseId))
  if (!course || (course.isPremium && !input.canReadPremium)) return { ...standing, certificateId: null }
  const certificateId = await issueCourseCertificate(db, { userId: input.userId, courseId: input.courseId, title: course.title, gradePercent: standing.gradePercent, now })
  return { ...standing, certificateId }
}

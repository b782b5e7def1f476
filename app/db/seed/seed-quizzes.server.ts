import { and, eq } from 'drizzle-orm'
import type { Db } from '../client.server'
import { certificates, courseLessons, courses, lessonCompletions, lessonQuizzes, quizAttempts, quizQuestions, users } from '../schema'
import { ensureQuiz, saveQuestion } from '../../quizzes/quiz-admin.server'
import { settleCourseCompletion } from '../../courses/completion.server'
import { seedQuizzes } from './data/quizzes'

/** The demo quizzes, one at the end of each demo course; a lesson that already has questions is kept. */
export async function seedCourseQuizzes(db: Db) {
  let count = 0
  for (const { courseSlug, lessonSlug, passPercent, cooldownMinutes, questions } of seedQuizzes) {
    const [lesson] = await db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(and(eq(courses.slug, courseSlug), eq(courseLessons.slug, lessonSlug)))
    if (!lesson) throw new Error(`Quiz for ${courseSlug}/${lessonSlug} names an unknown lesson`)
    const [existing] = await db.select({ id: quizQuestions.id }).from(quizQuestions).innerJoin(lessonQuizzes, eq(lessonQuizzes.id, quizQuestions.quizId)).where(eq(lessonQuizzes.lessonId, lesson.id)).limit(1)
    if (existing) continue
    const quiz = await ensureQuiz(db, lesson.id, { passPercent, cooldownMinutes })
    for (const question of questions) await saveQuestion(db, quiz.id, question)
    count++
  }
  return count
}

/** The course the premium demo member has completed, with a certificate to show. */
const completedDemoCourse = 'practical-deep-learning-with-pytorch'

/**
 * The premium demo member has finished one premium course: every lesson done, its quiz passed
 * (60% on the first try, 100% on the second), and its certificate issued.
 */
export async function seedDemoCompletion(db: Db, { email, now }: { email: string; now: Date }) {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, completedDemoCourse))
  if (!member || !course) return
  const [already] = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, member.id)).limit(1)
  if (already) return
  const lessons = await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, course.id))
  const day = 24 * 60 * 60 * 1000
  await db
    .insert(lessonCompletions)
    .values(lessons.map((lesson, i) => ({ userId: member.id, lessonId: lesson.id, courseId: course.id, completedAt: new Date(now.getTime() - (20 - i * 2) * day) })))
    .onConflictDoNothing()
  const quizzes = await db.select({ id: lessonQuizzes.id }).from(lessonQuizzes).innerJoin(courseLessons, eq(courseLessons.id, lessonQuizzes.lessonId)).where(eq(courseLessons.courseId, course.id))
  for (const quiz of quizzes) {
    await db.insert(quizAttempts).values([
      { quizId: quiz.id, userId: member.id, scorePercent: 60, isPassed: false, responses: {}, createdAt: new Date(now.getTime() - 10 * day) },
      { quizId: quiz.id, userId: member.id, scorePercent: 100, isPassed: true, responses: {}, createdAt: new Date(now.getTime() - 9 * day) },
    ])
  }
  await settleCourseCompletion(db, { userId: member.id, courseId: course.id, canReadPremium: true, now: new Date(now.getTime() - 9 * day) })
}

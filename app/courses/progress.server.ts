import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseEnrollments, lessonCompletions } from '../db/schema'
import { settleCourseCompletion } from './completion.server'
import { AppError } from '../lib/app-error'
import { findLesson } from './lesson.server'
import { progressPercent } from './course-choices'

/** Lessons a member completed per course, for the given courses (courses without any are absent). */
export async function completedCountsFor(db: Db, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ courseId: lessonCompletions.courseId, n: sql<number>`count(*)::int` })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), inArray(lessonCompletions.courseId, courseIds)))
    .groupBy(lessonCompletions.courseId)
  return new Map(rows.map((row) => [row.courseId, row.n]))
}

/**
 * Records that a member opened a lesson: starts their enrollment in the course on the first
 * visit and remembers the lesson, which the course page's Resume button opens.
 */
export async function recordLessonOpened(db: Db, input: { userId: string; courseId: string; lessonId: string }) {
  const now = new Date()
  await db
    .insert(courseEnrollments)
    .values({ userId: input.userId, courseId: input.courseId, lastLessonId: input.lessonId, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { lastLessonId: input.lessonId, updatedAt: now },
    })
}

/**
 * Marks a lesson complete for a member, in one transaction: the completion (at most once),
 * the enrollment with this lesson as the last one, and — when every lesson is done and every
 * quiz passed — the course's completion and its certificate (`settleCourseCompletion`). `null` when there is no such public lesson; an AppError
 * (403) for a premium lesson the member cannot open.
 */
export async function markLessonComplete(
  db: Db,
  input: { userId: string; courseSlug: string; lessonSlug: string; canReadPremium: boolean; now?: Date },
) {
  const now = input.now ?? new Date()
  const lesson = await findLesson(db, input.courseSlug, input.lessonSlug, now)
  if (!lesson) return null
  if (lesson.isPremium && !lesson.isFirst && !input.canReadPremium) {
    throw new AppError('premium_required', 403, 'answers.learning.premiumLesson')
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(lessonCompletions)
      .values({ userId: input.userId, lessonId: lesson.lessonId, courseId: lesson.courseId })
      .onConflictDoNothing()
    await recordLessonOpened(tx as unknown as Db, { userId: input.userId, courseId: lesson.courseId, lessonId: lesson.lessonId })
    const standing = await settleCourseCompletion(tx, { userId: input.userId, courseId: lesson.courseId, canReadPremium: input.canReadPremium, now })
    return {
      completed: standing.lessonsDone,
      total: standing.lessonsTotal,
      percent: progressPercent(standing.lessonsDone, standing.lessonsTotal),
      isCourseComplete: standing.isComplete,
      certificateId: standing.certificateId,
    }
  })
}

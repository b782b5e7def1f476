import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseEnrollments, courseRatings, courses } from '../db/schema'
import { AppError } from '../lib/app-error'
import { isPublishedNow } from '../lib/publication.server'

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * A member rates a course they started, 1–5: one rating per member, which a later call
 * replaces. The rating row and the course's average and count change in one transaction,
 * with the course row locked so concurrent ratings queue up. While every counted rating has
 * its row, the average is recomputed exactly; ratings carried in from before (the imported
 * figures) are kept by adjusting the stored average instead. `null` when there is no such
 * public course.
 */
export async function rateCourse(db: Db, input: { userId: string; courseSlug: string; rating: number; now?: Date }) {
  const { userId, rating } = input
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new AppError('invalid_input', 400, 'answers.learning.ratingRange')
  }
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, rating: courses.rating, ratingCount: courses.ratingCount })
      .from(courses)
      .where(and(eq(courses.slug, input.courseSlug), isPublishedNow(courses, input.now ?? new Date())))
      .for('update')
    if (!course) return null
    const [enrollment] = await tx
      .select({ courseId: courseEnrollments.courseId })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)))
    if (!enrollment) throw new AppError('not_allowed', 403, 'answers.learning.rateAfterStart')

    const [previous] = await tx
      .select({ rating: courseRatings.rating })
      .from(courseRatings)
      .where(and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, course.id)))
    await tx
      .insert(courseRatings)
      .values({ userId, courseId: course.id, rating })
      .onConflictDoUpdate({
        target: [courseRatings.userId, courseRatings.courseId],
        set: { rating, updatedAt: new Date() },
      })
    const [rows] = await tx
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${courseRatings.rating}), 0)::int` })
      .from(courseRatings)
      .where(eq(courseRatings.courseId, course.id))
    const ratingCount = Math.max(course.ratingCount + (previous ? 0 : 1), rows!.n)
    const average =
      ratingCount === rows!.n
        ? rows!.sum / rows!.n
        : (course.rating * course.ratingCount - (previous?.rating ?? 0) + rating) / ratingCount
    const stored = round2(Math.min(5, Math.max(1, average)))
    await tx.update(courses).set({ rating: stored, ratingCount }).where(eq(courses.id, course.id))
    return { rating: stored, ratingCount, memberRating: rating }
  })
}

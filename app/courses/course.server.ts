import type { BylineAuthor } from '../newsroom/components/byline'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseEnrollments, courseLessons, courseRatings, courses, lessonCompletions } from '../db/schema'
import { courseCardColumns } from './catalog.server'
import { listLessons, type getLesson, type LessonSummary } from './lesson.server'
import { progressPercent } from './course-choices'
import { certificateOf } from '../certificates/certificates.server'
import { courseStanding } from './completion-rule'
import { courseQuizStanding } from '../quizzes/quizzes.server'
import { isPublishedNow } from '../lib/publication.server'

// The card's columns without the lesson count: the page counts the syllabus it reads anyway.
const { lessonsCount: _lessonsCount, ...courseColumns } = courseCardColumns

/** A public course by slug with its syllabus (lesson titles, never their bodies); `null` when unknown. */
export async function getCourse(db: Db, slug: string, { now = new Date() } = {}) {
  const [course] = await db
    .select({ ...courseColumns, coverAlt: courses.coverAlt, publishedAt: courses.publishedAt })
    .from(courses)
    .where(and(eq(courses.slug, slug), isPublishedNow(courses, now)))
    .limit(1)
  if (!course) return null
  const lessons = await listLessons(db, course.id)
  return { ...course, lessons }
}

/** A reader's place in a course: nothing started for visitors and members who never opened a lesson. */
export interface CourseProgress {
  hasStarted: boolean
  completedLessonIds: string[]
  completed: number
  total: number
  percent: number
  /** The lesson Resume opens: the last one opened, else the first. */
  resumeLessonSlug: string | null
  /** The member's own rating (1–5), if they rated the course. */
  memberRating: number | null
  /** The course's quizzes with the member's best score in each. */
  quizzes: { lessonSlug: string; lessonTitle: string; passPercent: number; bestPercent: number | null; isPassed: boolean }[]
  /** Every lesson done and every quiz passed. */
  isComplete: boolean
  /** The mean of the quizzes' best scores (100 for a course without quizzes); null before any. */
  gradePercent: number | null
  certificate: { id: string; gradePercent: number; issuedAt: Date; isPublic: boolean; revokedAt: Date | null } | null
}

export const emptyProgress = (lessons: LessonSummary[]): CourseProgress => ({
  hasStarted: false,
  completedLessonIds: [],
  completed: 0,
  total: lessons.length,
  percent: 0,
  resumeLessonSlug: lessons[0]?.slug ?? null,
  memberRating: null,
  quizzes: [],
  isComplete: false,
  gradePercent: null,
  certificate: null,
})

/** A member's progress in a course whose lessons are given. */
export async function getCourseProgress(db: Db, userId: string, courseId: string, lessons: LessonSummary[]): Promise<CourseProgress> {
  const [[enrollment], completions, [rating], quizzes, certificate] = await Promise.all([
    db
      .select({ lastLessonSlug: courseLessons.slug })
      .from(courseEnrollments)
      .leftJoin(courseLessons, eq(courseLessons.id, courseEnrollments.lastLessonId))
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
      .limit(1),
    db
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.courseId, courseId))),
    db
      .select({ rating: courseRatings.rating })
      .from(courseRatings)
      .where(and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, courseId)))
      .limit(1),
    courseQuizStanding(db, courseId, userId),
    certificateOf(db, userId, { courseId }),
  ])
  const lessonIds = new Set(lessons.map((l) => l.id))
  const completedLessonIds = completions.map((c) => c.lessonId).filter((id) => lessonIds.has(id))
  const base = emptyProgress(lessons)
  const { isComplete, gradePercent } = courseStanding({ lessonsDone: completedLessonIds.length, lessonsTotal: lessons.length, quizzes })
  // A grade is shown once there is one to show: on completion without quizzes, after a first attempt with them.
  const isGraded = quizzes.length === 0 ? isComplete : quizzes.some((quiz) => quiz.bestPercent !== null)
  return {
    ...base,
    hasStarted: Boolean(enrollment),
    completedLessonIds,
    completed: completedLessonIds.length,
    percent: progressPercent(completedLessonIds.length, lessons.length),
    resumeLessonSlug: enrollment?.lastLessonSlug ?? base.resumeLessonSlug,
    memberRating: rating?.rating ?? null,
    quizzes: quizzes.map(({ lessonSlug, lessonTitle, passPercent, bestPercent, isPassed }) => ({ lessonSlug, lessonTitle, passPercent, bestPercent, isPassed })),
    isComplete,
    gradePercent: isGraded ? gradePercent : null,
    certificate,
  }
}

/** What the course page shows: the course with its syllabus and the reader's place in it. */
export interface CoursePageData {
  course: NonNullable<Awaited<ReturnType<typeof getCourse>>>
  progress: CourseProgress
  isSignedIn: boolean
  canReadPremium: boolean
  /** The people credited on the course, in order. */
  authors: BylineAuthor[]
}

/** What a lesson page shows: the lesson, the course outline and the reader's place in it. */
export type LessonPageData = NonNullable<Awaited<ReturnType<typeof getLesson>>> & Omit<CoursePageData, 'course' | 'authors'>

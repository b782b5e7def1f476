import { and, eq, inArray, sql } from 'drizzle-orm'
import { progressPercent } from '../courses/course-choices'
import type { Db } from '../db/client.server'
import { courseEnrollments, courseLessons, courses, learningPathCourses, lessonCompletions, workspaceReads, type AssignmentKind } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import type { AssignmentStatus, Progress } from './learning'

const key = (userId: string, kind: string, itemId: string) => `${userId}|${kind}|${itemId}`

/**
 * Each member's progress on some assigned items, from what the site records: a course's or
 * a path's share of lessons completed (lesson_completions; started once a lesson was opened,
 * course_enrollments), over the path's published courses. Tutorials record no completion of
 * their own, so a tutorial counts as done once the member has opened it: workspace_reads,
 * which keeps a workspace member's view marks (view_marks forgets them after two hours).
 */
export async function progressOf(db: Db, userIds: string[], items: { kind: AssignmentKind; itemId: string }[], now = new Date()) {
  const result = new Map<string, Progress>()
  const ids = (kind: AssignmentKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.itemId))]
  const [courseIds, pathIds, tutorialIds] = [ids('course'), ids('path'), ids('tutorial')]
  if (userIds.length === 0 || items.length === 0) return (userId: string, kind: AssignmentKind, itemId: string) => result.get(key(userId, kind, itemId)) ?? { status: 'not_started' as const, percent: 0 }

  const pathCourses =
    pathIds.length === 0
      ? []
      : await db
          .select({ pathId: learningPathCourses.pathId, courseId: learningPathCourses.courseId })
          .from(learningPathCourses)
          .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
          .where(and(inArray(learningPathCourses.pathId, pathIds), isPublishedNow(courses, now)))
  const allCourses = [...new Set([...courseIds, ...pathCourses.map((p) => p.courseId)])]
  const [totals, completions, enrollments, viewed] = await Promise.all([
    allCourses.length === 0
      ? []
      : db.select({ courseId: courseLessons.courseId, n: sql<number>`count(*)::int` }).from(courseLessons).where(inArray(courseLessons.courseId, allCourses)).groupBy(courseLessons.courseId),
    allCourses.length === 0
      ? []
      : db
          .select({ userId: lessonCompletions.userId, courseId: lessonCompletions.courseId, n: sql<number>`count(*)::int` })
          .from(lessonCompletions)
          .where(and(inArray(lessonCompletions.userId, userIds), inArray(lessonCompletions.courseId, allCourses)))
          .groupBy(lessonCompletions.userId, lessonCompletions.courseId),
    allCourses.length === 0
      ? []
      : db
          .select({ userId: courseEnrollments.userId, courseId: courseEnrollments.courseId })
          .from(courseEnrollments)
          .where(and(inArray(courseEnrollments.userId, userIds), inArray(courseEnrollments.courseId, allCourses))),
    tutorialIds.length === 0
      ? []
      : db
          .selectDistinct({ userId: workspaceReads.userId, itemId: workspaceReads.itemId })
          .from(workspaceReads)
          .where(and(eq(workspaceReads.kind, 'tutorial'), inArray(workspaceReads.userId, userIds), inArray(workspaceReads.itemId, tutorialIds))),
  ])
  const totalOf = new Map(totals.map((t) => [t.courseId, Number(t.n)]))
  const doneOf = new Map(completions.map((c) => [`${c.userId}|${c.courseId}`, Number(c.n)]))
  const enrolled = new Set(enrollments.map((e) => `${e.userId}|${e.courseId}`))
  const seen = new Set(viewed.map((v) => `${v.userId}|${v.itemId}`))
  const coursesOfPath = new Map<string, string[]>()
  for (const { pathId, courseId } of pathCourses) coursesOfPath.set(pathId, [...(coursesOfPath.get(pathId) ?? []), courseId])

  const fromLessons = (userId: string, courseList: string[]): Progress => {
    let completed = 0
    let total = 0
    let started = false
    for (const courseId of courseList) {
      const lessons = totalOf.get(courseId) ?? 0
      const done = Math.min(doneOf.get(`${userId}|${courseId}`) ?? 0, lessons)
      completed += done
      total += lessons
      if (done > 0 || enrolled.has(`${userId}|${courseId}`)) started = true
    }
    const percent = progressPercent(completed, total)
    const status: AssignmentStatus = percent === 100 ? 'done' : started ? 'in_progress' : 'not_started'
    return { status, percent }
  }
  for (const userId of userIds) {
    for (const courseId of courseIds) result.set(key(userId, 'course', courseId), fromLessons(userId, [courseId]))
    for (const pathId of pathIds) result.set(key(userId, 'path', pathId), fromLessons(userId, coursesOfPath.get(pathId) ?? []))
    for (const tutorialId of tutorialIds) {
      const done = seen.has(`${userId}|${tutorialId}`)
      result.set(key(userId, 'tutorial', tutorialId), { status: done ? 'done' : 'not_started', percent: done ? 100 : 0 })
    }
  }
  return (userId: string, kind: AssignmentKind, itemId: string) => result.get(key(userId, kind, itemId)) ?? { status: 'not_started' as const, percent: 0 }
}

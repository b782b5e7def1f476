import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseLessons, courses } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'
import { previewHtml } from '../content/preview.server'

/** Whether the lesson is its course's first one: the free preview of a premium course. */
const isFirstLesson = sql<boolean>`${sql.raw('"course_lessons"."position"')} = (
  select min(sibling.position) from ${courseLessons} as sibling where sibling.course_id = ${sql.raw('"course_lessons"."course_id"')})`

/** A public course's lesson by slugs, with what deciding access needs (never the body). */
export async function findLesson(db: Db, courseSlug: string, lessonSlug: string, now = new Date()) {
  const [row] = await db
    .select({ courseId: courses.id, lessonId: courseLessons.id, isPremium: courses.isPremium, isFirst: isFirstLesson })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(courseLessons.slug, lessonSlug), isPublishedNow(courses, now)))
    .limit(1)
  return row ?? null
}

const lessonSummaryColumns = {
  id: courseLessons.id,
  slug: courseLessons.slug,
  title: courseLessons.title,
  position: courseLessons.position,
  durationMinutes: courseLessons.durationMinutes,
}

/** The lessons of a course in order: the syllabus and the lesson outline (never the bodies). */
export async function listLessons(db: Db, courseId: string) {
  return db.select(lessonSummaryColumns).from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.position))
}

/**
 * The lessons of a course in order with their bodies, premium courses' included: only for a
 * reader entitled to all of them (the Enterprise API).
 */
export async function listLessonsWithContent(db: Db, courseId: string) {
  return db
    .select({ ...lessonSummaryColumns, content: courseLessons.content })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position))
}

export type LessonSummary = Awaited<ReturnType<typeof listLessons>>[number]

/**
 * One lesson of a public course with the course's outline. The body of a premium course's
 * lesson other than the first (the free preview) is withheld for a reader without access: it
 * comes back as `content: null` with its opening as `preview`, and the rest never leaves the
 * server.
 */
export async function getLesson(
  db: Db,
  input: { courseSlug: string; lessonSlug: string; canReadPremium: boolean; now?: Date },
) {
  const [row] = await db
    .select({
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        level: courses.level,
        category: courses.category,
        instructor: courses.instructor,
        isPremium: courses.isPremium,
      },
      lesson: {
        id: courseLessons.id,
        slug: courseLessons.slug,
        title: courseLessons.title,
        position: courseLessons.position,
        durationMinutes: courseLessons.durationMinutes,
        isFirst: isFirstLesson,
        content: courseLessons.content,
      },
    })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courses.slug, input.courseSlug), eq(courseLessons.slug, input.lessonSlug), isPublishedNow(courses, input.now ?? new Date())))
    .limit(1)
  if (!row) return null
  const lessons = await listLessons(db, row.course.id)
  const index = lessons.findIndex((l) => l.id === row.lesson.id)
  const isPreview = row.course.isPremium && row.lesson.isFirst
  const isLocked = row.course.isPremium && !row.lesson.isFirst && !input.canReadPremium
  return {
    course: row.course,
    // A locked lesson's body stays here: the page gets its opening only (`previewHtml`).
    lesson: { ...row.lesson, content: isLocked ? null : row.lesson.content, preview: isLocked ? previewHtml(row.lesson.content) : null, isPreview, isLocked },
    lessons,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
  }
}

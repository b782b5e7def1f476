import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseLessons, courses } from '../db/schema'
import { afterCursor, keyset, keysetOrder, pageOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import type { CourseLevel, EducationCategory } from './course-choices'
import { isPublishedNow } from '../lib/publication.server'

/** The most courses one list answers; the catalogue is far smaller, this only bounds the work. */
export const MAX_COURSES = 120

/**
 * How many lessons a course has: a correlated count over the lessons' course index. The outer
 * column is named in full because Drizzle leaves table names out of single-table select lists.
 */
export const lessonsCountOf = sql<number>`(select count(*)::int from ${courseLessons} as counted where counted.course_id = ${sql.raw('"courses"."id"')})`

/** Columns every course card needs (never a lesson body). */
export const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  category: courses.category,
  thumbnail: courses.thumbnail,
  coverFocus: courses.coverFocus,
  isPremium: courses.isPremium,
  instructor: courses.instructor,
  durationMinutes: courses.durationMinutes,
  rating: courses.rating,
  ratingCount: courses.ratingCount,
  lessonsCount: lessonsCountOf,
}

interface CourseFilters {
  level?: CourseLevel
  category?: EducationCategory
  /** Matched against title, description and instructor. */
  search?: string
  now?: Date
}

function courseConditions({ level, category, search, now = new Date() }: CourseFilters) {
  const conditions: (SQL | undefined)[] = [isPublishedNow(courses, now)]
  if (level) conditions.push(eq(courses.level, level))
  if (category) conditions.push(eq(courses.category, category))
  conditions.push(listSearch(search, { index: courses.searchVector, fields: [courses.title, courses.description, courses.instructor] }))
  return and(...conditions)
}

/** Public courses matching the filters, newest first (spec §7). */
export async function listCourses(db: Db, filters: CourseFilters = {}) {
  return db
    .select(courseCardColumns)
    .from(courses)
    .where(courseConditions(filters))
    .orderBy(desc(courses.publishedAt), desc(courses.id))
    .limit(MAX_COURSES)
}

/**
 * One page of public courses matching the filters, newest first, with the cursor of the next
 * page (`null` on the last): the Enterprise API's list. A forged cursor throws an AppError (400).
 */
export async function listCoursePage(db: Db, { cursor, pageSize = 20, ...filters }: CourseFilters & { cursor?: string | null; pageSize?: number } = {}) {
  const order = keyset('published_at', courses.publishedAt, courses.id)
  const rows = await db
    .select({ ...courseCardColumns, publishedAt: courses.publishedAt })
    .from(courses)
    .where(and(courseConditions(filters), cursor ? afterCursor(order, cursor) : undefined))
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, (row) => row.publishedAt)
  return { courses: items, nextCursor }
}

/** How many public courses match the filters (the Courses tab's count). */
export async function countCourses(db: Db, filters: CourseFilters = {}) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(courseConditions(filters))
  return row?.n ?? 0
}

export type CourseCard = Awaited<ReturnType<typeof listCourses>>[number]

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courses, learningPathCourses, learningPaths } from '../db/schema'
import { afterCursor, keysetOrder, pageOf, type Keyset } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import { lessonsCountOf, MAX_COURSES } from './catalog.server'
import type { CourseLevel, EducationCategory } from './course-choices'
import { withCourseProgress, type PathCourse } from './path-progress.server'
import { isPublishedNow } from '../lib/publication.server'

interface PathFilters {
  level?: CourseLevel
  /** Paths holding at least one public course of this category. */
  category?: EducationCategory
  /** Matched against the path's title and description. */
  search?: string
  now?: Date
}

function pathConditions({ level, category, search, now = new Date() }: PathFilters) {
  const conditions: (SQL | undefined)[] = [eq(learningPaths.status, 'published')]
  if (level) conditions.push(eq(learningPaths.level, level))
  if (category) {
    const inCategory = and(
      eq(learningPathCourses.pathId, learningPaths.id),
      eq(courses.category, category),
      isPublishedNow(courses, now),
    )
    conditions.push(
      sql`exists (select 1 from ${learningPathCourses} inner join ${courses} on ${courses.id} = ${learningPathCourses.courseId} where ${inCategory})`,
    )
  }
  conditions.push(listSearch(search, { fields: [learningPaths.title, learningPaths.description] }))
  return and(...conditions)
}

/** The public courses of the given paths in their order, keyed by path id. */
async function coursesOfPaths(db: Db, pathIds: string[], now: Date) {
  const byPath = new Map<string, PathCourse[]>()
  if (pathIds.length === 0) return byPath
  const rows = await db
    .select({
      pathId: learningPathCourses.pathId,
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      level: courses.level,
      category: courses.category,
      isPremium: courses.isPremium,
      instructor: courses.instructor,
      durationMinutes: courses.durationMinutes,
      lessonsCount: lessonsCountOf,
    })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .where(and(inArray(learningPathCourses.pathId, pathIds), isPublishedNow(courses, now)))
    .orderBy(asc(learningPathCourses.pathId), asc(learningPathCourses.position))
  for (const { pathId, ...course } of rows) byPath.set(pathId, [...(byPath.get(pathId) ?? []), course])
  return byPath
}

const pathColumns = {
  id: learningPaths.id,
  slug: learningPaths.slug,
  title: learningPaths.title,
  description: learningPaths.description,
  level: learningPaths.level,
  estimatedHours: learningPaths.estimatedHours,
}

/** Published learning paths matching the filters, newest first, each with its courses in order. */
export async function listPaths(db: Db, filters: PathFilters = {}) {
  const now = filters.now ?? new Date()
  const paths = await db
    .select(pathColumns)
    .from(learningPaths)
    .where(pathConditions({ ...filters, now }))
    .orderBy(desc(learningPaths.createdAt), desc(learningPaths.id))
    .limit(MAX_COURSES)
  const byPath = await coursesOfPaths(db, paths.map((p) => p.id), now)
  return paths.map((path) => ({ ...path, courses: byPath.get(path.id) ?? [] }))
}

/**
 * Paths run newest first by when they were made, cut to milliseconds: the database keeps
 * microseconds, a cursor only what a Date holds, and both must name the same instant.
 */
const pathOrder: Keyset = { key: sql`date_trunc('milliseconds', ${learningPaths.createdAt})`, id: learningPaths.id, kind: 'time' }

/**
 * One page of published learning paths matching the filters, newest first, each with its
 * courses in order, and the cursor of the next page (`null` on the last): the Enterprise API's
 * list. A forged cursor throws an AppError (400).
 */
export async function listPathPage(db: Db, { cursor, pageSize = 20, ...filters }: PathFilters & { cursor?: string | null; pageSize?: number } = {}) {
  const now = filters.now ?? new Date()
  const rows = await db
    .select({ ...pathColumns, createdAt: learningPaths.createdAt })
    .from(learningPaths)
    .where(and(pathConditions({ ...filters, now }), cursor ? afterCursor(pathOrder, cursor) : undefined))
    .orderBy(...keysetOrder(pathOrder))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, (row) => row.createdAt)
  const byPath = await coursesOfPaths(db, items.map((p) => p.id), now)
  return { paths: items.map((path) => ({ ...path, courses: byPath.get(path.id) ?? [] })), nextCursor }
}

/** How many published paths match the filters (the Learning Paths tab's count). */
export async function countPaths(db: Db, filters: PathFilters = {}) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(learningPaths).where(pathConditions(filters))
  return row?.n ?? 0
}

/** One published path by slug with its courses in order and the member's progress; `null` when unknown. */
export async function getPathWithProgress(db: Db, slug: string, { userId = null as string | null, now = new Date() } = {}) {
  const [path] = await db
    .select(pathColumns)
    .from(learningPaths)
    .where(and(eq(learningPaths.slug, slug), eq(learningPaths.status, 'published')))
    .limit(1)
  if (!path) return null
  const byPath = await coursesOfPaths(db, [path.id], now)
  const [withProgress] = await withCourseProgress(db, userId, [{ ...path, courses: byPath.get(path.id) ?? [] }])
  return withProgress!
}

export type PathWithProgress = NonNullable<Awaited<ReturnType<typeof getPathWithProgress>>>

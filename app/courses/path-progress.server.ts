import type { Db } from '../db/client.server'
import { progressPercent } from './course-choices'
import { completedCountsFor } from './progress.server'

/** A course as a learning path lists it. */
export interface PathCourse {
  id: string
  slug: string
  title: string
  level: string
  category: string
  isPremium: boolean
  instructor: string
  durationMinutes: number
  lessonsCount: number
}

type PathCourseWithProgress = PathCourse & { completed: number; percent: number }

interface PathProgress {
  completedLessons: number
  totalLessons: number
  completedCourses: number
  percent: number
}

type WithProgress<T> = Omit<T, 'courses'> & {
  courses: PathCourseWithProgress[]
  progress: PathProgress
  /** The course Start Learning Path opens. */
  nextCourseSlug: string | null
}

/** Each course of some paths with the member's progress; visitors (no user) have none. */
export async function withCourseProgress<T extends { courses: PathCourse[] }>(
  db: Db,
  userId: string | null,
  paths: T[],
): Promise<WithProgress<T>[]> {
  const ids = [...new Set(paths.flatMap((p) => p.courses.map((c) => c.id)))]
  const counts = userId ? await completedCountsFor(db, userId, ids) : new Map<string, number>()
  return paths.map((path) => {
    const courseList = path.courses.map((course): PathCourseWithProgress => {
      const completed = Math.min(counts.get(course.id) ?? 0, course.lessonsCount)
      return { ...course, completed, percent: progressPercent(completed, course.lessonsCount) }
    })
    const completedLessons = courseList.reduce((sum, c) => sum + c.completed, 0)
    const totalLessons = courseList.reduce((sum, c) => sum + c.lessonsCount, 0)
    // Start Learning Path opens the first unfinished course (the first one once all are done).
    const next = courseList.find((c) => c.percent < 100) ?? courseList[0] ?? null
    return {
      ...path,
      courses: courseList,
      progress: {
        completedLessons,
        totalLessons,
        completedCourses: courseList.filter((c) => c.percent === 100).length,
        percent: progressPercent(completedLessons, totalLessons),
      },
      nextCourseSlug: next?.slug ?? null,
    }
  })
}

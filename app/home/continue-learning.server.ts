import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { courseEnrollments, courseLessons, courses, lessonCompletions, mediaPositions, podcasts, videos } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'

/** One thing a member started and did not finish: a course at its last lesson, a video or an episode. */
export interface ContinueItem {
  kind: 'course' | 'video' | 'podcast'
  key: string
  title: string
  /** The lesson's title for a course; empty for media. */
  detail: string
  href: string
  cover: string | null
  /** 0–99: lessons done of the course, or the share of the media already played. */
  percent: number
  updatedAt: Date
}

/** The newest first, at most `limit`, from all three kinds. */
const SHOWN = 4

/** Played media counts as finished in its last 15 seconds (players stop there for credits). */
const FINISHED_MARGIN_SECONDS = 15

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(99, Math.floor((done * 100) / total)) : 0)

async function startedCourses(db: Db, userId: string, now: Date): Promise<ContinueItem[]> {
  const done = sql<number>`(select count(*)::int from ${lessonCompletions} where ${lessonCompletions.userId} = ${userId} and ${lessonCompletions.courseId} = ${courses.id})`
  const total = sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`
  const rows = await db
    .select({
      slug: courses.slug,
      title: courses.title,
      cover: courses.thumbnail,
      lessonSlug: courseLessons.slug,
      lessonTitle: courseLessons.title,
      done,
      total,
      updatedAt: courseEnrollments.updatedAt,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(courseLessons, eq(courseLessons.id, courseEnrollments.lastLessonId))
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.completedAt), isPublishedNow(courses, now)))
    .orderBy(desc(courseEnrollments.updatedAt))
    .limit(SHOWN)
  return rows.map((row) => ({
    kind: 'course',
    key: row.slug,
    title: row.title,
    detail: row.lessonTitle,
    href: `/education/course/${row.slug}/lesson/${row.lessonSlug}`,
    cover: row.cover,
    percent: percentOf(row.done, row.total),
    updatedAt: row.updatedAt,
  }))
}

async function startedMedia(db: Db, userId: string, kind: 'video' | 'podcast', now: Date): Promise<ContinueItem[]> {
  const table = kind === 'video' ? videos : podcasts
  const rows = await db
    .select({
      slug: table.slug,
      title: table.title,
      cover: table.thumbnail,
      seconds: mediaPositions.positionSeconds,
      duration: table.durationSeconds,
      updatedAt: mediaPositions.updatedAt,
    })
    .from(mediaPositions)
    .innerJoin(table, eq(table.id, mediaPositions.itemId))
    .where(
      and(
        eq(mediaPositions.userId, userId),
        eq(mediaPositions.kind, kind),
        gt(mediaPositions.positionSeconds, 0),
        lt(mediaPositions.positionSeconds, sql`greatest(${table.durationSeconds} - ${FINISHED_MARGIN_SECONDS}, 1)`),
        isPublishedNow(table, now),
      ),
    )
    .orderBy(desc(mediaPositions.updatedAt))
    .limit(SHOWN)
  return rows.map((row) => ({
    kind,
    key: row.slug,
    title: row.title,
    detail: '',
    href: `/${kind === 'video' ? 'videos' : 'podcasts'}/${row.slug}`,
    cover: row.cover,
    percent: percentOf(row.seconds, row.duration),
    updatedAt: row.updatedAt,
  }))
}

/**
 * Where a member stopped, newest first: courses they opened and have not completed (at their
 * last lesson), and videos and episodes they left part-way. Items no longer published are left out.
 */
export async function continueLearning(db: Db, userId: string, now = new Date()): Promise<ContinueItem[]> {
  const lists = await Promise.all([startedCourses(db, userId, now), startedMedia(db, userId, 'video', now), startedMedia(db, userId, 'podcast', now)])
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, SHOWN)
}

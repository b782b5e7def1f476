import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { categories, courseLessons, courses, learningPathCourses, playlistVideos, podcasts, videos } from '../db/schema'
import { sanitizeHtml } from '../lib/sanitize-html.server'
import { displayStatus, type ContentType, type DisplayStatus } from './content-types'
import { contentTables } from './tables.server'

/** What the preview shows of any item, whatever its status. */
export interface PreviewData {
  title: string
  summary: string
  /** Sanitized HTML body, when the type has one. */
  body: string | null
  cover: string | null
  byline: string | null
  label: string | null
  isPremium: boolean
  isAiGenerated: boolean
  status: DisplayStatus
  publishedAt: Date | null
  readingTime: number | null
  tags: string[]
  /** Titles of the items it holds, in order (lessons, courses, videos). */
  parts: { heading: string; titles: string[] } | null
}

type Row = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')

async function partsOf(db: Db, type: ContentType, id: string): Promise<PreviewData['parts']> {
  if (type === 'courses') {
    const rows = await db.select({ title: courseLessons.title }).from(courseLessons).where(eq(courseLessons.courseId, id)).orderBy(asc(courseLessons.position))
    return { heading: 'Lessons', titles: rows.map((r) => r.title) }
  }
  if (type === 'paths') {
    const rows = await db.select({ title: courses.title }).from(learningPathCourses).innerJoin(courses, eq(courses.id, learningPathCourses.courseId)).where(eq(learningPathCourses.pathId, id)).orderBy(asc(learningPathCourses.position))
    return { heading: 'Courses', titles: rows.map((r) => r.title) }
  }
  if (type === 'playlists') {
    const rows = await db.select({ title: videos.title }).from(playlistVideos).innerJoin(videos, eq(videos.id, playlistVideos.videoId)).where(eq(playlistVideos.playlistId, id)).orderBy(asc(playlistVideos.position))
    return { heading: 'Videos', titles: rows.map((r) => r.title) }
  }
  if (type === 'series') {
    const rows = await db.select({ title: podcasts.title }).from(podcasts).where(eq(podcasts.seriesId, id)).orderBy(asc(podcasts.episodeNumber))
    return { heading: 'Episodes', titles: rows.map((r) => r.title) }
  }
  return null
}

/** The item as the preview page renders it, or null when it does not exist. */
export async function loadPreview(db: Db, type: ContentType, id: string, now = new Date()): Promise<PreviewData | null> {
  const t = contentTables[type]
  const [row] = (await db.select().from(t.table).where(eq(t.id, id))) as Row[]
  if (!row) return null
  let label = text(row.category) || null
  if (type === 'articles' && row.categoryId) {
    const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId as string))
    label = category?.name ?? null
  }
  const body = type === 'articles' || type === 'tutorials' ? text(row.content) : type === 'podcasts' ? text(row.showNotes) : null
  return {
    title: text(row.title),
    summary: text(row.excerpt) || text(row.description),
    body: body === null ? null : sanitizeHtml(body),
    cover: (row.featuredImage ?? row.thumbnail ?? null) as string | null,
    byline: text(row.author) || text(row.instructor) || text(row.host) || null,
    label,
    isPremium: Boolean(row.isPremium),
    isAiGenerated: Boolean(row.isAiGenerated),
    status: 'status' in row ? displayStatus(row.status as string, (row.publishedAt as Date | null) ?? null, now) : 'live',
    publishedAt: (row.publishedAt as Date | null) ?? null,
    readingTime: type === 'articles' ? (row.readingTime as number) : null,
    tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
    parts: await partsOf(db, type, id),
  }
}


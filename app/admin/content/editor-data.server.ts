import { breakingNewsOf } from '../../newsletter/editions/editions.server'
import { streamStatusOf, type StreamStatusView } from '../../videos/streams/stream-status.server'
import { asc, eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import type { Tx } from './rows.server'
import { creditedProfileIds } from '../../newsroom/credits.server'
import { categories, courses, learningPathCourses, playlistVideos, podcastSeries, videos } from '../../db/schema'
import { toUtcInput } from './form-fields'
import { displayStatus, type ContentType, type DisplayStatus } from './content-types'
import { listLessons } from './lessons.server'
import { fixedChoices } from './schemas.server'
import { contentTables } from '../../content/tables.server'

export type FormValues = Record<string, string>
type Choice = { value: string; label: string }
export type Pickable = { id: string; title: string; status: DisplayStatus }

interface EditorMeta {
  id: string
  title: string
  slug: string | null
  status: DisplayStatus
  publishedAt: string | null
  updatedAt: string
}

/** A row as form values: text as is, flags 'on' or '', tags comma-separated, times as UTC datetime-local. */
export function toFormValues(row: Record<string, unknown>): FormValues {
  const values: FormValues = {}
  for (const [key, value] of Object.entries(row)) {
    if (key === 'searchVector') continue
    if (value === null || value === undefined) values[key] = ''
    else if (typeof value === 'boolean') values[key] = value ? 'on' : ''
    else if (Array.isArray(value)) values[key] = value.join(', ')
    else if (value instanceof Date) values[key] = key === 'publishedAt' ? toUtcInput(value) : value.toISOString()
    else values[key] = String(value)
  }
  return values
}

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))
const levelChoices = fixedChoices.levels.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }))

/** Everything an editor offers to choose from, per type. */
async function loadChoices(db: Db, type: ContentType, now: Date) {
  switch (type) {
    case 'articles': {
      const rows = await db.select({ value: categories.id, label: categories.name }).from(categories).orderBy(asc(categories.name))
      return { categories: rows }
    }
    case 'courses': return { levels: levelChoices, categories: choices(fixedChoices.educationCategories) }
    case 'tutorials': return { levels: levelChoices, categories: choices(fixedChoices.tutorialCategories) }
    case 'videos': return { categories: choices(fixedChoices.videoCategories), videoTypes: choices(fixedChoices.videoTypes) }
    case 'podcasts': {
      const rows = await db.select({ value: podcastSeries.id, label: podcastSeries.title }).from(podcastSeries).orderBy(asc(podcastSeries.title))
      return { categories: choices(fixedChoices.podcastCategories), series: rows }
    }
    case 'paths': {
      const rows = await db.select({ id: courses.id, title: courses.title, status: courses.status, publishedAt: courses.publishedAt }).from(courses).orderBy(asc(courses.title))
      return { levels: levelChoices, items: rows.map((r) => ({ id: r.id, title: r.title, status: displayStatus(r.status, r.publishedAt, now) })) }
    }
    case 'playlists': {
      const rows = await db.select({ id: videos.id, title: videos.title, status: videos.status, publishedAt: videos.publishedAt }).from(videos).orderBy(asc(videos.title))
      return { items: rows.map((r) => ({ id: r.id, title: r.title, status: displayStatus(r.status, r.publishedAt, now) })) }
    }
    case 'series': return {}
  }
}

export type EditorChoices = {
  categories?: Choice[]
  levels?: Choice[]
  videoTypes?: Choice[]
  series?: Choice[]
  items?: Pickable[]
  /** A video's stream: the transcoding of its latest upload and the renditions readers get. */
  videoStream?: StreamStatusView | null
  /** An article's breaking-news e-mail, once it has one. */
  breakingNews?: { status: string; at: string | null; recipients: number } | null
}

async function orderedChildIds(db: Tx, type: ContentType, id: string): Promise<FormValues> {
  if (type === 'paths') {
    const rows = await db.select({ id: learningPathCourses.courseId }).from(learningPathCourses).where(eq(learningPathCourses.pathId, id)).orderBy(asc(learningPathCourses.position))
    return { courseIds: rows.map((r) => r.id).join(',') }
  }
  if (type === 'playlists') {
    const rows = await db.select({ id: playlistVideos.videoId }).from(playlistVideos).where(eq(playlistVideos.playlistId, id)).orderBy(asc(playlistVideos.position))
    return { videoIds: rows.map((r) => r.id).join(',') }
  }
  return {}
}

/**
 * An item's row and its editor's values: the columns, the ordered children, the credited
 * authors and the version (updated_at) the editor starts from. Revisions keep these values.
 */
export async function readItemValues(db: Tx, type: ContentType, id: string) {
  const t = contentTables[type]
  const { searchVector: _omit, ...columns } = getTableColumns(t.table) as Record<string, never>
  const [row] = (await db.select(columns).from(t.table).where(eq(t.id, id))) as Record<string, unknown>[]
  if (!row) return null
  const credits = await creditedProfileIds(db, type, id)
  const values: FormValues = { ...toFormValues(row), ...(await orderedChildIds(db, type, id)), authorIds: credits.join(','), version: (row.updatedAt as Date).toISOString() }
  return { row, values }
}

/** The item as form values with its editor facts (null for a new one), the choices and, for a course, its lessons. */
export async function loadEditor(db: Db, type: ContentType, id: string | null, { defaults = {}, now = new Date() }: { defaults?: FormValues; now?: Date } = {}) {
  const choicesP = loadChoices(db, type, now) as Promise<EditorChoices>
  if (!id) return { values: { status: 'draft', ...defaults } as FormValues, meta: null, choices: await choicesP, lessons: [] }
  const read = await readItemValues(db, type, id)
  if (!read) return null
  const { row, values } = read
  const status = 'status' in row ? displayStatus(row.status as string, (row.publishedAt as Date | null) ?? null, now) : 'live'
  const meta: EditorMeta = {
    id,
    title: String(row.title),
    slug: (row.slug as string | undefined) ?? null,
    status,
    publishedAt: row.publishedAt ? (row.publishedAt as Date).toISOString() : null,
    updatedAt: (row.updatedAt as Date).toISOString(),
  }
  const lessons = type === 'courses' ? await listLessons(db, id) : []
  const breaking = type === 'articles' ? await breakingNewsOf(db, id) : null
  const breakingNews = breaking ? { status: breaking.status, at: (breaking.sentAt ?? breaking.scheduledFor)?.toISOString() ?? null, recipients: breaking.recipients } : null
  const videoStream = type === 'videos' ? await streamStatusOf(db, id) : null
  return { values, meta, choices: { ...(await choicesP), breakingNews, videoStream }, lessons }
}

import { and, asc, eq, gt, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { courseLessons, courses } from '../../db/schema'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { readingTimeMinutes } from '../../lib/text'
import { recordAudit } from '../../audit/audit.server'
import { AppError } from '../../lib/app-error'
import { violatedUniqueConstraint } from '../../db/unique-violation.server'
import type { Tx } from './rows.server'
import type { LessonInput } from './schemas.server'
import { resolveSlug } from './slugs.server'
import { dropRevisions, getRevision, recordRevision, type RevisionReason } from './revisions.server'
import { lessonSchema } from './schemas.server'
import { validateForm } from '../../lib/form-values'

/** What the lesson editor reads of a lesson (`updatedAt` is the version a save must match). */
const editedLessonColumns = {
  id: courseLessons.id,
  title: courseLessons.title,
  slug: courseLessons.slug,
  content: courseLessons.content,
  position: courseLessons.position,
  durationMinutes: courseLessons.durationMinutes,
  updatedAt: courseLessons.updatedAt,
}

/** What the course editor lists of each lesson: the same, but for the body. */
const { content: _body, ...listedLessonColumns } = editedLessonColumns

/** What a lesson's revision keeps, and what it is compared with: the fields of its editor. */
export const lessonRevisionValues = (lesson: { title: string; slug: string; content: string; durationMinutes: number }) =>
  ({ title: lesson.title, slug: lesson.slug, content: lesson.content, durationMinutes: String(lesson.durationMinutes) })

/** A course's lessons in order, for the course editor. */
export async function listLessons(db: Db, courseId: string) {
  return db
    .select(listedLessonColumns)
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.position))
}

/** The course a lesson editor belongs to (its title and slug head the page); null when unknown. */
export async function getLessonCourse(db: Db, courseId: string) {
  const [course] = await db.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, courseId))
  return course ?? null
}

export async function getLesson(db: Db, courseId: string, lessonId: string) {
  const [row] = await db
    .select(editedLessonColumns)
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
  return row ?? null
}

async function lockCourse(tx: Tx, courseId: string) {
  const [course] = await tx.select({ id: courses.id, slug: courses.slug, title: courses.title, status: courses.status }).from(courses).where(eq(courses.id, courseId)).for('update')
  if (!course) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'course' } })
  return course
}

const sameInstant = (iso: string) =>
  and(gt(courseLessons.updatedAt, sql`${iso}::timestamptz - interval '1 millisecond'`), sql`${courseLessons.updatedAt} < ${iso}::timestamptz + interval '1 millisecond'`)

/**
 * Creates (lessonId null, after the last lesson) or updates a lesson; the body is sanitized.
 * Every save keeps a revision of the lesson, as the console's items do.
 */
export async function saveLesson(
  db: Db,
  { courseId, lessonId, input, actorId, version, reason = 'save', now = new Date() }: { courseId: string; lessonId: string | null; input: LessonInput; actorId: string; version?: string | null; reason?: RevisionReason; now?: Date },
) {
  try {
    return await db.transaction(async (tx) => {
      const course = await lockCourse(tx, courseId)
      if (lessonId) {
        const [row] = await tx.select({ updatedAt: courseLessons.updatedAt }).from(courseLessons).where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
        if (!row) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'lesson' } })
        if (version) {
          const [same] = await tx.select({ id: courseLessons.id }).from(courseLessons).where(and(eq(courseLessons.id, lessonId), sameInstant(version)))
          if (!same) throw new AppError('conflict', 409, 'admin.error.savedByOther', { values: { noun: 'lesson', time: row.updatedAt.toISOString().slice(0, 16).replace('T', ' ') } })
        }
      }
      const slug = await resolveSlug(
        tx,
        { table: courseLessons, slug: courseLessons.slug, id: courseLessons.id, within: eq(courseLessons.courseId, courseId), noun: 'lesson of this course' },
        { typed: input.slug, title: input.title, exceptId: lessonId },
      )
      const content = sanitizeHtml(input.content)
      const row = { title: input.title, slug, content, durationMinutes: input.durationMinutes || readingTimeMinutes(content) + 5, updatedAt: now }
      let id = lessonId
      if (id) {
        await tx.update(courseLessons).set(row).where(eq(courseLessons.id, id))
      } else {
        const [last] = await tx.select({ n: max(courseLessons.position) }).from(courseLessons).where(eq(courseLessons.courseId, courseId))
        const [created] = await tx.insert(courseLessons).values({ ...row, courseId, position: (last?.n ?? 0) + 1 }).returning({ id: courseLessons.id })
        id = created!.id
      }
      await recordAudit(tx, { actorId, action: lessonId ? 'content.update' : 'content.create', targetType: 'lesson', targetId: id, details: { title: input.title, slug, courseId, course: course.title } })
      await recordRevision(tx, { type: 'lessons', id, actorId, reason, isPublished: course.status === 'published', values: lessonRevisionValues({ ...row, slug }), now })
      return { id, slug }
    })
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'course_lessons_course_slug_key') {
      throw new AppError('invalid_input', 400, 'admin.error.lessonSlugTakenMeanwhile', { field: 'slug' })
    }
    throw error
  }
}

/** Rewrites positions 1..n in the given order, through temporary positions past the end (positions are unique). */
async function renumber(tx: Tx, courseId: string, orderedIds: string[]) {
  const offset = orderedIds.length + 1000
  for (const [i, id] of orderedIds.entries()) {
    await tx.update(courseLessons).set({ position: offset + i }).where(eq(courseLessons.id, id))
  }
  for (const [i, id] of orderedIds.entries()) {
    await tx.update(courseLessons).set({ position: i + 1 }).where(and(eq(courseLessons.id, id), eq(courseLessons.courseId, courseId)))
  }
}

async function orderedIds(tx: Tx, courseId: string) {
  const rows = await tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.position))
  return rows.map((r) => r.id)
}

/** Moves a lesson one place up or down. */
export async function moveLesson(db: Db, { courseId, lessonId, direction, actorId }: { courseId: string; lessonId: string; direction: 'up' | 'down'; actorId: string }) {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId)
    const ids = await orderedIds(tx, courseId)
    const at = ids.indexOf(lessonId)
    if (at === -1) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'lesson' } })
    const to = direction === 'up' ? at - 1 : at + 1
    if (to < 0 || to >= ids.length) return
    ;[ids[at], ids[to]] = [ids[to]!, ids[at]!]
    await renumber(tx, courseId, ids)
    await recordAudit(tx, { actorId, action: 'content.reorder', targetType: 'lesson', targetId: lessonId, details: { courseId, position: to + 1 } })
  })
}

/** Deletes a lesson and closes the gap in the positions. */
export async function deleteLesson(db: Db, { courseId, lessonId, actorId }: { courseId: string; lessonId: string; actorId: string }) {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId)
    const [lesson] = await tx.delete(courseLessons).where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId))).returning({ title: courseLessons.title })
    if (!lesson) throw new AppError('not_found', 404, 'admin.error.itemGone', { values: { noun: 'lesson' } })
    await renumber(tx, courseId, await orderedIds(tx, courseId))
    await dropRevisions(tx, 'lessons', lessonId)
    await recordAudit(tx, { actorId, action: 'content.delete', targetType: 'lesson', targetId: lessonId, details: { title: lesson.title, courseId } })
  })
}

/** Puts an older revision of a lesson back as a new save (its own revision, "restore"). */
export async function restoreLessonRevision(db: Db, { courseId, lessonId, number, actorId }: { courseId: string; lessonId: string; number: number; actorId: string }) {
  const revision = await getRevision(db, 'lessons', lessonId, number)
  if (!revision) throw new AppError('not_found', 404, 'admin.error.revisionGone')
  const parsed = validateForm(lessonSchema, revision.snapshot)
  if (!parsed.ok) throw new AppError('invalid_input', 400, 'admin.error.revisionUnusable')
  return saveLesson(db, { courseId, lessonId, input: parsed.data, actorId, reason: 'restore' })
}

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { saveContent } from '../../app/admin/content/save.server'
import { articleSchema, schemas } from '../../app/admin/content/schemas.server'
import { deleteLesson, getLesson, restoreLessonRevision, saveLesson } from '../../app/admin/content/lessons.server'
import { autosaveRevision, getRevision, KEPT_REVISIONS, listRevisions } from '../../app/admin/content/revisions.server'
import { restoreRevision } from '../../app/admin/content/restore.server'
import { claimLock, LOCK_SECONDS, releaseLock, takeOverLock } from '../../app/admin/content/edit-locks.server'
import { createPreviewLink, itemOfPreviewLink, PREVIEW_LINK_HOURS, revokePreviewLink } from '../../app/newsroom/preview-links.server'
import { readItemValues } from '../../app/admin/content/editor-data.server'
import { articles, contentRevisions, notifications } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import type { SaveIntent } from '../../app/admin/content/publication.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const editor = await createUser(db, { role: 'editor', name: 'Rhea Revisions' })
const other = await createUser(db, { role: 'editor', name: 'Otto Overtake' })

const form = (fields: Record<string, string> = {}) => articleSchema.parse({
  title: 'Revision test', slug: `revision-${uniqueSuffix()}`, status: 'draft', publishedAt: '', excerpt: 'First summary.',
  content: '<p>The first version of the text.</p>', categoryId: '', featuredImage: '', tags: '', ...fields,
})
const save = (actor: typeof editor, options: { id?: string; intent?: SaveIntent; fields?: Record<string, string>; version?: string; now?: Date } = {}) =>
  saveContent(db, { type: 'articles', id: options.id ?? null, input: form(options.fields), intent: options.intent ?? 'save', actor, version: options.version, now: options.now })
const item = (id: string) => ({ type: 'articles' as const, id })
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 9, 0) + minutes * 60_000)

describe('revisions', () => {
  it('each save, publish and unpublish keeps one, with its author and reason; the 26th drops the oldest unpublished, published ones stay', async () => {
    const slug = `kept-${uniqueSuffix()}`
    const { id } = await save(editor, { fields: { slug } })
    await save(editor, { id, intent: 'publish', fields: { slug, title: 'Published title' } })
    await save(editor, { id, intent: 'unpublish', fields: { slug, title: 'Published title' } })
    const first = await listRevisions(db, 'articles', id)
    expect(first.map((r) => r.reason)).toEqual(['unpublish', 'publish', 'save'])
    expect(first[0]!.actorName).toBe('Rhea Revisions')
    expect(first.find((r) => r.reason === 'publish')!.isPublished).toBe(true)
    for (let n = 0; n < KEPT_REVISIONS; n++) await save(editor, { id, fields: { slug, title: `Edit ${n}` } })
    const numbers = (await listRevisions(db, 'articles', id)).map((r) => r.number)
    expect(numbers).toHaveLength(KEPT_REVISIONS + 1)
    expect(numbers).toContain(2) // published
    expect(numbers).not.toContain(1) // the oldest unpublished
    expect(numbers).not.toContain(3)
    expect(Math.max(...numbers)).toBe(KEPT_REVISIONS + 3)
  })

  it('restoring an older revision makes a new one with its text; the current state stays', async () => {
    const slug = `restore-${uniqueSuffix()}`
    const { id } = await save(editor, { fields: { slug, title: 'Original headline', content: '<p>Original body.</p>' } })
    await save(editor, { id, fields: { slug, title: 'Changed headline', content: '<p>Changed body.</p>' } })
    await restoreRevision(db, { type: 'articles', id, number: 1, actor: editor })
    const [row] = await db.select({ title: articles.title, content: articles.content, status: articles.status }).from(articles).where(eq(articles.id, id))
    expect(row).toMatchObject({ title: 'Original headline', content: '<p>Original body.</p>', status: 'draft' })
    const revisions = await listRevisions(db, 'articles', id)
    expect(revisions.map((r) => r.reason)).toEqual(['restore', 'save', 'save'])
    expect((await getRevision(db, 'articles', id, 3))!.snapshot.title).toBe('Original headline')
    await expect(restoreRevision(db, { type: 'articles', id, number: 99, actor: editor })).rejects.toMatchObject({ status: 404 })
  })

  it('autosave adds at most one revision per 10 minutes and never changes the item', async () => {
    const { id } = await save(editor)
    const values = (await readItemValues(db, 'articles', id))!.values
    expect((await autosaveRevision(db, { type: 'articles', id, actorId: editor.id, values: { ...values, title: 'Typed 1' }, now: at(0) })).outcome).toBe('added')
    expect((await autosaveRevision(db, { type: 'articles', id, actorId: editor.id, values: { ...values, title: 'Typed 2' }, now: at(9) })).outcome).toBe('updated')
    expect((await autosaveRevision(db, { type: 'articles', id, actorId: editor.id, values: { ...values, title: 'Typed 2' }, now: at(9.5) })).outcome).toBe('unchanged')
    expect((await autosaveRevision(db, { type: 'articles', id, actorId: editor.id, values: { ...values, title: 'Typed 3' }, now: at(11) })).outcome).toBe('added')
    const rows = await db.select({ reason: contentRevisions.reason }).from(contentRevisions).where(and(eq(contentRevisions.contentType, 'articles'), eq(contentRevisions.contentId, id)))
    expect(rows.filter((r) => r.reason === 'autosave')).toHaveLength(2)
    expect((await db.select({ title: articles.title }).from(articles).where(eq(articles.id, id)))[0]!.title).toBe('Revision test')
  })
})

describe('safe concurrent editing', () => {
  it('a stale save is refused with 409 and stores nothing', async () => {
    const slug = `stale-${uniqueSuffix()}`
    const { id } = await save(editor, { fields: { slug } })
    const version = (await readItemValues(db, 'articles', id))!.values.version!
    await save(other, { id, version, fields: { slug, title: 'Saved first' } })
    await expect(save(editor, { id, version, fields: { slug, title: 'Saved second' } })).rejects.toMatchObject({ status: 409 })
    expect((await db.select({ title: articles.title }).from(articles).where(eq(articles.id, id)))[0]!.title).toBe('Saved first')
  })

  it('the lock tells others who is editing, lapses after 150 s, and an editor takes it over: the holder is told and their next save refused', async () => {
    const { id } = await save(editor)
    expect((await claimLock(db, item(id), editor, at(0))).state).toBe('held')
    expect(await claimLock(db, item(id), other, at(1))).toMatchObject({ state: 'locked', holder: 'Rhea Revisions' })
    expect((await claimLock(db, item(id), editor, at(2))).state).toBe('held')
    const lapsed = new Date(at(2).getTime() + (LOCK_SECONDS + 1) * 1000)
    expect((await claimLock(db, item(id), other, lapsed)).state).toBe('held')
    await releaseLock(db, item(id), other)
    const now = new Date()
    await claimLock(db, item(id), editor, now)
    await takeOverLock(db, item(id), other, now)
    expect((await claimLock(db, item(id), other, now)).state).toBe('held')
    expect(await claimLock(db, item(id), editor, now)).toMatchObject({ state: 'taken', holder: 'Otto Overtake' })
    const told = await db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, editor.id))
    expect(told.map((n) => n.title)).toContain('Otto Overtake took over editing')
    await expect(save(editor, { id, fields: { title: 'Lost race' } })).rejects.toMatchObject({ status: 409, message: expect.stringContaining('Otto Overtake is editing') })
    await expect(save(other, { id, fields: { title: 'Winner' } })).resolves.toMatchObject({ id })
  })
})

describe('preview links', () => {
  it('work for 48 hours, until revoked', async () => {
    const { id } = await save(editor)
    const now = at(0)
    const link = await createPreviewLink(db, { type: 'articles', id, actorId: editor.id, now })
    const token = link.url.split('/preview/')[1]!
    expect(await itemOfPreviewLink(db, token, now)).toEqual(item(id))
    expect(await itemOfPreviewLink(db, token, new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000 - 1000))).toEqual(item(id))
    expect(await itemOfPreviewLink(db, token, new Date(now.getTime() + PREVIEW_LINK_HOURS * 3_600_000 + 1000))).toBeNull()
    expect(await revokePreviewLink(db, { type: 'articles', id, linkId: link.id, now })).toBe(true)
    expect(await itemOfPreviewLink(db, token, now)).toBeNull()
    expect(await itemOfPreviewLink(db, 'made-up-token', now)).toBeNull()
  })
})

describe('lesson revisions', () => {
  it('a lesson keeps its revisions too: restoring one is a new save, and they go with the lesson', async () => {
    const course = await saveContent(db, { type: 'courses', id: null, actor: editor, intent: 'publish', input: schemas.courses.parse({
      title: `Revised course ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', description: 'Learn it.', level: 'beginner', category: 'Machine Learning', durationMinutes: '60', thumbnail: '',
    }) })
    const input = (title: string, content: string) => ({ title, slug: 'first-steps', content, durationMinutes: 12 })
    const { id: lessonId } = await saveLesson(db, { courseId: course.id, lessonId: null, input: input('First steps', '<p>Install the kit.</p>'), actorId: editor.id })
    await saveLesson(db, { courseId: course.id, lessonId, input: input('First steps, revised', '<p>Install the kit, then test it.</p>'), actorId: other.id })
    const kept = await listRevisions(db, 'lessons', lessonId)
    expect(kept.map((r) => [r.number, r.reason, r.actorName, r.isPublished])).toEqual([[2, 'save', 'Otto Overtake', true], [1, 'save', 'Rhea Revisions', true]])
    expect((await getRevision(db, 'lessons', lessonId, 1))!.snapshot).toEqual({ title: 'First steps', slug: 'first-steps', content: '<p>Install the kit.</p>', durationMinutes: '12' })

    await restoreLessonRevision(db, { courseId: course.id, lessonId, number: 1, actorId: editor.id })
    expect(await getLesson(db, course.id, lessonId)).toMatchObject({ title: 'First steps', content: '<p>Install the kit.</p>' })
    expect((await listRevisions(db, 'lessons', lessonId)).map((r) => r.reason)).toEqual(['restore', 'save', 'save'])
    await expect(restoreLessonRevision(db, { courseId: course.id, lessonId, number: 99, actorId: editor.id })).rejects.toMatchObject({ status: 404 })

    await deleteLesson(db, { courseId: course.id, lessonId, actorId: editor.id })
    expect(await db.select().from(contentRevisions).where(and(eq(contentRevisions.contentType, 'lessons'), eq(contentRevisions.contentId, lessonId)))).toEqual([])
  })
})

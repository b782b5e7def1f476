import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { saveContent } from '../../app/admin/content/save.server'
import { articleSchema, schemas } from '../../app/admin/content/schemas.server'
import { decideReview, returnToReviewAfterPartEdit, reviewTrail } from '../../app/admin/content/review.server'
import { listContent } from '../../app/admin/content/content-list.server'
import { deleteContent } from '../../app/admin/content/delete.server'
import { articles, contentAuthors, courses, notifications } from '../../app/db/schema'
import { createArticle, createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { creditTypedBylines, creditedProfileIds, profileOfUser } from '../../app/newsroom/credits.server'
import { authorProfiles } from '../../app/db/schema'
import type { SaveIntent } from '../../app/admin/content/publication.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const contributor = await createUser(db, { role: 'contributor', name: 'Cora Contributor' })
const author = await createUser(db, { role: 'author', name: 'Arun Author' })
const editor = await createUser(db, { role: 'editor', name: 'Edie Editor' })
const secondEditor = await createUser(db, { role: 'editor', name: 'Emil Editor' })

const form = (fields: Record<string, string> = {}) => articleSchema.parse({
  title: `Newsroom draft ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', excerpt: 'A short summary.',
  content: '<p>Regional newsrooms are trying shared AI desks.</p>', categoryId: '', featuredImage: '', tags: '', ...fields,
})
type Person = typeof contributor
const save = (actor: Person, options: { id?: string; intent?: SaveIntent; fields?: Record<string, string>; authorIds?: string[] } = {}) =>
  saveContent(db, { type: 'articles', id: options.id ?? null, input: form(options.fields), intent: options.intent ?? 'save', actor, authorIds: options.authorIds })
const statusOf = async (id: string) => (await db.select({ status: articles.status }).from(articles).where(eq(articles.id, id)))[0]!.status
const bellOf = async (userId: string) => (await db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title)

describe('the editorial workflow', () => {
  it('a contributor writes and submits; cannot publish, schedule or delete; is credited as the byline', async () => {
    const { id } = await save(contributor)
    expect(await statusOf(id)).toBe('draft')
    const [credit] = await db.select().from(contentAuthors).where(and(eq(contentAuthors.contentType, 'articles'), eq(contentAuthors.contentId, id)))
    expect(credit!.profileId).toBe(await profileOfUser(db, contributor))
    expect((await db.select({ author: articles.author }).from(articles).where(eq(articles.id, id)))[0]!.author).toBe('Cora Contributor')
    for (const intent of ['publish', 'schedule', 'unpublish'] as const) {
      await expect(save(contributor, { id, intent, fields: { publishedAt: '2099-01-01T10:00' } })).rejects.toMatchObject({ status: 403 })
    }
    await expect(save(contributor, { id, fields: { status: 'published' } })).resolves.toMatchObject({ status: 'draft' })
    await expect(deleteContent(db, { type: 'articles', id, actor: contributor })).rejects.toMatchObject({ status: 403 })
    const submitted = await save(contributor, { id, intent: 'submit' })
    expect(submitted.isNowInReview).toBe(true)
    expect(await statusOf(id)).toBe('review')
  })

  it('another contributor can neither open nor save someone else’s draft; an author publishes their own', async () => {
    const other = await createUser(db, { role: 'contributor' })
    const { id } = await save(contributor)
    await expect(save(other, { id })).rejects.toMatchObject({ status: 403 })
    const own = await save(author, { intent: 'publish' })
    expect(await statusOf(own.id)).toBe('published')
    await expect(save(author, { id, intent: 'publish' })).rejects.toMatchObject({ status: 403 })
  })

  it('the reviewer cannot be the author; changes requested with a note, resubmitted, approved; authors are told', async () => {
    const { id } = await save(editor, { authorIds: [await profileOfUser(db, editor), await profileOfUser(db, contributor)] })
    await save(editor, { id, intent: 'submit' })
    await expect(decideReview(db, { type: 'articles', id, actor: editor, decision: 'approve', note: '' })).rejects.toMatchObject({ status: 403, message: expect.stringContaining('another editor') })
    await expect(decideReview(db, { type: 'articles', id, actor: secondEditor, decision: 'request-changes', note: '  ' })).rejects.toMatchObject({ status: 400 })
    await decideReview(db, { type: 'articles', id, actor: secondEditor, decision: 'request-changes', note: 'Name the newsroom in the first paragraph.' })
    expect(await statusOf(id)).toBe('changes_requested')
    expect(await bellOf(contributor.id)).toContainEqual(expect.stringMatching(/^Changes requested: /))
    await expect(decideReview(db, { type: 'articles', id, actor: secondEditor, decision: 'approve', note: '' })).rejects.toMatchObject({ status: 409 })
    await save(contributor, { id, intent: 'submit' })
    await decideReview(db, { type: 'articles', id, actor: secondEditor, decision: 'approve', note: 'Good to go.' })
    expect(await statusOf(id)).toBe('approved')
    const trail = await reviewTrail(db, { type: 'articles', id })
    expect(trail.map((entry) => entry.decision)).toEqual(['changes_requested', 'approved'])
    expect(trail[0]!.body).toBe('Name the newsroom in the first paragraph.')
  })

  it('a contributor’s edit to an approved or published item sends it back to review', async () => {
    const { id } = await save(contributor)
    await save(contributor, { id, intent: 'submit' })
    await decideReview(db, { type: 'articles', id, actor: editor, decision: 'approve', note: '' })
    await save(contributor, { id, fields: { excerpt: 'A sharper summary.' } })
    expect(await statusOf(id)).toBe('review')
    await decideReview(db, { type: 'articles', id, actor: editor, decision: 'approve', note: '' })
    await save(editor, { id, intent: 'publish' })
    expect(await statusOf(id)).toBe('published')
    await save(contributor, { id, fields: { excerpt: 'An edit after publication.' } })
    expect(await statusOf(id)).toBe('review')
  })

  it('the editors’ list: “waiting for me” holds others’ items in review, not my own; contributors list only their own', async () => {
    const title = `Waiting list ${uniqueSuffix()}`
    const theirs = await save(contributor, { fields: { title } })
    await save(contributor, { id: theirs.id, intent: 'submit', fields: { title } })
    const mine = await save(secondEditor, { fields: { title: `${title} own` }, intent: 'save' })
    await save(secondEditor, { id: mine.id, intent: 'submit', fields: { title: `${title} own` } })
    const waiting = await listContent(db, { search: title, waitingFor: { userId: secondEditor.id, isReviewer: true } })
    expect(waiting.items.map((item) => item.id)).toEqual([theirs.id])
    const stranger = await createUser(db, { role: 'contributor' })
    expect((await listContent(db, { search: title, ownerId: stranger.id })).total).toBe(0)
    expect((await listContent(db, { search: title, ownerId: contributor.id })).items.map((item) => item.id)).toEqual([theirs.id])
  })

  it('content loaded without the editor is credited to its typed byline’s profile', async () => {
    const name = `Priya Byline ${uniqueSuffix()}`
    const article = await createArticle(db, { author: name })
    await creditTypedBylines(db)
    const [profile] = await db.select().from(authorProfiles).where(eq(authorProfiles.name, name))
    expect(profile!.slug).toMatch(/^priya-byline-/)
    expect(await creditedProfileIds(db, 'articles', article.id)).toEqual([profile!.id])
    await creditTypedBylines(db)
    expect(await creditedProfileIds(db, 'articles', article.id)).toEqual([profile!.id])
  })
})

describe('parts of an item', () => {
  it('a contributor’s lesson change on their approved course sends the course back to review; an author’s does not', async () => {
    const input = schemas.courses.parse({ title: `Course in review ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', description: 'A course.', level: 'beginner', category: 'Machine Learning', durationMinutes: '30', thumbnail: '' })
    const course = await saveContent(db, { type: 'courses', id: null, input, intent: 'save', actor: contributor })
    await saveContent(db, { type: 'courses', id: course.id, input, intent: 'submit', actor: contributor })
    await decideReview(db, { type: 'courses', id: course.id, actor: editor, decision: 'approve', note: '' })
    expect(await returnToReviewAfterPartEdit(db, { type: 'courses', id: course.id, actor: contributor })).toBe(true)
    expect((await db.select({ status: courses.status }).from(courses).where(eq(courses.id, course.id)))[0]!.status).toBe('review')
    const own = await saveContent(db, { type: 'courses', id: null, input: { ...input, title: `${input.title} by the author` }, intent: 'publish', actor: author })
    expect(await returnToReviewAfterPartEdit(db, { type: 'courses', id: own.id, actor: author })).toBe(false)
    await expect(returnToReviewAfterPartEdit(db, { type: 'courses', id: own.id, actor: contributor })).rejects.toMatchObject({ status: 403 })
  })
})

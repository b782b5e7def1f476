import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../app/lib/app-error'
import { deleteContent } from '../../app/admin/content/delete.server'
import { listContent } from '../../app/admin/content/content-list.server'
import { saveContent } from '../../app/admin/content/save.server'
import { articleSchema } from '../../app/admin/content/schemas.server'
import { getLatestArticles, listArticles } from '../../app/news/articles.server'
import { adminAudit, articles, comments } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const admin = await createUser(db, { role: 'admin', name: 'Editor Admin' })
const reader = await createUser(db)

/** Form values of an article as the editor posts them, before parsing. */
const rawArticle = (fields: Record<string, string> = {}) => ({
    title: `Robots learn to fold laundry ${uniqueSuffix()}`,
    slug: '',
    status: 'draft',
    publishedAt: '',
    excerpt: '',
    content: '<p>A warehouse robot folded 500 shirts an hour in a trial.</p>',
    author: 'Ada Writer',
    categoryId: '',
    featuredImage: '',
    tags: 'Robotics, Automation',
    ...fields,
  })

/** Form values of an article as the editor posts them, parsed. */
const articleForm = (fields: Record<string, string> = {}) => articleSchema.parse(rawArticle(fields))

const saveArticle = (input: ReturnType<typeof articleForm>, options: { id?: string; intent?: 'save' | 'publish' | 'schedule' | 'unpublish'; version?: string; now?: Date } = {}) =>
  saveContent(db, { type: 'articles', id: options.id ?? null, input, intent: options.intent ?? 'save', actor: admin, version: options.version, now: options.now })

const row = async (id: string) => (await db.select().from(articles).where(eq(articles.id, id)))[0]!
const lastAudit = async (id: string) =>
  (await db.select().from(adminAudit).where(eq(adminAudit.targetId, id)).orderBy(desc(adminAudit.createdAt)).limit(1))[0]!
const isOnNews = async (id: string, now = new Date()) =>
  (await listArticles(db, { pageSize: 100, now })).articles.some((a) => a.id === id)

describe('articles in the console', () => {
  it('a draft gets a slug from its title, a sanitized body, reading time, excerpt and cover, and stays hidden', async () => {
    const input = articleForm({
      title: 'Ünïcode & Robots: a Field Test',
      content: '<p onclick="steal()">Hello <strong>world</strong></p><script>alert(1)</script><img src="/media/uploads/x.png" onerror="alert(2)" alt="x">',
    })
    const saved = await saveArticle(input)
    const article = await row(saved.id)
    expect(article.slug).toMatch(/^unicode-and-robots-a-field-test(-\d+)?$/)
    expect(article.content).not.toMatch(/script|onerror|onclick|alert/)
    expect(article.content).toContain('<strong>world</strong>')
    expect(article).toMatchObject({ status: 'draft', readingTime: 1, excerpt: 'Hello world', featuredImage: `/media/covers/article/${article.slug}.svg`, tags: ['Robotics', 'Automation'] })
    expect(await isOnNews(saved.id)).toBe(false)
    expect(await lastAudit(saved.id)).toMatchObject({ actorId: admin.id, action: 'content.create', targetType: 'article' })
  })

  it('publishing puts it on the news list at once; unpublishing takes it off', async () => {
    const { id } = await saveArticle(articleForm())
    const published = await saveArticle(articleForm({ title: (await row(id)).title }), { id, intent: 'publish' })
    expect(published.action).toBe('content.publish')
    expect(await isOnNews(id)).toBe(true)
    expect((await getLatestArticles(db, { limit: 50 })).some((a) => a.id === id)).toBe(true)
    await saveArticle(articleForm({ title: (await row(id)).title }), { id, intent: 'unpublish' })
    expect((await row(id)).status).toBe('unpublished')
    expect(await isOnNews(id)).toBe(false)
    expect((await lastAudit(id)).action).toBe('content.unpublish')
  })

  it('a scheduled article appears only once its time has come', async () => {
    const now = new Date()
    const at = new Date(now.getTime() + 60 * 60 * 1000)
    const when = at.toISOString().slice(0, 16)
    const { id, status } = await saveArticle(articleForm({ publishedAt: when }), { intent: 'schedule', now })
    expect(status).toBe('scheduled')
    expect(await isOnNews(id, now)).toBe(false)
    expect(await isOnNews(id, new Date(at.getTime() + 60_000))).toBe(true)
    const listed = await listContent(db, { type: 'articles', status: 'scheduled', now })
    expect(listed.items.map((i) => i.id)).toContain(id)
    expect(await lastAudit(id)).toMatchObject({ action: 'content.create', details: { status: 'scheduled', publishedAt: at.toISOString().slice(0, 16) + ':00.000Z' } })
    // Moving the time of a draft into the future through Schedule is recorded as scheduling.
    const draft = await saveArticle(articleForm(), { now })
    await saveArticle(articleForm({ title: (await row(draft.id)).title, publishedAt: when }), { id: draft.id, intent: 'schedule', now })
    expect((await lastAudit(draft.id)).action).toBe('content.schedule')
  })

  it('a chosen cover needs its description and keeps its focal point; the generated one needs neither', async () => {
    const uploaded = '/media/uploads/robot-arm.jpg'
    const missing = articleSchema.safeParse(rawArticle({ featuredImage: uploaded, coverAlt: ' ' }))
    expect(missing.success).toBe(false)
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['coverAlt', 'Describe the cover for readers who cannot see it']])
    expect(articleSchema.safeParse(rawArticle({ coverFocus: 'middle' })).success).toBe(false)
    expect(articleForm()).toMatchObject({ coverAlt: '', coverFocus: 'center' })

    const saved = await saveArticle(articleForm({ featuredImage: uploaded, coverAlt: 'A robot arm folding a blue shirt', coverFocus: 'top right', status: 'published' }), { intent: 'publish' })
    expect(await row(saved.id)).toMatchObject({ featuredImage: uploaded, coverAlt: 'A robot arm folding a blue shirt', coverFocus: 'top right' })
    const card = (await getLatestArticles(db, { limit: 50 })).find((article) => article.id === saved.id)
    expect(card).toMatchObject({ featuredImage: uploaded, coverFocus: 'top right' })
  })

  it('refuses to schedule in the past or to publish an empty article', async () => {
    const past = new Date(Date.now() - 60_000).toISOString().slice(0, 16)
    await expect(saveArticle(articleForm({ publishedAt: past }), { intent: 'schedule' })).rejects.toMatchObject({ status: 400, field: 'publishedAt' })
    await expect(saveArticle(articleForm({ content: '<p> </p>' }), { intent: 'publish' })).rejects.toMatchObject({ status: 400, field: 'content' })
  })

  it('slugs are unique: generated ones are numbered, a typed clash is refused with a suggestion', async () => {
    const title = `Same title ${uniqueSuffix()}`
    const first = await saveArticle(articleForm({ title }))
    const second = await saveArticle(articleForm({ title }))
    expect(second.slug).toBe(`${first.slug}-2`)
    const third = await saveArticle(articleForm({ title }))
    expect(third.slug).toBe(`${first.slug}-3`)
    const clash = await saveArticle(articleForm({ slug: first.slug })).catch((e: unknown) => e)
    expect(clash).toBeInstanceOf(AppError)
    expect(clash).toMatchObject({ status: 400, field: 'slug' })
    expect((clash as Error).message).toContain(`Try "${first.slug}-4"`)
    // Keeping its own slug on update is no clash.
    await expect(saveArticle(articleForm({ title, slug: first.slug }), { id: first.id })).resolves.toMatchObject({ slug: first.slug })
  })

  it('a save from an outdated page is refused with 409 and changes nothing', async () => {
    const { id } = await saveArticle(articleForm())
    const opened = (await row(id)).updatedAt.toISOString()
    await saveArticle(articleForm({ title: 'First editor' }), { id, version: opened })
    const stale = saveArticle(articleForm({ title: 'Second editor' }), { id, version: opened })
    await expect(stale).rejects.toMatchObject({ status: 409 })
    expect((await row(id)).title).toBe('First editor')
    const fresh = (await row(id)).updatedAt.toISOString()
    await expect(saveArticle(articleForm({ title: 'Second editor' }), { id, version: fresh })).resolves.toMatchObject({ id })
    expect((await row(id)).title).toBe('Second editor')
  })

  it('flags, edits and deletion (with its comments) are recorded', async () => {
    const { id } = await saveArticle(articleForm({ isFeatured: 'on', isPremium: 'on', isAiGenerated: 'on' }), { intent: 'publish' })
    expect(await row(id)).toMatchObject({ isFeatured: true, isPremium: true, isAiGenerated: true })
    const flagged = await listContent(db, { flag: 'featured', type: 'articles' })
    expect(flagged.items.map((i) => i.id)).toContain(id)
    await db.insert(comments).values({ articleId: id, userId: reader.id, content: 'Nice' })
    await deleteContent(db, { type: 'articles', id, actor: admin })
    expect(await db.select().from(articles).where(eq(articles.id, id))).toHaveLength(0)
    expect(await db.select().from(comments).where(eq(comments.articleId, id))).toHaveLength(0)
    const [audit] = await db.select().from(adminAudit).where(and(eq(adminAudit.targetId, id), eq(adminAudit.action, 'content.delete')))
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'article' })
    await expect(deleteContent(db, { type: 'articles', id, actor: admin })).rejects.toMatchObject({ status: 404 })
  })

  it('the list searches titles and slugs and filters by status', async () => {
    const word = `zebra${uniqueSuffix()}`
    const draft = await saveArticle(articleForm({ title: `The ${word} draft` }))
    const live = await saveArticle(articleForm({ title: `The ${word} story` }), { intent: 'publish' })
    const all = await listContent(db, { search: word })
    expect(all.items.map((i) => i.id).sort()).toEqual([draft.id, live.id].sort())
    expect(all.total).toBe(2)
    expect((await listContent(db, { search: word, status: 'published' })).items.map((i) => i.id)).toEqual([live.id])
    expect((await listContent(db, { search: word, status: 'draft' })).items.map((i) => i.id)).toEqual([draft.id])
    expect((await listContent(db, { search: word, type: 'courses' })).items).toEqual([])
  })
})

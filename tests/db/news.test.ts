import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  getArticleBySlug,
  getFeaturedArticles,
  getLatestArticles,
  getRelatedArticles,
  listArticles,
} from '../../app/news/articles.server'
import { AppError } from '../../app/lib/app-error'
import { createArticle, createCategory, uniqueSuffix } from '../../app/db/seed/factories'
import { addView, readerKey, viewCounter } from '../../app/analytics/view-counter.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const DAY = 86_400_000

describe('news articles', () => {
  it('lists one category newest first, pages through it and hides drafts and scheduled posts', async () => {
    const category = await createCategory(db)
    const now = Date.now()
    const created = []
    for (let i = 0; i < 5; i++) {
      created.push(await createArticle(db, { categoryId: category.id, publishedAt: new Date(now - i * DAY) }))
    }
    await createArticle(db, { categoryId: category.id, status: 'draft' })
    await createArticle(db, { categoryId: category.id, publishedAt: new Date(now + DAY) })

    const first = await listArticles(db, { categorySlug: category.slug, pageSize: 3 })
    expect(first.articles.map((a) => a.id)).toEqual(created.slice(0, 3).map((a) => a.id))
    expect(first.nextCursor).toEqual(expect.any(String))
    // An article published between two page loads does not shift the next page.
    await createArticle(db, { categoryId: category.id, publishedAt: new Date(now - 1000) })
    const second = await listArticles(db, { categorySlug: category.slug, pageSize: 3, cursor: first.nextCursor })
    expect(second.articles.map((a) => a.id)).toEqual(created.slice(3).map((a) => a.id))
    expect(second.nextCursor).toBeNull()
  })

  it('pages through every sort with cursors without repeating or skipping ties', async () => {
    const category = await createCategory(db)
    for (let i = 0; i < 7; i++) await createArticle(db, { categoryId: category.id, views: i % 2, likes: 3, title: `Tie ${i % 3}` })
    for (const sort of ['published_at', 'views', 'likes', 'title'] as const) {
      const all = await listArticles(db, { categorySlug: category.slug, sort, pageSize: 50 })
      const paged = []
      let cursor: string | null = null
      do {
        const page: Awaited<ReturnType<typeof listArticles>> = await listArticles(db, { categorySlug: category.slug, sort, pageSize: 2, cursor })
        paged.push(...page.articles.map((a) => a.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(paged).toEqual(all.articles.map((a) => a.id))
      expect(paged).toHaveLength(7)
    }
  })

  it('refuses a tampered cursor with a clear error', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["x","y"]').toString('base64url')]) {
      await expect(listArticles(db, { cursor })).rejects.toBeInstanceOf(AppError)
    }
    const textCursor = Buffer.from(JSON.stringify(['Alpha', randomUUID()])).toString('base64url')
    await expect(listArticles(db, { sort: 'views', cursor: textCursor })).rejects.toThrow('no longer valid')
  })

  it('sorts by views and likes (highest first) and by title (A to Z)', async () => {
    const category = await createCategory(db)
    const a = await createArticle(db, { categoryId: category.id, title: `Alpha ${uniqueSuffix()}`, views: 10, likes: 30 })
    const b = await createArticle(db, { categoryId: category.id, title: `Beta ${uniqueSuffix()}`, views: 30, likes: 20 })
    const c = await createArticle(db, { categoryId: category.id, title: `Gamma ${uniqueSuffix()}`, views: 20, likes: 10 })
    const ids = async (sort: 'views' | 'likes' | 'title') =>
      (await listArticles(db, { categorySlug: category.slug, sort })).articles.map((x) => x.id)
    expect(await ids('views')).toEqual([b.id, c.id, a.id])
    expect(await ids('likes')).toEqual([a.id, b.id, c.id])
    expect(await ids('title')).toEqual([a.id, b.id, c.id])
  })

  it('finds articles by full-text search over title and body', async () => {
    const word = `quokka${uniqueSuffix().replace(/\d/g, 'x')}`
    const hit = await createArticle(db, { content: `<p>Researchers trained a ${word} detector.</p>` })
    await createArticle(db)
    const result = await listArticles(db, { search: word })
    expect(result.articles.map((a) => a.id)).toEqual([hit.id])
    // LIKE wildcards in the query are taken literally, not as "match anything".
    expect((await listArticles(db, { search: '%%_' })).articles).toEqual([])
  })

  it('returns featured and latest articles', async () => {
    const featured = await createArticle(db, { isFeatured: true, publishedAt: new Date(Date.now() + 1000 - DAY / 2) })
    expect((await getFeaturedArticles(db, { limit: 3 })).map((a) => a.id)).toContain(featured.id)
    // Seven articles newer than any other in this file (published a minute from now, and read
    // as of then): the latest are the six newest of them, newest first.
    const base = Date.now() + 60_000
    const newest = []
    for (let i = 0; i < 7; i++) newest.push(await createArticle(db, { publishedAt: new Date(base + i * 1000) }))
    const latest = await getLatestArticles(db, { limit: 6, now: new Date(base + 10_000) })
    expect(latest.map((a) => a.id)).toEqual(newest.slice(1).reverse().map((a) => a.id))
  })

  it('withholds the body of a premium article from readers without access', async () => {
    const premium = await createArticle(db, { isPremium: true, content: '<p>secret analysis</p>' })
    const locked = await getArticleBySlug(db, premium.slug, { canReadPremium: false })
    expect(locked).toMatchObject({ isLocked: true, content: null })
    const open = await getArticleBySlug(db, premium.slug, { canReadPremium: true })
    expect(open).toMatchObject({ isLocked: false, content: '<p>secret analysis</p>' })
  })

  it('relates up to three other articles of the same category', async () => {
    const category = await createCategory(db)
    const main = await createArticle(db, { categoryId: category.id })
    for (let i = 0; i < 4; i++) await createArticle(db, { categoryId: category.id })
    const related = await getRelatedArticles(db, main)
    expect(related).toHaveLength(3)
    expect(related.map((a) => a.id)).not.toContain(main.id)
    expect(await getArticleBySlug(db, `missing-${uniqueSuffix()}`, { canReadPremium: true })).toBeNull()
  })
})

describe('view counting', () => {
  it('counts a reader once per hour, in batches, and again the next hour', async () => {
    const article = await createArticle(db)
    const now = new Date('2026-11-22T10:15:00Z')
    for (let i = 0; i < 3; i++) addView('article', article.id, 'u:reader-1', now)
    addView('article', article.id, 'u:reader-2', now)
    // Nothing is written per view: the counter only moves when the batch is flushed.
    expect((await getArticleBySlug(db, article.slug, { canReadPremium: true }))!.views).toBe(0)
    expect(await viewCounter.flush(db)).toBe(2)
    addView('article', article.id, 'u:reader-1', new Date('2026-11-22T10:50:00Z'))
    expect(await viewCounter.flush(db)).toBe(0)
    addView('article', article.id, 'u:reader-1', new Date('2026-11-22T11:05:00Z'))
    expect(await viewCounter.flush(db)).toBe(1)
    expect((await getArticleBySlug(db, article.slug, { canReadPremium: true }))!.views).toBe(3)
  })

  it('keeps readers apart without storing their address', () => {
    const request = (agent: string) => new Request('http://x/', { headers: { 'User-Agent': agent } })
    const first = readerKey(request('Firefox'), null, '203.0.113.9')
    expect(first).not.toContain('203.0.113.9')
    expect(readerKey(request('Firefox'), null, '203.0.113.9')).toBe(first)
    expect(readerKey(request('Chrome'), null, '203.0.113.9')).not.toBe(first)
    expect(readerKey(request('Chrome'), 'user-7', '203.0.113.9')).toBe('u:user-7')
  })
})

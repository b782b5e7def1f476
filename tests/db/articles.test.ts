import { describe, expect, it } from 'vitest'
import {
  getArticleBySlug,
  getFeaturedArticles,
  getLatestArticles,
  getRelatedArticles,
  listArticles,
} from '../../app/content/articles.server'
import { createArticle, createCategory, uniqueSuffix } from '../../app/db/seed/factories'
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
    expect(first.hasMore).toBe(true)
    const second = await listArticles(db, { categorySlug: category.slug, pageSize: 3, page: 2 })
    expect(second.articles.map((a) => a.id)).toEqual(created.slice(3).map((a) => a.id))
    expect(second.hasMore).toBe(false)
  })

  it('sorts by views, likes and title, always descending', async () => {
    const category = await createCategory(db)
    const a = await createArticle(db, { categoryId: category.id, title: `Alpha ${uniqueSuffix()}`, views: 10, likes: 30 })
    const b = await createArticle(db, { categoryId: category.id, title: `Beta ${uniqueSuffix()}`, views: 30, likes: 20 })
    const c = await createArticle(db, { categoryId: category.id, title: `Gamma ${uniqueSuffix()}`, views: 20, likes: 10 })
    const ids = async (sort: 'views' | 'likes' | 'title') =>
      (await listArticles(db, { categorySlug: category.slug, sort })).articles.map((x) => x.id)
    expect(await ids('views')).toEqual([b.id, c.id, a.id])
    expect(await ids('likes')).toEqual([a.id, b.id, c.id])
    expect(await ids('title')).toEqual([c.id, b.id, a.id])
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
    const latest = await getLatestArticles(db, { limit: 6 })
    expect(latest.length).toBeLessThanOrEqual(6)
    expect(latest.map((a) => a.publishedAt!.getTime())).toEqual(
      [...latest.map((a) => a.publishedAt!.getTime())].sort((x, y) => y - x),
    )
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

import type { z } from 'zod'
import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { getArticleBySlug, listArticles, listCategories, type ArticleCard } from '../../news/articles.server'
import { articleDetail, articleListQuery, categoryList, pageOfArticles, slugParams } from './schemas'

/** One read-only operation of /api/v1: how its input is checked, what it answers, and how. */
export interface Endpoint {
  /** Express path under /api/v1, e.g. `/articles/:slug`. */
  path: string
  operationId: string
  summary: string
  tag: string
  query?: z.ZodObject
  params?: z.ZodObject
  response: z.ZodType
  /** The answer's body, or null for 404. */
  run: (db: Db, input: { query: Record<string, unknown>; params: Record<string, string> }) => Promise<unknown>
}

const absolute = (path: string | null) => (path ? new URL(path, getConfig().SITE_URL).toString() : null)

function articleSummaryOf(card: ArticleCard) {
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    excerpt: card.excerpt,
    author: card.author,
    category: card.categorySlug && card.categoryName ? { slug: card.categorySlug, name: card.categoryName } : null,
    is_premium: card.isPremium,
    reading_time_minutes: card.readingTime,
    published_at: card.publishedAt!.toISOString(),
    url: absolute(`/news/${card.slug}`)!,
    cover_image_url: absolute(card.featuredImage),
  }
}

export const endpoints: Endpoint[] = [
  {
    path: '/articles',
    operationId: 'listArticles',
    summary: 'Published articles, newest first, a page at a time',
    tag: 'Articles',
    query: articleListQuery,
    response: pageOfArticles,
    async run(db, { query }) {
      const q = query as z.output<typeof articleListQuery>
      const page = await listArticles(db, {
        categorySlug: q.category,
        search: q.q,
        cursor: q.cursor,
        pageSize: q.limit,
        publishedAfter: q.published_after ? new Date(q.published_after) : undefined,
      })
      return { data: page.articles.map(articleSummaryOf), next_cursor: page.nextCursor }
    },
  },
  {
    path: '/articles/:slug',
    operationId: 'getArticle',
    summary: 'One article with its full body',
    tag: 'Articles',
    params: slugParams,
    response: articleDetail,
    async run(db, { params }) {
      const article = await getArticleBySlug(db, params.slug!, { canReadPremium: true })
      if (!article) return null
      return { ...articleSummaryOf(article), body_html: article.content ?? '', tags: article.tags, views: article.views, likes: article.likes }
    },
  },
  {
    path: '/categories',
    operationId: 'listCategories',
    summary: 'The news categories',
    tag: 'Articles',
    response: categoryList,
    async run(db) {
      const rows = await listCategories(db)
      return { data: rows.map((row) => ({ slug: row.slug, name: row.name })) }
    },
  },
]

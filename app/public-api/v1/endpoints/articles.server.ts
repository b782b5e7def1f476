import { getArticleBySlug, listArticles, listCategories, type ArticleCard } from '../../../news/articles.server'
import { slugParams } from '../schemas'
import { articleDetail, articleListQuery, categoryList, pageOfArticles } from '../schemas/articles'
import { absolute, absoluteOrNull, defineEndpoint, iso, searchPageOf } from './endpoint'

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
    published_at: iso(card.publishedAt!),
    url: absolute(`/news/${card.slug}`),
    cover_image_url: absoluteOrNull(card.featuredImage),
  }
}

export const articleEndpoints = [
  defineEndpoint({
    path: '/articles',
    operationId: 'listArticles',
    summary: 'Published articles, newest first, a page at a time',
    tag: 'Articles',
    query: articleListQuery,
    response: pageOfArticles,
    async run(db, { query }) {
      const page = await listArticles(db, {
        categorySlug: query.category,
        ...searchPageOf(query),
        publishedAfter: query.published_after ? new Date(query.published_after) : undefined,
      })
      return { data: page.articles.map(articleSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/articles/:slug',
    operationId: 'getArticle',
    summary: 'One article with its full body',
    tag: 'Articles',
    params: slugParams,
    response: articleDetail,
    async run(db, { params }) {
      const article = await getArticleBySlug(db, params.slug, { canReadPremium: true })
      if (!article) return null
      return { ...articleSummaryOf(article), body_html: article.content ?? '', tags: article.tags, views: article.views, likes: article.likes }
    },
  }),
  defineEndpoint({
    path: '/categories',
    operationId: 'listCategories',
    summary: 'The news categories',
    tag: 'Articles',
    response: categoryList,
    async run(db) {
      const rows = await listCategories(db)
      return { data: rows.map((row) => ({ slug: row.slug, name: row.name })) }
    },
  }),
]

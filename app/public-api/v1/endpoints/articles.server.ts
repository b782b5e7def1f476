import { getArticleBySlug, listArticles, listCategories, type ArticleCard } from '../../../news/articles.server'
import { slugParams } from '../schemas'
import { articleDetail, articleListQuery, categoryList, pageOfArticles } from '../schemas/articles'
import { absolute, absoluteOrNull, defineDetailEndpoint, defineEndpoint, defineListEndpoint, endpointGroup, identityOf, iso, searchPageOf } from './endpoint'

function articleSummaryOf(card: ArticleCard) {
  return {
    ...identityOf(card),
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

export const articleEndpoints = endpointGroup('Articles', [
  defineListEndpoint({
    path: '/articles',
    operationId: 'listArticles',
    summary: 'Published articles, newest first, a page at a time',
    query: articleListQuery,
    response: pageOfArticles,
    list: (db, query) =>
      listArticles(db, {
        categorySlug: query.category,
        ...searchPageOf(query),
        publishedAfter: query.published_after ? new Date(query.published_after) : undefined,
      }),
    data: (page) => page.articles.map(articleSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/articles/:slug',
    operationId: 'getArticle',
    summary: 'One article with its full body',
    params: slugParams,
    response: articleDetail,
    find: (db, { slug }) => getArticleBySlug(db, slug, { canReadPremium: true }),
    answer: (article) => ({ ...articleSummaryOf(article), body_html: article.content ?? '', tags: article.tags, views: article.views, likes: article.likes }),
  }),
  defineEndpoint({
    path: '/categories',
    operationId: 'listCategories',
    summary: 'The news categories',
    response: categoryList,
    async run(db) {
      const rows = await listCategories(db)
      return { data: rows.map((row) => ({ slug: row.slug, name: row.name })) }
    },
  }),
])

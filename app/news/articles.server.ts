import { and, asc, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { previewHtml } from '../content/preview.server'
import { adCampaigns, advertisers, articles, categories } from '../db/schema'
import { afterCursor, tableKeyset, keysetOrder, pageOf, sortValueOf } from '../lib/keyset-paging.server'
import { listSearch } from '../lib/list-search.server'
import type { ListView } from '../lib/preferences'
import { isPublishedNow } from '../lib/publication.server'

export const articleSorts = ['published_at', 'views', 'likes', 'title'] as const
type ArticleSort = (typeof articleSorts)[number]

/** Columns every article card needs (never the body). */
const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  featuredImage: articles.featuredImage,
  coverFocus: articles.coverFocus,
  readingTime: articles.readingTime,
  isPremium: articles.isPremium,
  isAiGenerated: articles.isAiGenerated,
  /** Paid for by an advertiser: the card says "Sponsored". */
  isSponsored: sql<boolean>`${articles.sponsorCampaignId} is not null`.mapWith(Boolean),
  publishedAt: articles.publishedAt,
  views: articles.views,
  likes: articles.likes,
  categoryName: categories.name,
  categorySlug: categories.slug,
}

export type ArticleCard = {
  id: string
  slug: string
  title: string
  excerpt: string
  author: string
  featuredImage: string | null
  /** The cover's focal point (CSS object-position keywords). */
  coverFocus: string
  readingTime: number
  isPremium: boolean
  isAiGenerated: boolean
  isSponsored: boolean
  publishedAt: Date | null
  views: number
  likes: number
  categoryName: string | null
  categorySlug: string | null
}

export const isPublic = (now: Date) => isPublishedNow(articles, now)

function cards(db: Db) {
  return db.select(cardColumns).from(articles).leftJoin(categories, eq(articles.categoryId, categories.id))
}

export async function getLatestArticles(db: Db, { limit = 6, now = new Date() } = {}) {
  return cards(db).where(isPublishedNow(articles, now)).orderBy(desc(articles.publishedAt)).limit(limit)
}

export async function getFeaturedArticles(db: Db, { limit = 3, now = new Date() } = {}) {
  return cards(db)
    .where(and(isPublishedNow(articles, now), eq(articles.isFeatured, true)))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
}

interface ArticleListOptions {
  categorySlug?: string
  search?: string
  sort?: ArticleSort
  /** Opaque position after which the page starts (from a previous page's `nextCursor`). */
  cursor?: string | null
  pageSize?: number
  /** Only articles published after this time (the API's `published_after`). */
  publishedAfter?: Date
  now?: Date
}

/**
 * One page of the news list (keyset paging: stable while new articles arrive) plus the cursor
 * of the next page, `null` on the last one. Alphabetical runs A→Z, the other sorts
 * newest/highest first; the id breaks ties. A forged cursor throws an AppError (400).
 */
export async function listArticles(db: Db, options: ArticleListOptions = {}) {
  const { categorySlug, search, sort = 'published_at', cursor, pageSize = 12, publishedAfter, now = new Date() } = options
  const filters: (SQL | undefined)[] = [isPublishedNow(articles, now)]
  if (categorySlug) filters.push(eq(categories.slug, categorySlug))
  if (publishedAfter) filters.push(gt(articles.publishedAt, publishedAfter))
  filters.push(listSearch(search, { index: articles.searchVector, fields: [articles.title] }))
  const order = tableKeyset(articles, sort)
  if (cursor) filters.push(afterCursor(order, cursor))
  const rows = await cards(db)
    .where(and(...filters))
    .orderBy(...keysetOrder(order))
    .limit(pageSize + 1)
  const { items, nextCursor } = pageOf(rows, pageSize, sortValueOf(sort))
  return { articles: items, nextCursor }
}

export async function listCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name))
}

/**
 * One article by slug. The body is only returned when the reader may read it: a premium
 * article for a reader without access comes back with `content: null` and, as `preview`, its
 * opening paragraphs (`previewHtml`); the rest never leaves the server.
 */
export async function getArticleBySlug(
  db: Db,
  slug: string,
  { canReadPremium, now = new Date() }: { canReadPremium: boolean; now?: Date },
) {
  const [row] = await db
    .select({ ...cardColumns, coverAlt: articles.coverAlt, content: articles.content, tags: articles.tags, categoryId: articles.categoryId, sponsor: advertisers.name })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .leftJoin(adCampaigns, eq(adCampaigns.id, articles.sponsorCampaignId))
    .leftJoin(advertisers, eq(advertisers.id, adCampaigns.advertiserId))
    .where(and(eq(articles.slug, slug), isPublishedNow(articles, now)))
    .limit(1)
  if (!row) return null
  const isLocked = row.isPremium && !canReadPremium
  return { ...row, content: isLocked ? null : row.content, preview: isLocked ? previewHtml(row.content) : null, isLocked }
}

export async function getRelatedArticles(
  db: Db,
  article: { id: string; categoryId: string | null },
  { limit = 3, now = new Date() } = {},
) {
  if (!article.categoryId) return []
  return cards(db)
    .where(and(isPublishedNow(articles, now), eq(articles.categoryId, article.categoryId), ne(articles.id, article.id)))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
}

/** Title and category for generated cover images. */
export async function getArticleCoverInfo(
  db: Db,
  slug: string,
  { includeUnpublished = false, now = new Date() }: { includeUnpublished?: boolean; now?: Date } = {},
) {
  const [row] = await db
    .select({ title: articles.title, category: categories.name, slug: categories.slug })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.slug, slug), includeUnpublished ? undefined : isPublishedNow(articles, now)))
    .limit(1)
  return row ?? null
}

/** What the news list shows: its pages of cards, the filters in the address and the reader's choices. */
export type NewsListData = Awaited<ReturnType<typeof listArticles>> & {
  category?: string
  search?: string
  sort: ArticleSort
  page: number
  view: ListView
  canReadPremium: boolean
  showAds: boolean
  now: number
}

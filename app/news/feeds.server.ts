import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, categories } from '../db/schema'
import { newsFeedPath } from '../seo/meta'
import { renderRss, type FeedItem } from './rss'
import { publicPath } from '../content/content-types'
import { isPublishedNow } from '../lib/publication.server'

const feedItemLimit = 50

async function getFeedCategory(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1)
  return row ?? null
}

/**
 * The latest public articles for a feed: title, excerpt and link only. Bodies never leave
 * the database here, so a feed reader cannot get around the free-article meter or a paywall.
 */
async function listFeedItems(
  db: Db,
  { categoryId, limit = feedItemLimit, now = new Date() }: { categoryId?: string; limit?: number; now?: Date } = {},
): Promise<FeedItem[]> {
  const rows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      publishedAt: articles.publishedAt,
      category: categories.name,
    })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(isPublishedNow(articles, now), categoryId ? eq(articles.categoryId, categoryId) : undefined))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
  return rows.map(({ slug, ...row }) => ({ ...row, path: publicPath('articles', { id: '', slug }) }))
}

interface NewsFeedOptions {
  siteName: string
  siteUrl: string
  categorySlug?: string
  now?: Date
}

/** The RSS document for all news or one category; null when the category does not exist. */
export async function buildNewsFeed(db: Db, { siteName, siteUrl, categorySlug, now = new Date() }: NewsFeedOptions) {
  const category = categorySlug ? await getFeedCategory(db, categorySlug) : null
  if (categorySlug && !category) return null
  const items = await listFeedItems(db, { categoryId: category?.id, now })
  return renderRss({
    siteUrl,
    title: category ? `${siteName} News: ${category.name}` : `${siteName} News`,
    description:
      category?.description ||
      (category ? `${category.name} news from ${siteName}.` : `The latest AI and marketing news from ${siteName}.`),
    link: category ? `/news?category=${encodeURIComponent(category.slug)}` : '/news',
    selfPath: newsFeedPath(category?.slug),
    items,
    now,
  })
}

import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { articles, courses, podcasts, videos } from '../../db/schema'

/** An article as an edition lists it: never its body, so premium text stays behind the link. */
export interface EditionArticle {
  slug: string
  title: string
  excerpt: string
  author: string
  isPremium: boolean
  readingTime: number
  publishedAt: Date
}

export interface EditionItem {
  path: string
  title: string
  description: string
}

const articleColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  isPremium: articles.isPremium,
  readingTime: articles.readingTime,
  publishedAt: articles.publishedAt,
}

const published = (t: { status: AnyPgColumn; publishedAt: AnyPgColumn }, from: Date, to: Date) =>
  and(eq(t.status, 'published'), gte(t.publishedAt, from), lt(t.publishedAt, to))

/** Articles published in [from, to), most read first. */
export async function topArticles(db: Db, { from, to, limit }: { from: Date; to: Date; limit: number }): Promise<EditionArticle[]> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(published(articles, from, to))
    .orderBy(desc(articles.views), desc(articles.publishedAt))
    .limit(limit)
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }))
}

/** A published article (perhaps scheduled for later), with its publication time. */
export async function publishedArticle(db: Db, id: string): Promise<EditionArticle | null> {
  const [row] = await db.select(articleColumns).from(articles).where(and(eq(articles.id, id), eq(articles.status, 'published')))
  return row?.publishedAt ? { ...row, publishedAt: row.publishedAt } : null
}

/** New courses, videos and podcast episodes published in [from, to). */
export async function newLearningAndMedia(db: Db, { from, to, limit }: { from: Date; to: Date; limit: number }) {
  const pick = { slug: courses.slug, title: courses.title, description: courses.description }
  const [newCourses, newVideos, newEpisodes] = await Promise.all([
    db.select(pick).from(courses).where(published(courses, from, to)).orderBy(desc(courses.publishedAt)).limit(limit),
    db.select({ slug: videos.slug, title: videos.title, description: videos.description }).from(videos).where(published(videos, from, to)).orderBy(desc(videos.publishedAt)).limit(limit),
    db.select({ slug: podcasts.slug, title: podcasts.title, description: podcasts.description }).from(podcasts).where(published(podcasts, from, to)).orderBy(desc(podcasts.publishedAt)).limit(limit),
  ])
  const items = (rows: { slug: string; title: string; description: string }[], base: string): EditionItem[] =>
    rows.map((row) => ({ path: `${base}/${encodeURIComponent(row.slug)}`, title: row.title, description: row.description }))
  return {
    courses: items(newCourses, '/education/course'),
    videos: items(newVideos, '/videos'),
    episodes: items(newEpisodes, '/podcasts'),
  }
}

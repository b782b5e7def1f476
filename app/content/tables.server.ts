import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { articles, courses, learningPaths, playlists, podcasts, podcastSeries, tutorials, videos } from '../db/schema'
import type { ContentType } from './content-types'

/** The table behind each content type and the columns the admin console and the content webhooks work with. */
export interface ContentTable {
  table: PgTable
  id: PgColumn
  title: PgColumn
  updatedAt: PgColumn
  slug?: PgColumn
  status?: PgColumn
  publishedAt?: PgColumn
  isPremium?: PgColumn
  isFeatured?: PgColumn
  isAiGenerated?: PgColumn
}

export const contentTables: Record<ContentType, ContentTable> = {
  articles: {
    table: articles, id: articles.id, title: articles.title, updatedAt: articles.updatedAt, slug: articles.slug,
    status: articles.status, publishedAt: articles.publishedAt, isPremium: articles.isPremium,
    isFeatured: articles.isFeatured, isAiGenerated: articles.isAiGenerated,
  },
  courses: {
    table: courses, id: courses.id, title: courses.title, updatedAt: courses.updatedAt, slug: courses.slug,
    status: courses.status, publishedAt: courses.publishedAt, isPremium: courses.isPremium,
  },
  paths: {
    table: learningPaths, id: learningPaths.id, title: learningPaths.title, updatedAt: learningPaths.updatedAt,
    slug: learningPaths.slug, status: learningPaths.status,
  },
  tutorials: {
    table: tutorials, id: tutorials.id, title: tutorials.title, updatedAt: tutorials.updatedAt, slug: tutorials.slug,
    status: tutorials.status, publishedAt: tutorials.publishedAt, isPremium: tutorials.isPremium,
  },
  videos: {
    table: videos, id: videos.id, title: videos.title, updatedAt: videos.updatedAt, slug: videos.slug,
    status: videos.status, publishedAt: videos.publishedAt, isPremium: videos.isPremium,
  },
  playlists: { table: playlists, id: playlists.id, title: playlists.title, updatedAt: playlists.updatedAt, isPremium: playlists.isPremium },
  podcasts: {
    table: podcasts, id: podcasts.id, title: podcasts.title, updatedAt: podcasts.updatedAt, slug: podcasts.slug,
    status: podcasts.status, publishedAt: podcasts.publishedAt, isPremium: podcasts.isPremium,
  },
  series: { table: podcastSeries, id: podcastSeries.id, title: podcastSeries.title, updatedAt: podcastSeries.updatedAt },
}

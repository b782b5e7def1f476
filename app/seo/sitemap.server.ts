import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { articles, authorProfiles, categories, courses, podcasts, tutorials, videos } from '../db/schema'
import { escapeXml } from '../lib/escape'
import { isPublishedNow } from '../lib/publication.server'
import { absoluteUrl } from './xml'

/** Public pages listed in the sitemap (search results and account pages are not). */
const sitemapStaticPaths = [
  '/', '/news', '/education', '/tutorials', '/videos', '/podcasts', '/subscription',
  '/about', '/contact', '/advertising', '/careers', '/docs', '/api', '/community',
  '/support', '/gdpr', '/privacy', '/terms', '/cookies',
] as const

/** One sitemap file holds at most 50,000 URLs. */
const sitemapUrlLimit = 50_000

interface SitemapEntry {
  path: string
  lastModified?: Date | null
}

type Publishable = PgTable & {
  slug: AnyColumn
  status: AnyColumn
  publishedAt: AnyColumn
  updatedAt: AnyColumn
}

/** Slugs and last-modified dates of one content table's public rows, newest first. */
async function publicSlugs(db: Db, table: Publishable, now: Date, limit: number) {
  return db
    .select({
      slug: sql<string>`${table.slug}`,
      lastModified: sql`greatest(${table.publishedAt}, ${table.updatedAt})`.mapWith(table.publishedAt) as SQL<Date>,
    })
    .from(table)
    .where(isPublishedNow(table, now))
    .orderBy(desc(table.publishedAt))
    .limit(limit)
}

/** Every public URL of the site: static pages, news categories, articles, courses, tutorials, videos, episodes, authors. */
export async function listSitemapEntries(db: Db, { now = new Date() } = {}): Promise<SitemapEntry[]> {
  const limit = sitemapUrlLimit
  const [categoryRows, articleRows, courseRows, tutorialRows, videoRows, podcastRows, authorRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.name)),
    publicSlugs(db, articles, now, limit),
    publicSlugs(db, courses, now, limit),
    publicSlugs(db, tutorials, now, limit),
    publicSlugs(db, videos, now, limit),
    publicSlugs(db, podcasts, now, limit),
    db.select({ slug: authorProfiles.slug, lastModified: authorProfiles.updatedAt }).from(authorProfiles).orderBy(asc(authorProfiles.slug)).limit(limit),
  ])
  const under = (prefix: string, rows: { slug: string; lastModified: Date }[]) =>
    rows.map((row) => ({ path: `${prefix}/${encodeURIComponent(row.slug)}`, lastModified: row.lastModified }))
  const entries: SitemapEntry[] = [
    ...sitemapStaticPaths.map((path) => ({ path })),
    ...categoryRows.map((row) => ({ path: `/news?category=${encodeURIComponent(row.slug)}` })),
    ...under('/education/course', courseRows),
    ...under('/tutorials', tutorialRows),
    ...under('/videos', videoRows),
    ...under('/podcasts', podcastRows),
    ...under('/news', articleRows),
    ...under('/authors', authorRows),
  ]
  return entries.slice(0, limit)
}

/** The sitemap XML for a list of entries. */
export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[]) {
  const urls = entries.map((entry) => {
    const lastmod =
      entry.lastModified && !Number.isNaN(entry.lastModified.getTime())
        ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
        : ''
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

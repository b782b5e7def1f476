import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { authorProfiles, contentAuthors } from '../db/schema'
import { publicPath, type ContentType } from '../content/content-types'
import { contentTables } from '../content/tables.server'
import { isPublishedNow, type PublishedTable } from '../lib/publication.server'
import { renderRss } from '../news/rss'
import { authorFeedPath, authorPath } from './author-paths'

/** The kinds of work an author page lists, newest first across kinds. */
export const authoredTypes = ['articles', 'courses', 'tutorials', 'videos', 'podcasts'] as const satisfies readonly ContentType[]
export type AuthoredType = (typeof authoredTypes)[number]

/** How many works an author page and feed list. */
const WORKS_SHOWN = 60

export type AuthorLink = { name: string; slug: string }

/** The people credited on an item, in order, with their page addresses' slugs. */
export async function authorLinks(db: Db, type: ContentType, id: string): Promise<AuthorLink[]> {
  return db.select({ name: authorProfiles.name, slug: authorProfiles.slug }).from(contentAuthors)
    .innerJoin(authorProfiles, eq(authorProfiles.id, contentAuthors.profileId))
    .where(and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, id))).orderBy(asc(contentAuthors.position))
}

export type AuthorWork = { type: AuthoredType; title: string; path: string; summary: string; publishedAt: Date }

/** One kind's published works credited to the profile. */
async function worksOfType(db: Db, type: AuthoredType, profileId: string, now: Date): Promise<AuthorWork[]> {
  const t = contentTables[type]
  const summary = type === 'articles' ? sql<string>`excerpt` : sql<string>`description`
  const rows = (await db.select({ id: t.id, slug: t.slug!, title: t.title, summary, publishedAt: t.publishedAt! }).from(t.table)
    .innerJoin(contentAuthors, and(eq(contentAuthors.contentType, type), eq(contentAuthors.contentId, t.id), eq(contentAuthors.profileId, profileId)))
    .where(isPublishedNow(t as PublishedTable, now)).orderBy(desc(t.publishedAt!)).limit(WORKS_SHOWN)) as { id: string; slug: string; title: string; summary: string; publishedAt: Date }[]
  return rows.map((row) => ({ type, title: row.title, path: publicPath(type, row), summary: row.summary, publishedAt: row.publishedAt }))
}

/** An author's public page: the profile and their published work, newest first; null for an unknown slug. */
export async function getAuthorPage(db: Db, slug: string, { now = new Date() } = {}) {
  const [profile] = await db.select({ id: authorProfiles.id, name: authorProfiles.name, slug: authorProfiles.slug, roleTitle: authorProfiles.roleTitle, bio: authorProfiles.bio, avatarUrl: authorProfiles.avatarUrl, links: authorProfiles.links, updatedAt: authorProfiles.updatedAt })
    .from(authorProfiles).where(eq(authorProfiles.slug, slug))
  if (!profile) return null
  const perType = await Promise.all(authoredTypes.map((type) => worksOfType(db, type, profile.id, now)))
  const works = perType.flat().sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).slice(0, WORKS_SHOWN)
  const { id: _id, ...shown } = profile
  return { profile: shown, works }
}


/** What each kind of work is called in an author's feed. */
const feedKinds: Record<AuthoredType, string> = { articles: 'Article', courses: 'Course', tutorials: 'Tutorial', videos: 'Video', podcasts: 'Podcast episode' }

/** An author's RSS feed: their newest published work of every kind (title, summary, link); null for an unknown slug. */
export async function buildAuthorFeed(db: Db, slug: string, { siteName, siteUrl, now = new Date() }: { siteName: string; siteUrl: string; now?: Date }) {
  const page = await getAuthorPage(db, slug, { now })
  if (!page) return null
  const { profile, works } = page
  return renderRss({
    siteUrl,
    title: `${profile.name} · ${siteName}`,
    description: profile.bio || `Articles, courses, tutorials, videos and episodes by ${profile.name} on ${siteName}.`,
    link: authorPath(profile.slug),
    selfPath: authorFeedPath(profile.slug),
    items: works.map((work) => ({ path: work.path, title: work.title, excerpt: work.summary, author: profile.name, publishedAt: work.publishedAt, category: feedKinds[work.type] })),
    now,
  })
}

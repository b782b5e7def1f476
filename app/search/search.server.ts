import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.server'
import { articles, courses, podcasts, tutorials, videos } from '../db/schema'
import { isPublishedNow, type PublishedTable } from '../lib/publication.server'
import { stripHtml } from '../lib/text'
import { correctSpelling, searchWords } from './search-words.server'
import { MIN_QUERY_LENGTH, searchKinds, type SearchItem, type SearchKind, type SearchResult } from './types'

export { MIN_QUERY_LENGTH, searchKinds } from './types'
export type { SearchItem, SearchKind, SearchResult } from './types'
export const MAX_QUERY_LENGTH = 200
const EXCERPT_LENGTH = 160
/** Per kind, the newest matches that are ranked; bounds the work for very common words. */
const CANDIDATES = 100

/** Where each kind lives. Summaries only: bodies, lessons and media URLs are never read. */
const sources: Record<SearchKind, { table: PgTable & PublishedTable; summary: string; category: string; href: string }> = {
  articles: { table: articles, summary: 'excerpt', category: 'category_id', href: '/news/' },
  courses: { table: courses, summary: 'description', category: 'category', href: '/education/course/' },
  tutorials: { table: tutorials, summary: 'description', category: 'category', href: '/tutorials/' },
  videos: { table: videos, summary: 'description', category: 'category', href: '/videos/' },
  podcasts: { table: podcasts, summary: 'description', category: 'category', href: '/podcasts/' },
}

type Row = {
  kind: SearchKind
  id: string
  slug: string
  title: string
  summary: string
  is_premium: boolean
  category: string | null
  published_at: Date | string | null
}

/**
 * One kind's best matches: the newest CANDIDATES public items matching the query (the
 * planner walks the published index for common words, the GIN index for rare ones), ranked
 * by ts_rank, title matches first because titles carry weight A.
 */
function kindQuery(kind: SearchKind, tsquery: string, now: Date, limit: number): SQL {
  const { table, summary, category } = sources[kind]
  const query = sql`to_tsquery('english', ${tsquery})`
  const categoryName =
    kind === 'articles' ? sql.raw('(select name from categories where id = c.category_id)') : sql.raw('c.category')
  return sql`(select ${kind}::text as kind, c.id, c.slug, c.title, left(c.summary, 400) as summary, c.is_premium,
      ${categoryName} as category, c.published_at
    from (select id, slug, title, ${sql.raw(summary)} as summary, is_premium, ${sql.raw(category)}, published_at,
            search_vector
          from ${table}
          where search_vector @@ ${query} and ${isPublishedNow(table, now)}
          order by published_at desc nulls last
          limit ${CANDIDATES}) as c
    order by ts_rank(c.search_vector, ${query}) desc, c.published_at desc nulls last, c.id
    limit ${limit})`
}

/**
 * Site-wide search over public articles, courses, tutorials, videos and podcast episodes:
 * full-text with prefix matching ("transf" finds "Transformers"), misspelt words widened to
 * similar title words by trigram similarity ("robtics" finds "Robotics").
 */
export async function searchSite(
  db: Db,
  text: string,
  { limitPerGroup = 10, now = new Date() }: { limitPerGroup?: number; now?: Date } = {},
): Promise<SearchResult> {
  const query = text.trim()
  const empty = { query, total: 0, groups: [] }
  const words = query.length >= MIN_QUERY_LENGTH ? searchWords(query) : []
  if (words.length === 0) return empty
  const alternatives = await correctSpelling(db, words)
  const tsquery = words
    .map((word) => {
      const options = [`${word}:*`, ...(alternatives.get(word) ?? [])]
      return options.length > 1 ? `(${options.join(' | ')})` : options[0]
    })
    .join(' & ')
  const limit = Math.max(1, Math.min(limitPerGroup, CANDIDATES))
  const union = sql.join(
    searchKinds.map((kind) => kindQuery(kind, tsquery, now, limit)),
    sql` union all `,
  )
  const { rows } = (await db.execute(union)) as unknown as { rows: Row[] }
  const groups = searchKinds
    .map((kind) => ({ kind, items: rows.filter((row) => row.kind === kind).map(toItem) }))
    .filter((group) => group.items.length > 0)
  return { query, total: rows.length, groups }
}

function toItem(row: Row): SearchItem {
  return {
    kind: row.kind,
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: shorten(stripHtml(row.summary), EXCERPT_LENGTH),
    href: `${sources[row.kind].href}${row.slug}`,
    isPremium: row.is_premium,
    category: row.category,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  }
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
function shorten(text: string, max: number) {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { getArticleCoverInfo } from '../news/articles.server'
import type { Db } from '../db/client.server'
import { courses, playlists, podcasts, podcastSeries, tutorials, videos } from '../db/schema'
import { isPublishedNow, type PublishedTable } from '../lib/publication.server'
import { isUuid } from '../lib/uuid'

type CoverInfo = { title: string; label: string }

/** Items with covers: looked up by slug, or by id for playlists and series (which have no slug). */
type Source = {
  table: PgTable
  key: PgColumn
  title: PgColumn
  label: PgColumn | string
  byId?: boolean
  /** Items with a publishing state: drafts and scheduled items get no cover before their time. */
  published?: PublishedTable
}

const sources: Record<string, Source> = {
  course: { table: courses, key: courses.slug, title: courses.title, label: courses.category, published: courses },
  tutorial: { table: tutorials, key: tutorials.slug, title: tutorials.title, label: tutorials.category, published: tutorials },
  video: { table: videos, key: videos.slug, title: videos.title, label: videos.category, published: videos },
  podcast: { table: podcasts, key: podcasts.slug, title: podcasts.title, label: podcasts.category, published: podcasts },
  playlist: { table: playlists, key: playlists.id, title: playlists.title, label: 'Playlist', byId: true },
  series: { table: podcastSeries, key: podcastSeries.id, title: podcastSeries.title, label: 'Podcast series', byId: true },
}

/**
 * Title and label for a generated cover, or null when there is no such item. Only published,
 * due items have covers, so a draft's or scheduled item's title does not leak through its
 * image; `includeUnpublished` (admins) sees every item.
 */
export async function getCoverInfo(
  db: Db,
  kind: string,
  key: string,
  { includeUnpublished = false, now = new Date() }: { includeUnpublished?: boolean; now?: Date } = {},
): Promise<CoverInfo | null> {
  if (kind === 'article') {
    const info = await getArticleCoverInfo(db, key, { includeUnpublished, now })
    return info ? { title: info.title, label: info.category ?? 'News' } : null
  }
  const source = sources[kind]
  if (!source || (source.byId && !isUuid(key))) return null
  const label: PgColumn | SQL = typeof source.label === 'string' ? source.title : source.label
  const [row] = await db
    .select({ title: source.title, label })
    .from(source.table)
    .where(and(eq(source.key, key), includeUnpublished || !source.published ? undefined : isPublishedNow(source.published, now)))
    .limit(1)
  if (!row) return null
  return { title: String(row.title), label: typeof source.label === 'string' ? source.label : String(row.label) }
}

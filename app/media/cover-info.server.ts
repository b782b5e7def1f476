import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { getArticleCoverInfo } from '../content/articles.server'
import type { Db } from '../db/client.server'
import { courses, playlists, podcasts, podcastSeries, tutorials, videos } from '../db/schema'

type CoverInfo = { title: string; label: string }

/** Items with covers: looked up by slug, or by id for playlists and series (which have no slug). */
const sources: Record<string, { table: PgTable; key: PgColumn; title: PgColumn; label: PgColumn | string; byId?: boolean }> = {
  course: { table: courses, key: courses.slug, title: courses.title, label: courses.category },
  tutorial: { table: tutorials, key: tutorials.slug, title: tutorials.title, label: tutorials.category },
  video: { table: videos, key: videos.slug, title: videos.title, label: videos.category },
  podcast: { table: podcasts, key: podcasts.slug, title: podcasts.title, label: podcasts.category },
  playlist: { table: playlists, key: playlists.id, title: playlists.title, label: 'Playlist', byId: true },
  series: { table: podcastSeries, key: podcastSeries.id, title: podcastSeries.title, label: 'Podcast series', byId: true },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Title and label for a generated cover, or null when there is no such item. */
export async function getCoverInfo(db: Db, kind: string, key: string): Promise<CoverInfo | null> {
  if (kind === 'article') {
    const info = await getArticleCoverInfo(db, key)
    return info ? { title: info.title, label: info.category ?? 'News' } : null
  }
  const source = sources[kind]
  if (!source || (source.byId && !UUID.test(key))) return null
  const label: PgColumn | SQL = typeof source.label === 'string' ? source.title : source.label
  const [row] = await db
    .select({ title: source.title, label })
    .from(source.table)
    .where(eq(source.key, key))
    .limit(1)
  if (!row) return null
  return { title: String(row.title), label: typeof source.label === 'string' ? source.label : String(row.label) }
}

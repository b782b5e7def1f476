import { stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, videos } from '../db/schema'
import { isPublishedNow } from '../lib/publication.server'

/** The three kinds of media address: /media/{kind}/{slug}.{extension}. */
const kinds = {
  video: { extension: 'webm', contentType: 'video/webm' },
  captions: { extension: 'vtt', contentType: 'text/vtt; charset=utf-8' },
  audio: { extension: 'mp3', contentType: 'audio/mpeg' },
} as const

type MediaKind = keyof typeof kinds
const isMediaKind = (kind: string): kind is MediaKind => Object.hasOwn(kinds, kind)

/** The demo media folder, relative to the working directory like the embedded database's. */
const mediaRoot = path.resolve('media')

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

interface MediaFile {
  path: string
  size: number
  modified: Date
  contentType: string
  isPremium: boolean
  /** The video or episode the file belongs to (episode plays are counted). */
  owner: { kind: 'video' | 'podcast'; id: string }
}

/** The public video or episode whose stored address is exactly this one. */
async function findOwner(db: Db, kind: MediaKind, slug: string, address: string, now: Date) {
  if (kind === 'audio') {
    const [row] = await db
      .select({ id: podcasts.id, isPremium: podcasts.isPremium, audioType: podcasts.audioType })
      .from(podcasts)
      .where(and(eq(podcasts.slug, slug), eq(podcasts.audioUrl, address), isPublishedNow(podcasts, now)))
      .limit(1)
    return row ? { kind: 'podcast' as const, id: row.id, isPremium: row.isPremium, contentType: row.audioType } : null
  }
  const column = kind === 'video' ? videos.mediaUrl : videos.captionsUrl
  const [row] = await db
    .select({ id: videos.id, isPremium: videos.isPremium })
    .from(videos)
    .where(and(eq(videos.slug, slug), eq(column, address), isPublishedNow(videos, now)))
    .limit(1)
  return row ? { kind: 'video' as const, id: row.id, isPremium: row.isPremium, contentType: null } : null
}

/**
 * The file behind a media address, or null. Only a slug-shaped name with the kind's own
 * extension is considered, it must be the stored address of a public video or episode, and
 * the file must exist in the media folder: nothing else on disk can be reached.
 */
export async function findMediaFile(db: Db, kind: string, fileName: string, now = new Date()): Promise<MediaFile | null> {
  if (!isMediaKind(kind)) return null
  const { extension, contentType } = kinds[kind]
  const slug = fileName.endsWith(`.${extension}`) ? fileName.slice(0, -extension.length - 1) : ''
  if (!SLUG.test(slug)) return null
  const owner = await findOwner(db, kind, slug, `/media/${kind}/${slug}.${extension}`, now)
  if (!owner) return null
  const file = path.join(mediaRoot, kind, `${slug}.${extension}`)
  if (path.dirname(file) !== path.join(mediaRoot, kind)) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return {
    path: file,
    size: info.size,
    modified: info.mtime,
    contentType: owner.contentType ?? contentType,
    isPremium: owner.isPremium,
    owner: { kind: owner.kind, id: owner.id },
  }
}

import { eq, inArray, max } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { courses, learningPathCourses, mediaUploads, playlistVideos, podcasts, videos } from '../../db/schema'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { readingTimeMinutes, stripHtml } from '../../lib/text'
import { AppError } from '../../lib/app-error'
import type { ContentInput } from './schemas.server'

/**
 * Form input → table row for each content type: bodies sanitized, reading time, excerpt and
 * generated covers derived the way the seed factories derive them.
 */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** Generated covers (drawn from the title by /media/covers/{kind}/{key}.svg). */
const generatedCover = (kind: string, key: string) => `/media/covers/${kind}/${key}.svg`

/** The typed cover, or the generated one for an empty field or a generated cover of an older key. */
function coverFor(typed: string, kind: string, key: string) {
  return typed === '' || typed.startsWith('/media/covers/') ? generatedCover(kind, key) : typed
}

/** The first sentences of a body, for an article saved without an excerpt. */
export function excerptFrom(html: string, max = 200) {
  // Inline tags go without a trace (so "<b>one</b>." stays "one."); block tags become spaces.
  const text = stripHtml(html.replace(/<\/?(?:a|b|strong|em|i|u|s|code|mark|span|sub|sup|small|abbr|kbd)(?:\s[^>]*)?>/gi, ''))
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`
}

export function articleRow(input: ContentInput<'articles'>, slug: string) {
  const content = sanitizeHtml(input.content)
  return {
    title: input.title,
    excerpt: input.excerpt || excerptFrom(content),
    content,
    author: input.author,
    categoryId: input.categoryId,
    featuredImage: coverFor(input.featuredImage, 'article', slug),
    coverAlt: input.coverAlt,
    coverFocus: input.coverFocus,
    readingTime: readingTimeMinutes(content),
    tags: input.tags,
    isFeatured: input.isFeatured,
    isPremium: input.isPremium,
    isAiGenerated: input.isAiGenerated,
  }
}

export function courseRow(input: ContentInput<'courses'>, slug: string) {
  const { slug: _slug, status: _status, publishedAt: _publishedAt, thumbnail, ...fields } = input
  return { ...fields, thumbnail: coverFor(thumbnail, 'course', slug) }
}

export function pathRow(input: ContentInput<'paths'>) {
  return { title: input.title, description: input.description, level: input.level, estimatedHours: input.estimatedHours }
}

export function tutorialRow(input: ContentInput<'tutorials'>, slug: string) {
  const content = sanitizeHtml(input.content)
  const { slug: _slug, status: _status, publishedAt: _publishedAt, thumbnail, ...fields } = input
  return {
    ...fields,
    content,
    estimatedTime: input.estimatedTime || Math.max(10, readingTimeMinutes(content) * 3),
    thumbnail: coverFor(thumbnail, 'tutorial', slug),
  }
}

export function videoRow(input: ContentInput<'videos'>, slug: string) {
  const { slug: _slug, status: _status, publishedAt: _publishedAt, thumbnail, mediaUrl, captionsUrl, ...fields } = input
  return { ...fields, thumbnail: coverFor(thumbnail, 'video', slug), mediaUrl: mediaUrl || null, captionsUrl: captionsUrl || null }
}

export function playlistRow(input: ContentInput<'playlists'>, id: string) {
  return { title: input.title, description: input.description, isPremium: input.isPremium, thumbnail: coverFor(input.thumbnail, 'playlist', id), coverAlt: input.coverAlt, coverFocus: input.coverFocus }
}

export function seriesRow(input: ContentInput<'series'>, id: string) {
  return { title: input.title, description: input.description, host: input.host, thumbnail: coverFor(input.thumbnail, 'series', id), coverAlt: input.coverAlt, coverFocus: input.coverFocus }
}

const audioTypes: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg' }

/** An episode: show notes sanitized, the next episode number of its series, the audio file's size and type. */
export async function podcastRow(tx: Tx, input: ContentInput<'podcasts'>, slug: string, id: string | null) {
  const { slug: _slug, status: _status, publishedAt: _publishedAt, thumbnail, audioUrl, guest, ...fields } = input
  let episodeNumber = input.episodeNumber
  if (episodeNumber === null && input.seriesId) {
    const [last] = await tx.select({ n: max(podcasts.episodeNumber) }).from(podcasts).where(eq(podcasts.seriesId, input.seriesId))
    episodeNumber = (last?.n ?? 0) + 1
  }
  let audio: { audioBytes: number | null; audioType: string | null } = { audioBytes: null, audioType: null }
  const uploaded = /^\/media\/uploads\/([^/]+)$/.exec(audioUrl)?.[1]
  if (uploaded) {
    const [file] = await tx.select({ bytes: mediaUploads.byteSize, type: mediaUploads.contentType }).from(mediaUploads).where(eq(mediaUploads.fileName, uploaded))
    if (file) audio = { audioBytes: file.bytes, audioType: file.type }
  } else if (audioUrl && id) {
    const [current] = await tx.select({ url: podcasts.audioUrl, bytes: podcasts.audioBytes, type: podcasts.audioType }).from(podcasts).where(eq(podcasts.id, id))
    audio = current?.url === audioUrl ? { audioBytes: current.bytes, audioType: current.type } : { audioBytes: null, audioType: audioTypes[audioUrl.split('.').pop() ?? ''] ?? null }
  } else if (audioUrl) {
    audio = { audioBytes: null, audioType: audioTypes[audioUrl.split('.').pop() ?? ''] ?? null }
  }
  return {
    ...fields,
    episodeNumber,
    guest: guest || null,
    showNotes: input.showNotes.trim() ? sanitizeHtml(input.showNotes) : '',
    thumbnail: coverFor(thumbnail, 'podcast', slug),
    audioUrl: audioUrl || null,
    ...audio,
  }
}

/** Replaces a path's courses or a playlist's videos with the given ones, in that order. */
export async function replaceOrderedItems(tx: Tx, kind: 'paths' | 'playlists', parentId: string, ids: string[]) {
  const unique = [...new Set(ids)]
  const table = kind === 'paths' ? courses : videos
  const existing = unique.length ? await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique)) : []
  const known = new Set(existing.map((r) => r.id))
  const missing = unique.find((id) => !known.has(id))
  if (missing) throw new AppError('invalid_input', 400, 'admin.error.choiceGone', { values: { kind: kind === 'paths' ? 'courses' : 'videos' }, field: kind === 'paths' ? 'courseIds' : 'videoIds' })
  if (kind === 'paths') {
    await tx.delete(learningPathCourses).where(eq(learningPathCourses.pathId, parentId))
    if (unique.length) await tx.insert(learningPathCourses).values(unique.map((courseId, i) => ({ pathId: parentId, courseId, position: i + 1 })))
  } else {
    await tx.delete(playlistVideos).where(eq(playlistVideos.playlistId, parentId))
    if (unique.length) await tx.insert(playlistVideos).values(unique.map((videoId, i) => ({ playlistId: parentId, videoId, position: i + 1 })))
  }
}

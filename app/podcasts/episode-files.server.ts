import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts } from '../db/schema'
import { chaptersFromShowNotes } from './chapters'
import { transcriptVtt } from './transcript-vtt'
import { isPublishedNow } from '../lib/publication.server'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A public episode's text files' sources: its transcript, show notes and length. */
export async function findEpisodeText(db: Db, slug: string, now = new Date()) {
  if (!SLUG.test(slug)) return null
  const [row] = await db
    .select({ id: podcasts.id, isPremium: podcasts.isPremium, transcript: podcasts.transcript, showNotes: podcasts.showNotes, durationSeconds: podcasts.durationSeconds })
    .from(podcasts)
    .where(and(eq(podcasts.slug, slug), isPublishedNow(podcasts, now)))
    .limit(1)
  return row ?? null
}

export type EpisodeText = NonNullable<Awaited<ReturnType<typeof findEpisodeText>>>

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * The episode's transcript as WebVTT (`podcast:transcript`), or its chapters as Podcasting 2.0
 * JSON (`podcast:chapters`); 404 when it has none. `cacheControl` says who may keep it.
 */
export function episodeTextResponse(episode: EpisodeText, kind: 'transcript' | 'chapters', cacheControl: string): Response {
  if (kind === 'transcript') {
    const vtt = transcriptVtt({ text: episode.transcript, durationSeconds: episode.durationSeconds })
    return vtt === null ? notFound() : new Response(vtt, { headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': cacheControl } })
  }
  const chapters = chaptersFromShowNotes(episode.showNotes, episode.durationSeconds)
  return chapters === null
    ? notFound()
    : new Response(JSON.stringify(chapters), { headers: { 'Content-Type': 'application/json+chapters; charset=utf-8', 'Cache-Control': cacheControl } })
}

export { notFound as episodeFileNotFound }

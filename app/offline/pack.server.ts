import type { z } from 'zod'
import { articleEndpoints } from '../public-api/v1/endpoints/articles.server'
import { courseEndpoints } from '../public-api/v1/endpoints/courses.server'
import type { Endpoint } from '../public-api/v1/endpoints/endpoint'
import { podcastEndpoints } from '../public-api/v1/endpoints/podcasts.server'
import { tutorialEndpoints } from '../public-api/v1/endpoints/tutorials.server'
import { videoEndpoints } from '../public-api/v1/endpoints/videos.server'
import type { articleDetail } from '../public-api/v1/schemas/articles'
import type { courseDetail } from '../public-api/v1/schemas/courses'
import type { episodeDetail } from '../public-api/v1/schemas/podcasts'
import type { tutorialDetail } from '../public-api/v1/schemas/tutorials'
import type { videoDetail } from '../public-api/v1/schemas/videos'
import type { Db } from '../db/client.server'
import { escapeHtml } from '../lib/escape'
import type { SavedItem, SavedKind } from './saved-item'

/**
 * What "Save for offline" stores for a page: the same representation the Enterprise API gives
 * (one engine for full bodies, premium included), cut down to what the offline reader shows.
 * The caller has checked that the member may read offline (`offline_reading`).
 */

function operation(endpoints: Endpoint[], operationId: string) {
  const found = endpoints.find((endpoint) => endpoint.operationId === operationId)
  if (!found) throw new Error(`No API operation ${operationId}`)
  return found
}

async function run<S extends z.ZodType>(db: Db, endpoint: Endpoint, params: Record<string, string>) {
  return (await endpoint.run(db, { query: {}, params })) as z.output<S> | null
}

/** A path on this site from an address the API made absolute. */
const pathOf = (url: string | null) => {
  if (!url) return null
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

const patterns: { kind: SavedKind; pattern: RegExp }[] = [
  { kind: 'article', pattern: /^\/news\/([^/]+)$/ },
  { kind: 'lesson', pattern: /^\/education\/course\/([^/]+)\/lesson\/([^/]+)$/ },
  { kind: 'tutorial', pattern: /^\/tutorials\/([^/]+)$/ },
  { kind: 'episode', pattern: /^\/podcasts\/([^/]+)$/ },
  { kind: 'video', pattern: /^\/videos\/([^/]+)$/ },
]

/** Which kind of page a path is, with its slugs, or null when it is none that can be saved. */
export function savablePage(path: string) {
  for (const { kind, pattern } of patterns) {
    const match = pattern.exec(path)
    if (match) return { kind, slugs: match.slice(1).map((part) => decodeURIComponent(part)) }
  }
  return null
}

/** The saved form of the page at `path`, or null when there is no such page. */
export async function offlinePackOf(db: Db, path: string, savedAt = new Date()): Promise<SavedItem | null> {
  const page = savablePage(path)
  if (!page) return null
  const [slug = '', second = ''] = page.slugs
  const base = { path, kind: page.kind, savedAt: savedAt.toISOString() }
  switch (page.kind) {
    case 'article': {
      const article = await run<typeof articleDetail>(db, operation(articleEndpoints, 'getArticle'), { slug })
      if (!article) return null
      return { ...base, title: article.title, context: article.author, publishedAt: article.published_at, html: article.body_html, media: [] }
    }
    case 'lesson': {
      const course = await run<typeof courseDetail>(db, operation(courseEndpoints, 'getCourse'), { slug })
      const lesson = course?.lessons.find((candidate) => candidate.slug === second)
      if (!course || !lesson) return null
      return { ...base, title: lesson.title, context: course.title, publishedAt: null, html: lesson.content_html, media: [] }
    }
    case 'tutorial': {
      const tutorial = await run<typeof tutorialDetail>(db, operation(tutorialEndpoints, 'getTutorial'), { slug })
      if (!tutorial) return null
      return { ...base, title: tutorial.title, context: tutorial.description, publishedAt: tutorial.published_at, html: tutorial.body_html, media: [] }
    }
    case 'episode': {
      const episode = await run<typeof episodeDetail>(db, operation(podcastEndpoints, 'getPodcastEpisode'), { slug })
      if (!episode) return null
      const audio = pathOf(episode.audio_url)
      return {
        ...base,
        title: episode.title,
        context: episode.series?.title ?? episode.host,
        publishedAt: episode.published_at,
        html: episode.show_notes_html,
        media: audio ? [{ role: 'audio', path: audio, type: episode.audio_type }] : [],
      }
    }
    case 'video': {
      const video = await run<typeof videoDetail>(db, operation(videoEndpoints, 'getVideo'), { slug })
      if (!video) return null
      // A streamed video is saved as its single-file rendition; otherwise as its file.
      const file = pathOf(video.stream?.file_url ?? null) ?? pathOf(video.media_url)
      const captions = pathOf(video.captions_url)
      return {
        ...base,
        title: video.title,
        context: video.author,
        publishedAt: video.published_at,
        html: `<p>${escapeHtml(video.description)}</p>`,
        media: [...(file ? [{ role: 'video' as const, path: file, type: null }] : []), ...(captions ? [{ role: 'captions' as const, path: captions, type: 'text/vtt' }] : [])],
      }
    }
  }
}

import type { AttributedContentKind } from '../db/schema/attribution-vocabulary'

/**
 * The visit a conversion comes from, as the browser keeps it for the forms that convert
 * (decision 49): the first page of the visit (with its `utm_*` or `ref`), the referrer it
 * came from when that was another site, and the last content item read. Client-safe.
 */
export interface Visit {
  landing: string
  referrer: string | null
  content: string | null
  /** When the visit was last seen (ms); half an hour of quiet starts a new one. */
  at: number
}

export const attributionField = 'attribution'
export const visitStorageKey = 'lumen-visit'
export const visitIdleMs = 30 * 60 * 1000

const contentPatterns: [RegExp, AttributedContentKind][] = [
  [/^\/news\/(?!category\/|rss\.xml$)[^/]+/, 'article'],
  [/^\/education\/course\/[^/]+/, 'course'],
  [/^\/education\/path\/[^/]+/, 'path'],
  [/^\/tutorials\/[^/]+/, 'tutorial'],
  [/^\/videos\/[^/]+/, 'video'],
  [/^\/podcasts\/[^/]+/, 'podcast'],
]

/** The content item a path shows (a lesson counts for its course), or null: `{ kind, path }`. */
export function contentOf(pathname: string): { kind: AttributedContentKind; path: string } | null {
  for (const [pattern, kind] of contentPatterns) {
    const match = pattern.exec(pathname)
    if (match) return { kind, path: match[0] }
  }
  return null
}

/** The visit after a page is seen: a new one after quiet or on the first page; the content item updated. */
export function nextVisit(previous: Visit | null, page: { path: string; referrer: string; origin: string; now: number }): Visit {
  const isExternal = page.referrer !== '' && !page.referrer.startsWith(page.origin)
  const isNew = !previous || page.now - previous.at > visitIdleMs || (isExternal && previous.referrer !== page.referrer)
  const visit = isNew ? { landing: page.path, referrer: isExternal ? page.referrer : null, content: null, at: page.now } : { ...previous, at: page.now }
  const content = contentOf(page.path.split('?')[0]!)
  return content ? { ...visit, content: content.path } : visit
}

import { notFound } from '../../lib/error-responses.server'
import type { FormValues } from './editor-data.server'
import { isContentType, type ContentType } from './content-types'
import { isUuid } from '../../lib/uuid'

/** The content type of the URL, or a 404. */
export function typeParam(value: string | undefined): ContentType {
  if (!isContentType(value)) throw notFound()
  return value
}

/** An item id of the URL (null for "new" when allowed), or a 404. */
export function idParam(value: string | undefined, { allowNew = false } = {}): string | null {
  if (allowNew && value === 'new') return null
  if (!isUuid(value)) throw notFound()
  return value
}

/** What a new item's form starts with. */
export function newItemDefaults(type: ContentType): FormValues {
  switch (type) {
    case 'articles': return {}
    case 'courses': return { level: 'beginner', category: 'Machine Learning' }
    case 'paths': return { level: 'beginner' }
    case 'tutorials': return { difficulty: 'beginner', category: 'Machine Learning' }
    case 'videos': return { category: 'Machine Learning', videoType: 'tutorial' }
    case 'playlists': return {}
    case 'podcasts': return { category: 'AI Research' }
    case 'series': return {}
  }
}

/**
 * The content types of the admin console, their labels and what each can do. Client-safe:
 * the list and the editors read it, so it imports nothing from the server or the schema.
 */
import type { ContentType } from '../../content/content-types'

// The console's modules read the list of types here, beside its labels.
export { contentTypes, isContentType, type ContentType } from '../../content/content-types'

export interface TypeInfo {
  /** Plural label for lists and filters. */
  label: string
  /** Singular noun used in sentences ("Delete this article"). */
  noun: string
  /** The audit log's target type. */
  target: string
  /** Has a status (draft, review, published). */
  hasStatus: boolean
  /** Has a publication time, so it can be scheduled. */
  canSchedule: boolean
  /** Addressed by a slug (unique in its table); the others by id. */
  hasSlug: boolean
}

export const typeInfo: Record<ContentType, TypeInfo> = {
  articles: { label: 'Articles', noun: 'article', target: 'article', hasStatus: true, canSchedule: true, hasSlug: true },
  courses: { label: 'Courses', noun: 'course', target: 'course', hasStatus: true, canSchedule: true, hasSlug: true },
  paths: { label: 'Learning paths', noun: 'learning path', target: 'learning_path', hasStatus: true, canSchedule: false, hasSlug: true },
  tutorials: { label: 'Tutorials', noun: 'tutorial', target: 'tutorial', hasStatus: true, canSchedule: true, hasSlug: true },
  videos: { label: 'Videos', noun: 'video', target: 'video', hasStatus: true, canSchedule: true, hasSlug: true },
  playlists: { label: 'Playlists', noun: 'playlist', target: 'playlist', hasStatus: false, canSchedule: false, hasSlug: false },
  podcasts: { label: 'Podcast episodes', noun: 'episode', target: 'podcast', hasStatus: true, canSchedule: true, hasSlug: true },
  series: { label: 'Podcast series', noun: 'series', target: 'podcast_series', hasStatus: false, canSchedule: false, hasSlug: false },
}

export const editPath = (type: ContentType, id: string) => `/admin/content/${type}/${id}`

export { displayStatus, publicPath, type DisplayStatus } from '../../content/content-types'

export const statusFilters = ['draft', 'review', 'changes_requested', 'approved', 'scheduled', 'published', 'unpublished'] as const
export type StatusFilter = (typeof statusFilters)[number]

export const flagFilters = ['premium', 'featured', 'ai'] as const
export type FlagFilter = (typeof flagFilters)[number]

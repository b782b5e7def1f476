import { videoCategories } from '../db/schema/category-names'
import type { videoTypes } from '../db/schema/videos'
import { categorySlugs } from '../lib/category-slugs'
import { listHref } from '../lib/list-href'

/**
 * Filter, sort and tab choices of the videos pages. Client-safe: the filter form and the cards
 * use them, so this file reads the stored category names from their database-free list and
 * nothing else from the schema but types.
 */
export type VideoCategory = (typeof videoCategories)[number]
export type VideoType = (typeof videoTypes)[number]

/** Latest, Most Viewed, Most Liked, Alphabetical (spec §9). */
export const videoSorts = ['published_at', 'views', 'likes', 'title'] as const
export type VideoSort = (typeof videoSorts)[number]

export const videoTabs = ['videos', 'playlists'] as const
type VideoTab = (typeof videoTabs)[number]

/** Cards per page and per Load More; `?page=N` renders the first N pages. */
export const VIDEO_PAGE_SIZE = 9

/** The spec's eight video categories: each URL slug is its stored name, lower-cased, with dashes. */
export const { slugs: videoCategorySlugs, nameBySlug: videoCategoryBySlug, slugOf: videoCategorySlugOf } = categorySlugs(videoCategories)
export type VideoCategorySlug = (typeof videoCategorySlugs)[number]

/** Video types with the key of their label. */
export const videoTypeLabels = {
  tutorial: 'videos.typeTutorial',
  interview: 'videos.typeInterview',
  demo: 'videos.typeDemo',
  webinar: 'videos.typeWebinar',
  news: 'videos.typeNews',
} as const satisfies Record<VideoType, `videos.type${string}`>

export const videoTypeList = Object.keys(videoTypeLabels) as VideoType[]

/** The list's filters as they appear in the address. */
export interface VideoListQuery {
  search?: string
  category?: VideoCategorySlug
  type?: VideoType
  sort: VideoSort
  tab: VideoTab
  page: number
}

/** A /videos address for the current filters with some of them changed; defaults are left out. */
export function videosHref(
  current: Omit<VideoListQuery, 'page'> & { page?: number },
  changes: Partial<VideoListQuery> & { cursor?: string } = {},
) {
  const { search, category, type, sort, tab, page, cursor } = { ...current, ...changes }
  return listHref('/videos', { search, category, type, sort, tab, page, cursor }, { sort: 'published_at', tab: 'videos', page: 1 })
}

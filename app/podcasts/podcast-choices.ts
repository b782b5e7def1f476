import { podcastCategories } from '../db/schema/category-names'
import { categorySlugs } from '../lib/category-slugs'
import { formatHoursMinutes } from '../lib/format'

/**
 * Filter, sort and tab choices of the podcasts pages and their formatting. Client-safe: the
 * filter form and the cards use them, so this file reads the stored category names from their
 * database-free list and nothing else from the schema but types.
 */
export type PodcastCategory = (typeof podcastCategories)[number]

/** Latest, Most Downloaded, Most Liked, Alphabetical (spec §9). */
export const podcastSorts = ['published_at', 'downloads', 'likes', 'title'] as const
export type PodcastSort = (typeof podcastSorts)[number]

export const podcastTabs = ['episodes', 'series'] as const
export type PodcastTab = (typeof podcastTabs)[number]

/** The spec's eight podcast categories: each URL slug is its stored name, lower-cased, with dashes. */
export const { slugs: podcastCategorySlugs, nameBySlug: podcastCategoryBySlug, slugOf: podcastCategorySlugOf, nameOf: podcastCategoryNameOf } = categorySlugs(podcastCategories)
export type PodcastCategorySlug = (typeof podcastCategorySlugs)[number]

/** Cards show at most five tags (spec §2). */
export const MAX_CARD_TAGS = 5

/** Playback speeds of the player. */
export const playbackRates = [0.75, 1, 1.25, 1.5, 2] as const

/** Episode lengths in hours and minutes (spec §9): 45m, 1h 5m, 2h; under a minute 1m. */
export function formatEpisodeLength(seconds: number, locale = 'en') {
  return formatHoursMinutes(Math.max(1, Math.round(seconds / 60)), locale)
}

/** A player clock: 0:07, 12:34, 1:02:03. */
export function formatClock(totalSeconds: number) {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

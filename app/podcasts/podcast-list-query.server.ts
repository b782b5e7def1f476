import { z } from 'zod'
import { AppError } from '../lib/app-error'
import { pageSizeFor as pageSizeOf } from '../lib/keyset-paging.server'
import { cursorParam, optionalParam as optional, pageParam } from '../lib/list-query.server'
import { podcastCategoryBySlug, podcastCategorySlugs, podcastSorts, podcastTabs, type PodcastCategorySlug } from './podcast-choices'

const PODCAST_PAGE_SIZE = 12

const querySchema = z.object({
  search: optional(z.string().trim().max(200, 'Search text can be at most 200 characters.')),
  category: optional(
    z.enum(podcastCategorySlugs as [PodcastCategorySlug, ...PodcastCategorySlug[]], {
      error: `Unknown category. Choose one of: ${podcastCategorySlugs.join(', ')}.`,
    }),
  ),
  sort: optional(z.enum(podcastSorts, { error: 'Unknown sort. Choose published_at, downloads, likes or title.' })).transform(
    (sort) => sort ?? 'published_at',
  ),
  tab: optional(z.enum(podcastTabs, { error: 'Unknown tab. Choose episodes or series.' })).transform((tab) => tab ?? 'episodes'),
  page: pageParam,
  cursor: cursorParam,
})

type PodcastQuery = z.output<typeof querySchema>

const issues = (error: z.ZodError) => error.issues.map((issue) => issue.message).join(' ')

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parsePodcastQuery(params: URLSearchParams): PodcastQuery {
  const parsed = querySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new AppError('invalid_input', 400, issues(parsed.error))
  return parsed.data
}

/** A series page only pages: `?page=N` or `?cursor=`. */
export function parseSeriesPageQuery(params: URLSearchParams) {
  const parsed = z.object({ page: pageParam, cursor: cursorParam }).safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new AppError('invalid_input', 400, issues(parsed.error))
  return parsed.data
}

/** `?cursor=` answers one page; `?page=N` the first N pages. */
export const pageSizeFor = (query: { page: number; cursor?: string }) => pageSizeOf(query, PODCAST_PAGE_SIZE)

/** The list options for a parsed query. */
export function listOptionsFor(query: PodcastQuery) {
  return {
    category: query.category ? podcastCategoryBySlug[query.category] : undefined,
    search: query.search,
    sort: query.sort,
    cursor: query.cursor,
    pageSize: pageSizeFor(query),
  }
}

import { z } from 'zod'
import { PodcastInputError } from './errors.server'
import { podcastCategoryBySlug, podcastCategorySlugs, podcastSorts, podcastTabs, type PodcastCategorySlug } from './podcast-filters'

/** The most pages `?page=N` renders at once (the no-JavaScript Load More). */
export const MAX_PODCAST_PAGES = 20
export const PODCAST_PAGE_SIZE = 12

/** An empty field (the "All" choice of a select) means no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

const pageSchema = optional(
  z.coerce
    .number({ error: 'The page must be a whole number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.'),
).transform((page) => Math.min(page ?? 1, MAX_PODCAST_PAGES))

const cursorSchema = optional(z.string().max(300, 'This page link is no longer valid. Please start again from the first page.'))

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
  page: pageSchema,
  cursor: cursorSchema,
})

export type PodcastQuery = z.output<typeof querySchema>

const issues = (error: z.ZodError) => error.issues.map((issue) => issue.message).join(' ')

/** The list's filters from the address; anything unknown is a PodcastInputError (400) naming the problem. */
export function parsePodcastQuery(params: URLSearchParams): PodcastQuery {
  const parsed = querySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new PodcastInputError(issues(parsed.error))
  return parsed.data
}

/** A series page only pages: `?page=N` or `?cursor=`. */
export function parseSeriesPageQuery(params: URLSearchParams) {
  const parsed = z.object({ page: pageSchema, cursor: cursorSchema }).safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new PodcastInputError(issues(parsed.error))
  return parsed.data
}

/** `?cursor=` answers one page; `?page=N` the first N pages. */
export const pageSizeFor = (query: { page: number; cursor?: string }) =>
  query.cursor ? PODCAST_PAGE_SIZE : PODCAST_PAGE_SIZE * query.page

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

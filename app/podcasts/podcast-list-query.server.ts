import { z } from 'zod'
import { pageSizeFor as pageSizeOf } from '../lib/keyset-paging.server'
import { pagingParams, parseListQuery, strictListParser } from '../lib/list-query.server'
import { podcastCategoryNameOf, podcastCategorySlugs, podcastSorts, podcastTabs } from './podcast-choices'

const PODCAST_PAGE_SIZE = 12

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export const parsePodcastQuery = strictListParser(
  { category: podcastCategorySlugs, sort: { choices: podcastSorts, fallback: 'published_at' }, tab: { choices: podcastTabs, fallback: 'episodes' } },
  pagingParams,
)

type PodcastQuery = ReturnType<typeof parsePodcastQuery>

/** A series page only pages: `?page=N` or `?cursor=`. */
export function parseSeriesPageQuery(params: URLSearchParams) {
  return parseListQuery(z.object(pagingParams), params)
}

/** `?cursor=` answers one page; `?page=N` the first N pages. */
export const pageSizeFor = (query: { page: number; cursor?: string }) => pageSizeOf(query, PODCAST_PAGE_SIZE)

/** The list options for a parsed query. */
export function listOptionsFor(query: PodcastQuery) {
  return {
    category: podcastCategoryNameOf(query.category),
    search: query.search,
    sort: query.sort,
    cursor: query.cursor,
    pageSize: pageSizeFor(query),
  }
}

import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { pageSizeFor as pageSizeOf } from '../lib/keyset-paging.server'
import { choiceParam, choiceParamOr, cursorParam, pageParam, parseListQuery, searchParam } from '../lib/list-query.server'
import { podcastCategoryBySlug, podcastCategorySlugs, podcastSorts, podcastTabs } from './podcast-choices'

const PODCAST_PAGE_SIZE = 12

const querySchema = z.object({
  search: searchParam,
  category: choiceParam(podcastCategorySlugs, textKey('answers.list.unknownCategory')),
  sort: choiceParamOr(podcastSorts, 'published_at', textKey('answers.list.unknownSort')),
  tab: choiceParamOr(podcastTabs, 'episodes', textKey('answers.list.unknownTab')),
  page: pageParam,
  cursor: cursorParam,
})

type PodcastQuery = z.output<typeof querySchema>

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parsePodcastQuery(params: URLSearchParams): PodcastQuery {
  return parseListQuery(querySchema, params)
}

/** A series page only pages: `?page=N` or `?cursor=`. */
export function parseSeriesPageQuery(params: URLSearchParams) {
  return parseListQuery(z.object({ page: pageParam, cursor: cursorParam }), params)
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

import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { pageSizeFor } from '../lib/keyset-paging.server'
import { cursorParam, optionalParam as optional, pageParam, parseListQuery, searchParam } from '../lib/list-query.server'
import { tutorialCategoryBySlug, tutorialCategorySlugs, tutorialDifficulties, tutorialSorts } from './tutorial-choices'

/** The first page holds the Featured Tutorial and twelve cards; each later page twelve cards. */
const FIRST_PAGE_SIZE = 13
export const PAGE_SIZE = 12

const querySchema = z.object({
  search: searchParam,
  difficulty: optional(z.enum(tutorialDifficulties, { error: textKey('answers.list.unknownDifficulty') })),
  category: optional(z.enum(tutorialCategorySlugs as [string, ...string[]], { error: textKey('answers.list.unknownCategory') })),
  sort: optional(z.enum(tutorialSorts, { error: textKey('answers.list.unknownSort') })).transform((sort) => sort ?? 'published_at'),
  page: pageParam,
  cursor: cursorParam,
})

type TutorialQuery = z.output<typeof querySchema>

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parseTutorialQuery(params: URLSearchParams): TutorialQuery {
  return parseListQuery(querySchema, params)
}

/** The list options for a parsed query: `?cursor=` answers one page, `?page=N` the first N pages. */
export function listOptionsFor(query: TutorialQuery) {
  const category = query.category ? tutorialCategoryBySlug[query.category as keyof typeof tutorialCategoryBySlug] : undefined
  return {
    difficulty: query.difficulty,
    category,
    search: query.search,
    sort: query.sort,
    cursor: query.cursor,
    pageSize: pageSizeFor(query, PAGE_SIZE, FIRST_PAGE_SIZE),
  }
}

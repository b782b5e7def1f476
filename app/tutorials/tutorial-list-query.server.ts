import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { pageSizeFor } from '../lib/keyset-paging.server'
import { choiceParam, choiceParamOr, cursorParam, pageParam, parseListQuery, searchParam } from '../lib/list-query.server'
import { tutorialCategoryBySlug, tutorialCategorySlugs, tutorialDifficulties, tutorialSorts } from './tutorial-choices'

/** The first page holds the Featured Tutorial and twelve cards; each later page twelve cards. */
const FIRST_PAGE_SIZE = 13
export const PAGE_SIZE = 12

const querySchema = z.object({
  search: searchParam,
  difficulty: choiceParam(tutorialDifficulties, textKey('answers.list.unknownDifficulty')),
  category: choiceParam(tutorialCategorySlugs, textKey('answers.list.unknownCategory')),
  sort: choiceParamOr(tutorialSorts, 'published_at', textKey('answers.list.unknownSort')),
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
  return {
    difficulty: query.difficulty,
    category: query.category ? tutorialCategoryBySlug[query.category] : undefined,
    search: query.search,
    sort: query.sort,
    cursor: query.cursor,
    pageSize: pageSizeFor(query, PAGE_SIZE, FIRST_PAGE_SIZE),
  }
}

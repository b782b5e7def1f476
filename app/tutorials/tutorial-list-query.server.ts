import { pageSizeFor } from '../lib/keyset-paging.server'
import { pagingParams, strictListParser } from '../lib/list-query.server'
import { tutorialCategoryNameOf, tutorialCategorySlugs, tutorialDifficulties, tutorialSorts } from './tutorial-choices'

/** The first page holds the Featured Tutorial and twelve cards; each later page twelve cards. */
const FIRST_PAGE_SIZE = 13
export const PAGE_SIZE = 12

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export const parseTutorialQuery = strictListParser(
  { difficulty: tutorialDifficulties, category: tutorialCategorySlugs, sort: { choices: tutorialSorts, fallback: 'published_at' } },
  pagingParams,
)

type TutorialQuery = ReturnType<typeof parseTutorialQuery>

/** The list options for a parsed query: `?cursor=` answers one page, `?page=N` the first N pages. */
export function listOptionsFor(query: TutorialQuery) {
  return {
    difficulty: query.difficulty,
    category: tutorialCategoryNameOf(query.category),
    search: query.search,
    sort: query.sort,
    cursor: query.cursor,
    pageSize: pageSizeFor(query, PAGE_SIZE, FIRST_PAGE_SIZE),
  }
}

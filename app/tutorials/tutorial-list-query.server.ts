import { z } from 'zod'
import { AppError } from '../lib/app-error'
import { pageSizeFor } from '../lib/keyset-paging.server'
import { cursorParam, optionalParam as optional, pageParam } from '../lib/list-query.server'
import { tutorialCategoryBySlug, tutorialCategorySlugs, tutorialDifficulties, tutorialSorts } from './tutorial-choices'

/** The first page holds the Featured Tutorial and twelve cards; each later page twelve cards. */
const FIRST_PAGE_SIZE = 13
export const PAGE_SIZE = 12

const querySchema = z.object({
  search: optional(z.string().trim().max(200, 'Search text can be at most 200 characters.')),
  difficulty: optional(
    z.enum(tutorialDifficulties, { error: 'Unknown difficulty. Choose beginner, intermediate or advanced.' }),
  ),
  category: optional(
    z.enum(tutorialCategorySlugs as [string, ...string[]], {
      error: `Unknown category. Choose one of: ${tutorialCategorySlugs.join(', ')}.`,
    }),
  ),
  sort: optional(
    z.enum(tutorialSorts, { error: 'Unknown sort. Choose published_at, views, likes or title.' }),
  ).transform((sort) => sort ?? 'published_at'),
  page: pageParam,
  cursor: cursorParam,
})

type TutorialQuery = z.output<typeof querySchema>

/** The list's filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parseTutorialQuery(params: URLSearchParams): TutorialQuery {
  const parsed = querySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new AppError('invalid_input', 400, parsed.error.issues.map((issue) => issue.message).join(' '))
  return parsed.data
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

import { z } from 'zod'
import { TutorialInputError } from './errors.server'
import { tutorialCategoryBySlug, tutorialCategorySlugs, tutorialDifficulties, tutorialSorts } from './tutorial-filters'

/** The most pages `?page=N` renders at once (the no-JavaScript Load More). */
export const MAX_TUTORIAL_PAGES = 20
/** The first page holds the Featured Tutorial and twelve cards; each later page twelve cards. */
export const FIRST_PAGE_SIZE = 13
export const PAGE_SIZE = 12

/** An empty field (the "All" choice of a select) means no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())

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
  page: optional(
    z.coerce
      .number({ error: 'The page must be a whole number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.'),
  ).transform((page) => Math.min(page ?? 1, MAX_TUTORIAL_PAGES)),
  cursor: optional(z.string().max(300, 'This page link is no longer valid. Please start again from the first page.')),
})

export type TutorialQuery = z.output<typeof querySchema>

/** The list's filters from the address; anything unknown is a TutorialInputError (400) naming the problem. */
export function parseTutorialQuery(params: URLSearchParams): TutorialQuery {
  const parsed = querySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new TutorialInputError(parsed.error.issues.map((issue) => issue.message).join(' '))
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
    pageSize: query.cursor ? PAGE_SIZE : FIRST_PAGE_SIZE + PAGE_SIZE * (query.page - 1),
  }
}

import { z } from 'zod'
import { AppError } from '../lib/app-error'
import { optionalParam as optional } from '../lib/list-query.server'
import { courseLevels, educationCategoryBySlug, educationCategorySlugs, educationTabs } from './course-choices'

const querySchema = z.object({
  search: optional(z.string().trim().max(200, 'Search text can be at most 200 characters.')),
  level: optional(z.enum(courseLevels, { error: 'Unknown level. Choose beginner, intermediate or advanced.' })),
  category: optional(
    z.enum(educationCategorySlugs as [string, ...string[]], {
      error: `Unknown category. Choose one of: ${educationCategorySlugs.join(', ')}.`,
    }),
  ),
  tab: optional(z.enum(educationTabs, { error: 'Unknown tab. Choose courses or paths.' })).transform(
    (tab) => tab ?? 'courses',
  ),
})

type EducationQuery = z.output<typeof querySchema>

/** The /education filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parseEducationQuery(params: URLSearchParams): EducationQuery {
  const parsed = querySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw new AppError('invalid_input', 400, parsed.error.issues.map((issue) => issue.message).join(' '))
  return parsed.data
}

/** The list filters for a parsed query, with the category slug turned into its stored name. */
export function listFiltersFor(query: EducationQuery) {
  return {
    search: query.search,
    level: query.level,
    category: query.category ? educationCategoryBySlug[query.category as keyof typeof educationCategoryBySlug] : undefined,
  }
}

/** The course page's rating form. */
export const ratingFormSchema = z.object({
  intent: z.literal('rate', { error: 'Unknown action: send intent=rate.' }),
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
})

/** The lesson page's Mark complete form. */
export const completeFormSchema = z.object({ intent: z.literal('complete', { error: 'Unknown action: send intent=complete.' }) })

import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { choiceParam, choiceParamOr, parseListQuery, searchParam } from '../lib/list-query.server'
import { courseLevels, educationCategoryBySlug, educationCategorySlugs, educationTabs } from './course-choices'

const querySchema = z.object({
  search: searchParam,
  level: choiceParam(courseLevels, textKey('answers.list.unknownLevel')),
  category: choiceParam(educationCategorySlugs, textKey('answers.list.unknownCategory')),
  tab: choiceParamOr(educationTabs, 'courses', textKey('answers.list.unknownTab')),
})

type EducationQuery = z.output<typeof querySchema>

/** The /education filters from the address; anything unknown is an AppError (400) naming the problem. */
export function parseEducationQuery(params: URLSearchParams): EducationQuery {
  return parseListQuery(querySchema, params)
}

/** The list filters for a parsed query, with the category slug turned into its stored name. */
export function listFiltersFor(query: EducationQuery) {
  return {
    search: query.search,
    level: query.level,
    category: query.category ? educationCategoryBySlug[query.category] : undefined,
  }
}

/** The course page's rating form. */
export const ratingFormSchema = z.object({
  intent: z.literal('rate', { error: 'Unknown action: send intent=rate.' }),
  rating: z.coerce
    .number({ error: textKey('answers.learning.ratingRange') })
    .int(textKey('answers.learning.ratingRange'))
    .min(1, textKey('answers.learning.ratingRange'))
    .max(5, textKey('answers.learning.ratingRange')),
})

/** The lesson page's Mark complete form. */
export const completeFormSchema = z.object({ intent: z.literal('complete', { error: 'Unknown action: send intent=complete.' }) })

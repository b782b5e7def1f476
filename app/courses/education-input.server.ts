import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { strictListParser } from '../lib/list-query.server'
import { courseLevels, educationCategoryNameOf, educationCategorySlugs, educationTabs } from './course-choices'

/** The /education filters from the address; anything unknown is an AppError (400) naming the problem. */
export const parseEducationQuery = strictListParser({ level: courseLevels, category: educationCategorySlugs, tab: { choices: educationTabs, fallback: 'courses' } })

type EducationQuery = ReturnType<typeof parseEducationQuery>

/** The list filters for a parsed query, with the category slug turned into its stored name. */
export function listFiltersFor(query: EducationQuery) {
  return {
    search: query.search,
    level: query.level,
    category: educationCategoryNameOf(query.category),
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

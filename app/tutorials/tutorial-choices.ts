import type { Level } from '../db/schema/columns'
import { tutorialCategories } from '../db/schema/category-names'
import { categorySlugs } from '../lib/category-slugs'

/**
 * Filter and sort choices of the tutorials list, and the cards' tags. Client-safe: the filter
 * form and the cards use them, so this file reads the stored category names from their
 * database-free list and nothing else from the schema but types.
 */
export type TutorialCategory = (typeof tutorialCategories)[number]

export const tutorialDifficulties = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly Level[]
export type TutorialDifficulty = (typeof tutorialDifficulties)[number]

/** Latest, Most Viewed, Most Liked, Alphabetical (spec §9). */
export const tutorialSorts = ['published_at', 'views', 'likes', 'title'] as const
export type TutorialSort = (typeof tutorialSorts)[number]

/** The spec's ten tutorial categories: each URL slug is its stored name, lower-cased, with dashes. */
export const { slugs: tutorialCategorySlugs, nameBySlug: tutorialCategoryBySlug, slugOf: categorySlugOf, nameOf: tutorialCategoryNameOf } = categorySlugs(tutorialCategories)
export type TutorialCategorySlug = (typeof tutorialCategorySlugs)[number]

/** Cards show at most three tags and "+N" for the rest. */
export function visibleTags(tags: readonly string[], limit = 3) {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) }
}

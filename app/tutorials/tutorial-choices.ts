import type { Level } from '../db/schema/columns'
import type { tutorialCategories } from '../db/schema/tutorials'
import { categorySlugs } from '../lib/category-slugs'

/**
 * Filter and sort choices of the tutorials list, and the cards' tags. Client-safe: the
 * filter form and the cards use them, so this file imports only types from the schema.
 */
export type TutorialCategory = (typeof tutorialCategories)[number]

export const tutorialDifficulties = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly Level[]
export type TutorialDifficulty = (typeof tutorialDifficulties)[number]

/** Latest, Most Viewed, Most Liked, Alphabetical (spec §9). */
export const tutorialSorts = ['published_at', 'views', 'likes', 'title'] as const
export type TutorialSort = (typeof tutorialSorts)[number]

/** The spec's ten tutorial categories by their URL slug. */
export const tutorialCategoryBySlug = {
  'machine-learning': 'Machine Learning',
  'deep-learning': 'Deep Learning',
  'computer-vision': 'Computer Vision',
  'natural-language-processing': 'Natural Language Processing',
  'data-science': 'Data Science',
  python: 'Python',
  tensorflow: 'TensorFlow',
  pytorch: 'PyTorch',
  'scikit-learn': 'Scikit-learn',
  opencv: 'OpenCV',
} as const satisfies Record<string, TutorialCategory>

export type TutorialCategorySlug = keyof typeof tutorialCategoryBySlug
export const { slugs: tutorialCategorySlugs, slugOf: categorySlugOf } = categorySlugs<TutorialCategory>()(tutorialCategoryBySlug)

/** Cards show at most three tags and "+N" for the rest. */
export function visibleTags(tags: readonly string[], limit = 3) {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) }
}

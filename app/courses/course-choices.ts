import type { Level } from '../db/schema/columns'
import { educationCategories } from '../db/schema/category-names'
import { categorySlugs } from '../lib/category-slugs'

/**
 * Filter choices of the education pages and their progress. Client-safe: the filter form and
 * the cards use them, so this file reads the stored category names from their database-free
 * list and nothing else from the schema but types.
 */
export type EducationCategory = (typeof educationCategories)[number]

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly Level[]
export type CourseLevel = (typeof courseLevels)[number]

/** The Courses and Learning Paths tabs of /education. */
export const educationTabs = ['courses', 'paths'] as const
export type EducationTab = (typeof educationTabs)[number]

/** The spec's eight education categories: each URL slug is its stored name, lower-cased, with dashes. */
export const { slugs: educationCategorySlugs, nameBySlug: educationCategoryBySlug, slugOf: educationCategorySlugOf, nameOf: educationCategoryNameOf } = categorySlugs(educationCategories)
export type EducationCategorySlug = (typeof educationCategorySlugs)[number]

/** Whole percent of lessons completed: 0 for an empty course, 100 only when every lesson is done. */
export function progressPercent(completed: number, total: number) {
  if (total <= 0) return 0
  const percent = Math.floor((Math.min(completed, total) / total) * 100)
  return completed >= total ? 100 : Math.min(percent, 99)
}

/** Addresses of the education pages. */
export const coursePath = (slug: string) => `/education/course/${encodeURIComponent(slug)}`
export const lessonPath = (courseSlug: string, lessonSlug: string) =>
  `${coursePath(courseSlug)}/lesson/${encodeURIComponent(lessonSlug)}`
export const learningPathPath = (slug: string) => `/education/path/${encodeURIComponent(slug)}`

import type { Level } from '../db/schema/columns'
import type { educationCategories } from '../db/schema/courses'
import { categorySlugs } from '../lib/category-slugs'

/**
 * Filter choices of the education pages and their progress. Client-safe: the filter form
 * and the cards use them, so this file imports only types from the schema.
 */
export type EducationCategory = (typeof educationCategories)[number]

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly Level[]
export type CourseLevel = (typeof courseLevels)[number]

/** The Courses and Learning Paths tabs of /education. */
export const educationTabs = ['courses', 'paths'] as const
export type EducationTab = (typeof educationTabs)[number]

/** The spec's eight education categories by their URL slug. */
export const educationCategoryBySlug = {
  'machine-learning': 'Machine Learning',
  'deep-learning': 'Deep Learning',
  'natural-language-processing': 'Natural Language Processing',
  'computer-vision': 'Computer Vision',
  robotics: 'Robotics',
  'ai-ethics': 'AI Ethics',
  'data-science': 'Data Science',
  'neural-networks': 'Neural Networks',
} as const satisfies Record<string, EducationCategory>

export type EducationCategorySlug = keyof typeof educationCategoryBySlug
export const { slugs: educationCategorySlugs, slugOf: educationCategorySlugOf } = categorySlugs<EducationCategory>()(educationCategoryBySlug)

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

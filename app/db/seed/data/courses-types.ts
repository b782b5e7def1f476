import type { Level } from '../../schema/columns'
import type { educationCategories } from '../../schema/courses'

export type EducationCategory = (typeof educationCategories)[number]

/** One lesson of a demo course. */
interface SeedLesson {
  slug: string
  title: string
  /** Time to work through the lesson, exercises included. */
  durationMinutes: number
  /** Teaching material as HTML: <h2>, <h3>, <p>, <ul>/<ol>, <pre><code class="language-…">, <strong>, <em>. */
  content: string
}

/** A hand-written demo course; its duration is the sum of its lessons. */
export interface SeedCourse {
  slug: string
  title: string
  description: string
  level: Level
  category: EducationCategory
  instructor: string
  rating: number
  ratingCount: number
  isPremium?: boolean
  /** How many days before the seed run the course was published. */
  publishedDaysAgo: number
  lessons: SeedLesson[]
}

/** A demo learning path: courses in order, referenced by slug. */
export interface SeedLearningPath {
  slug: string
  title: string
  description: string
  level: Level
  estimatedHours: number
  publishedDaysAgo: number
  courseSlugs: string[]
}

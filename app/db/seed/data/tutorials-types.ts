import type { Level } from '../../schema/columns'
import type { tutorialCategories } from '../../schema/tutorials'

export type TutorialCategory = (typeof tutorialCategories)[number]

/** A hand-written demo tutorial; the content is built from the numbered steps. */
export interface SeedTutorial {
  slug: string
  title: string
  description: string
  difficulty: Level
  category: TutorialCategory
  /** Minutes to complete. */
  estimatedTime: number
  tags: string[]
  isPremium?: boolean
  publishedDaysAgo: number
  /** HTML before the first step. */
  intro: string
  /** Each becomes "Step N: title" followed by the HTML body (code in <pre><code class="language-…">). */
  steps: { title: string; body: string }[]
  /** HTML after the last step. */
  outro: string
}

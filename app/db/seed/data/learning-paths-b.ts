import type { SeedLearningPath } from './courses-types'

/** Learning paths added with the marketing-focused courses; hours cover lessons plus practice time. */
export const learningPathsB: SeedLearningPath[] = [
  {
    slug: 'ai-for-growth-marketing',
    title: 'AI for Growth Marketing',
    description:
      'Put AI to work across the growth funnel: brief language models for on-brand copy grounded in your own material, measure campaigns with sound analysis and personalise what each customer sees with recommendation systems.',
    level: 'intermediate',
    estimatedHours: 8,
    publishedDaysAgo: 5,
    courseSlugs: ['llms-for-marketing-teams', 'applied-data-science-for-marketing', 'recommendation-systems-in-practice'],
  },
]

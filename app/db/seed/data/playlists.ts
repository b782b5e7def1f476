/** A demo playlist: its videos in order, referenced by slug. */
interface SeedPlaylist {
  title: string
  description: string
  isPremium?: boolean
  createdDaysAgo: number
  videoSlugs: string[]
}

export const seedPlaylists: SeedPlaylist[] = [
  {
    title: 'Deep Learning Fundamentals',
    description:
      'Start with how models learn, look inside the transformer and finish with the engineering needed to ship models reliably.',
    createdDaysAgo: 110,
    videoSlugs: [
      'gradient-descent-visualized',
      'inside-a-transformer-attention-step-by-step',
      'webinar-from-prototype-to-production-ml-pipelines',
    ],
  },
  {
    title: 'AI for Marketing Teams',
    description:
      'Forecasting, generated content, multilingual support and fair targeting: practical sessions for marketers who work alongside AI systems.',
    isPremium: true,
    createdDaysAgo: 20,
    videoSlugs: [
      'forecasting-campaign-performance-with-time-series',
      'demo-generating-product-descriptions-with-guardrails',
      'interview-multilingual-support-bots',
      'webinar-auditing-marketing-algorithms-for-bias',
    ],
  },
  {
    title: 'Robots and Vision in the Real World',
    description:
      'Cameras on shelves, arms in warehouses and the safety thinking that has to come first, with the latest industry briefings.',
    createdDaysAgo: 2,
    videoSlugs: [
      'live-demo-real-time-shelf-monitoring',
      'warehouse-robots-learning-from-demonstration',
      'interview-what-robotics-startups-get-wrong-about-safety',
      'this-week-in-ai-model-releases-chips-and-rules',
      'the-quarter-in-ai-funding-and-acquisitions',
    ],
  },
]

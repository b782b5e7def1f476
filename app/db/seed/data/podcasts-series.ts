import type { podcastCategories } from '../../schema/podcasts'

export type PodcastCategory = (typeof podcastCategories)[number]

/** A demo podcast series; episodes refer to it by key. */
interface SeedPodcastSeries {
  key: string
  title: string
  description: string
  host: string
  /** Apple Podcasts category and subcategory, spelled as Apple spells them (a test checks them against Apple's list). */
  appleCategory: string
  appleSubcategory: string
  createdDaysAgo: number
}

/** A demo podcast episode; playing time and file size come from the generated file (media-files.ts). */
export interface SeedPodcastEpisode {
  slug: string
  seriesKey: string
  title: string
  /** Plain-text summary shown on cards. */
  description: string
  category: PodcastCategory
  guest?: string
  episodeNumber: number
  /** Up to six. */
  tags: string[]
  isPremium?: boolean
  /** How many days before the seed run the episode was published (0–180). */
  publishedDaysAgo: number
  /** HTML: <p>, <h3>, <ul>/<li>, <strong>. */
  showNotes: string
}

export const seedPodcastSeries: SeedPodcastSeries[] = [
  {
    key: 'gradient-signal',
    title: 'The Gradient Signal',
    description:
      'Research explained by the people doing it. Each episode takes one idea from machine learning research, from evaluation to robotics, and asks what it means for teams building real products.',
    host: 'Noor Haddad-Keller',
    appleCategory: 'News',
    appleSubcategory: 'Tech News',
    createdDaysAgo: 420,
  },
  {
    key: 'signal-and-noise',
    title: 'Signal & Noise: AI in Marketing',
    description:
      'Marketers, founders and analysts on what actually works when AI meets campaigns, content and customer data, and what is just noise.',
    host: 'Caleb Ferreira',
    appleCategory: 'Business',
    appleSubcategory: 'Marketing',
    createdDaysAgo: 260,
  },
  {
    key: 'humans-in-the-loop',
    title: 'Humans in the Loop',
    description:
      'Conversations about the people around AI systems: who is accountable, who gets hired, who is affected and how to build careers and institutions that keep up.',
    host: 'Imogen Sato-Blake',
    appleCategory: 'Business',
    appleSubcategory: 'Careers',
    createdDaysAgo: 190,
  },
]

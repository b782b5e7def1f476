/** What `searchSite` and `/api/search` answer with; client-safe. */
export const searchKinds = ['articles', 'courses', 'tutorials', 'videos', 'podcasts'] as const
export type SearchKind = (typeof searchKinds)[number]

export interface SearchItem {
  kind: SearchKind
  id: string
  /** The item's slug, the last part of its address. */
  slug: string
  title: string
  excerpt: string
  href: string
  isPremium: boolean
  category: string | null
  publishedAt: string | null
}

export interface SearchResult {
  query: string
  /** Items returned, over all groups. */
  total: number
  groups: { kind: SearchKind; items: SearchItem[] }[]
}

export const MIN_QUERY_LENGTH = 3
export const trendingTopics = [
  'Machine Learning',
  'GPT-4',
  'Computer Vision',
  'Natural Language Processing',
  'Robotics',
  'AI Ethics',
] as const

/** The news-fetch tool's fixed request (spec §9) and texts shared by the server and the panel. */
export const NEWS_QUERY = 'artificial intelligence OR AI OR machine learning OR marketing automation'
export const NEWS_LANGUAGE = 'en'
export const NEWS_PAGE_SIZE = 20

export const newsCategories = ['technology', 'business', 'science', 'health', 'entertainment', 'sports'] as const
export type NewsCategory = (typeof newsCategories)[number]
export const isNewsCategory = (value: unknown): value is NewsCategory => newsCategories.some((c) => c === value)

export const newsFetchTexts = {
  notConfiguredTitle: 'API Key Not Configured',
  notConfiguredInfo: 'Please add your NewsAPI key to get started.',
  failed: 'Failed to fetch news',
  unknown: 'Unknown error occurred',
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const

export interface NewsFetchResult {
  success: boolean
  fetched: number
  inserted: number
  articles: { id: string; slug: string; title: string; sourceName: string | null }[]
  error?: string
  status?: 'not_configured'
  message?: string
}

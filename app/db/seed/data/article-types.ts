/** Shape of one hand-written demo news article used by the seed script. */
type SeedCategorySlug =
  | 'ml'
  | 'nlp'
  | 'cv'
  | 'robotics'
  | 'generative-ai'
  | 'ethics'
  | 'marketing'
  | 'business'

export interface SeedArticle {
  slug: string
  title: string
  excerpt: string
  category: SeedCategorySlug
  author: string
  /** How many days before the seed run the article was published (0–180). */
  publishedDaysAgo: number
  tags: string[]
  isFeatured?: boolean
  isPremium?: boolean
  isAiGenerated?: boolean
  /** Article body as HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <blockquote>, <strong>, <em>, <code>, <pre>. */
  content: string
}

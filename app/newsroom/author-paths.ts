/** Addresses of an author's page and feed (client-safe). */
export const authorPath = (slug: string) => `/authors/${slug}`
export const authorFeedPath = (slug: string) => `/authors/${slug}/rss.xml`

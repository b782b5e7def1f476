import type { viewedKinds } from '../db/schema/analytics'

/**
 * What a rendered page's loader did that a cached copy must do again for each reader: the
 * view it counted, and the article whose free-tier meter it ran. The page cache keeps these
 * facts with the copy (server/page-cache/, app/analytics/page-copy-reads.server.ts).
 */
export interface PageFacts {
  view?: { kind: (typeof viewedKinds)[number]; id: string }
  meteredArticleId?: string
  /** The articles whose headline is being tested on this page (a list): copies are kept per headline and count their views. */
  headlines?: string[]
  /** This page is the article of a running headline test: copies are kept per headline and count a click from a list. */
  headlineArticle?: string
}

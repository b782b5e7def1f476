import type { viewedKinds } from '../db/schema/analytics'

/**
 * What a rendered page's loader did that a cached copy must do again for each reader: the
 * view it counted, and the article whose free-tier meter it ran. The page cache keeps these
 * facts with the copy (server/page-cache/, app/analytics/page-copy-reads.server.ts).
 */
export interface PageFacts {
  view?: { kind: (typeof viewedKinds)[number]; id: string }
  meteredArticleId?: string
}

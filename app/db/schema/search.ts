import { sql } from 'drizzle-orm'
import { index, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * Every word of every searchable title (articles, courses, tutorials, videos, podcasts),
 * kept by triggers. Search looks misspelt words up here by trigram similarity.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
)

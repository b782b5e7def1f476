import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { containsPattern } from './like-pattern'

interface ListSearch {
  /** The table's full-text column, searched with the words as a web search would read them. */
  index?: AnyColumn
  /** Columns (or expressions over them) that match when they contain the text anywhere. */
  fields: (AnyColumn | SQL)[]
  /** Another way a row may match the trimmed text, e.g. through the rows it holds. */
  orMatching?: (query: string) => SQL
}

/**
 * The search box of a public list as one condition: the full-text index, or the text as a
 * substring of a field, so a partial word still finds its row. A blank search is no condition
 * (`undefined`, which `and(...)` skips).
 */
export function listSearch(search: string | undefined, { index, fields, orMatching }: ListSearch): SQL | undefined {
  const query = search?.trim()
  if (!query) return undefined
  const like = containsPattern(query)
  return or(
    index ? sql`${index} @@ websearch_to_tsquery('english', ${query})` : undefined,
    ...fields.map((field) => ilike(field, like)),
    orMatching?.(query),
  )
}

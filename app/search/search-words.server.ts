import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'

const MAX_WORDS = 6
/** Shorter words are not corrected: too few trigrams to tell a typo from another word. */
const MIN_CORRECTED_LENGTH = 4
const ALTERNATIVES_PER_WORD = 3
/** Trigram similarity a title word needs to stand in for a misspelt word ("nueral" ~ "neural" is 0.27). */
const MIN_SIMILARITY = 0.25
const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word)

/**
 * The words of a query in lower case: runs of letters and digits only, so no tsquery
 * operator (& | ! : * ( ) < > ') typed by a visitor survives. One-letter words are dropped.
 */
export function searchWords(query: string) {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((word) => word.length >= 2))].slice(0, MAX_WORDS)
}

/**
 * For each word that starts no word of any title, the most similar title words (pg_trgm
 * similarity over the search_terms lexicon, through its trigram index).
 */
export async function correctSpelling(db: Db, words: string[]) {
  const correctable = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH)
  const alternatives = new Map<string, string[]>()
  if (correctable.length === 0) return alternatives
  const lookups = correctable.map(
    (word) => sql`(select ${word}::text as word,
        lumen_similar_terms(${word}, ${MIN_SIMILARITY}, ${ALTERNATIVES_PER_WORD}) as terms
      where not exists (select 1 from search_terms where term like ${`${word}%`}))`,
  )
  const { rows } = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as {
    rows: { word: string; terms: string[] }[]
  }
  for (const { word, terms } of rows) {
    const plain = terms.filter((term) => term !== word && isPlainWord(term))
    if (plain.length > 0) alternatives.set(word, plain)
  }
  return alternatives
}

import { enAnswers } from '../i18n/en/answers'
import { readerAnswer } from '../i18n/reader-message.server'
import type { AnswerKey } from '../i18n/text-keys'

/**
 * The plan names and features the seed writes, by their stored English words. Plans are rows
 * an admin may edit, so the words are data, not refusals: only the site's own words have a
 * translation (`answers.plan.*`), and an admin's own stay as typed.
 */
const seedWordKeys: ReadonlyMap<string, AnswerKey> = new Map(
  Object.entries(enAnswers)
    .filter(([key]) => key.startsWith('answers.plan.'))
    .map(([key, text]) => [text, key as AnswerKey]),
)

/** A plan's name or feature in the reader's language where it is one of the seed's words. */
export function planWords(text: string) {
  const key = seedWordKeys.get(text)
  return key ? readerAnswer(key) : text
}

/** What a seed feature means where its name alone does not say (Community access: the comments). */
export function planFeatureNote(text: string) {
  return text === enAnswers['answers.plan.community'] ? readerAnswer('answers.planNote.community') : null
}

import { enAnswers } from './en/answers'
import { esAnswers } from './es/answers'
import { frAnswers } from './fr/answers'
import { deAnswers } from './de/answers'
import { zhAnswers } from './zh/answers'
import { jaAnswers } from './ja/answers'
import { koAnswers } from './ko/answers'
import { ptAnswers } from './pt/answers'
import { ruAnswers } from './ru/answers'
import { arAnswers } from './ar/answers'
import type { LanguageCode } from './languages'
import type { AnswerKey } from './text-keys'

export type { AnswerKey }

/**
 * The server's answers in every language. They are used only where the server writes them,
 * so they stay out of the dictionaries the browser loads.
 */
export const answerDictionaries: Record<LanguageCode, Record<AnswerKey, string>> = {
  en: enAnswers,
  es: esAnswers,
  fr: frAnswers,
  de: deAnswers,
  zh: zhAnswers,
  ja: jaAnswers,
  ko: koAnswers,
  pt: ptAnswers,
  ru: ruAnswers,
  ar: arAnswers,
}

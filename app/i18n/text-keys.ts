import type { MessageKey } from './en'
import type { AdminTextKey } from './en/admin'
import type { enAnswers } from './en/answers'

/** A key of the server's answers (`app/i18n/<lang>/answers.ts`), which stay on the server. */
export type AnswerKey = keyof typeof enAnswers

/**
 * Any text the server may answer a request with, by key: one of its answers, a message of the
 * page dictionaries (`app/i18n/<lang>.ts`), or one of the admin console's English-only refusals
 * (`app/i18n/en/admin.ts`).
 */
export type TextKey = AnswerKey | MessageKey | AdminTextKey

/** The values a text's `{placeholders}` and plural forms are filled with. */
export type TextValues = Record<string, string | number>

/**
 * A text key where a library wants a plain string (a schema's message): the message is the key,
 * checked by the typecheck, and the page or the server writes its text in the reader's language.
 */
export const textKey = <K extends TextKey>(key: K): K => key

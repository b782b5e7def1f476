import { en } from './en'
import { enAdmin } from './en/admin'
import { enAnswers } from './en/answers'
import { formatMessage } from './message-format'
import type { TextKey, TextValues } from './text-keys'

const englishTexts: Readonly<Record<string, string>> = { ...en, ...enAnswers, ...enAdmin }

/** Whether a text is one of the keys the server can write in a reader's language (a schema's message may be a key or plain text). */
export const isTextKey = (text: string): text is TextKey => Object.hasOwn(englishTexts, text)

/** A text in English: what an AppError's `message` says, for logs, tests and the English-only admin console. */
export const englishText = (key: TextKey, values?: TextValues) => formatMessage('en', englishTexts[key] ?? key, values)

import type { MessageKey } from './en'
import { translate } from './i18n'
import { readerAnswer } from './reader-message.server'
import { languageOfHeaders } from './request-language'

/**
 * A message in the reader's language for answers made before React Router (the Express
 * middleware's), where no request context holds the language: it is read from the headers.
 */
export function textFor(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined, key: MessageKey) {
  return translate(languageOfHeaders(cookieHeader, acceptLanguage), key)
}

/**
 * A message in the current request's language. The request is not read again: its language is
 * the one the root middleware set (`currentLanguage()`). New code calls `readerAnswer`.
 */
export const requestText = (_request: Request, key: MessageKey) => readerAnswer(key)

import type { MessageKey } from './en'
import { textLanguage, translate } from './i18n'
import { resolveLanguage, type LanguageCode } from './languages'
import { readCookie, storageKeys } from '../lib/preferences'

/** The reader's language from a request's headers: the saved language cookie, else the browser's languages. */
const languageOfHeaders = (cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): LanguageCode =>
  resolveLanguage(readCookie(cookieHeader ?? null, storageKeys.language), acceptLanguage ?? null)

/** The reader's language, as every page is rendered in it. */
export const languageOf = (request: Request) => languageOfHeaders(request.headers.get('Cookie'), request.headers.get('Accept-Language'))

/** A message in the reader's language, for answers made outside the rendered page (the headers of an Express request). */
export function textFor(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined, key: MessageKey) {
  return translate(textLanguage(languageOfHeaders(cookieHeader, acceptLanguage)), key)
}

/** `textFor` with the headers of a request. */
export const requestText = (request: Request, key: MessageKey) => translate(textLanguage(languageOf(request)), key)

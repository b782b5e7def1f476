import { resolveLanguage, type LanguageCode } from './languages'
import { readCookie, storageKeys } from '../lib/preferences'

/** The reader's language from a request's headers: the saved language cookie, else the browser's languages. */
export const languageOfHeaders = (cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): LanguageCode =>
  resolveLanguage(readCookie(cookieHeader ?? null, storageKeys.language), acceptLanguage ?? null)

/**
 * The reader's language of a request. Only the root middleware reads it (and so sets the
 * request's language for everything that answers it, `currentLanguage()`); code that runs
 * before React Router reads the headers with `textFor`.
 */
export const languageOf = (request: Request) => languageOfHeaders(request.headers.get('Cookie'), request.headers.get('Accept-Language'))

import type { MessageKey } from './en'
import { textLanguage, translate } from './i18n'
import { resolveLanguage } from './languages'
import { readCookie, storageKeys } from '../lib/preferences'

/**
 * A message in the reader's language, chosen like the root loader does (the saved language
 * cookie, else the browser's languages), for answers made outside the rendered page.
 */
export function textFor(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined, key: MessageKey) {
  const language = resolveLanguage(readCookie(cookieHeader ?? null, storageKeys.language), acceptLanguage ?? null)
  return translate(textLanguage(language), key)
}

/** `textFor` with the headers of a request. */
export const requestText = (request: Request, key: MessageKey) =>
  textFor(request.headers.get('Cookie'), request.headers.get('Accept-Language'), key)

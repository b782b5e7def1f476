import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareFunction } from 'react-router'
import { answerDictionaries } from './answers.server'
import { enAdmin } from './en/admin'
import { englishText, isTextKey } from './english-text'
import { translate } from './i18n'
import { defaultLanguage, type LanguageCode } from './languages'
import { formatMessage } from './message-format'
import { languageOf } from './request-language'
import type { AnswerKey, TextKey, TextValues } from './text-keys'
import type { MessageKey } from './en'

const readerLanguage = new AsyncLocalStorage<LanguageCode>()

/** Runs `work` in the reader's language of `request`: what the root middleware does for each request. */
export const inReaderLanguageOf = <T>(request: Request, work: () => T): T => readerLanguage.run(languageOf(request), work)

/**
 * Root middleware: the loaders and actions of a request run knowing their reader's language, so
 * the domain's refusals can be answered in it without passing the request down to them.
 */
export const readerLanguageMiddleware: MiddlewareFunction<Response> = ({ request }, next) => inReaderLanguageOf(request, next)

/**
 * For code that calls a loader or action without the root middleware in front of it (the tests
 * that call a route directly): the rest of the caller runs in the request's reader language.
 */
export const enterReaderLanguageOf = (request: Request) => readerLanguage.enterWith(languageOf(request))

/**
 * The current request's reader language: the one place the server reads it. Outside a request
 * (jobs, e-mails, the public API) it is English.
 */
export const currentLanguage = () => readerLanguage.getStore() ?? defaultLanguage

const isAnswerKey = (key: TextKey): key is AnswerKey => Object.hasOwn(answerDictionaries.en, key)
const isAdminKey = (key: TextKey) => Object.hasOwn(enAdmin, key)

/**
 * A text in `language`: a server answer from its dictionary, a page message as the page would
 * write it, and an admin refusal in English (decision 11).
 */
export function textIn(language: LanguageCode, key: TextKey, values?: TextValues): string {
  if (isAnswerKey(key)) return formatMessage(language, answerDictionaries[language][key], values)
  if (isAdminKey(key)) return englishText(key, values)
  return translate(language, key as MessageKey, values)
}

/** A text in the current request's reader language. */
export const readerAnswer = (key: TextKey, values?: TextValues) => textIn(currentLanguage(), key, values)

/** What a refusal says to the current request's reader. */
export const refusalText = (refusal: { key: TextKey; values: TextValues }) => readerAnswer(refusal.key, refusal.values)

/**
 * A form field's message for the reader: a schema names its messages by key (`textKey`), and a
 * message that is no key (an admin form's English, a text already written) is shown as it is.
 */
export const fieldText = (message: string) => (isTextKey(message) ? readerAnswer(message) : message)

import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareFunction } from 'react-router'
import { answerDictionaries, type AnswerKey } from './answers.server'
import { en, type MessageKey } from './en'
import { translate } from './i18n'
import { defaultLanguage, type LanguageCode } from './languages'
import { formatMessage } from './message-format'
import { languageOf } from './request-text'

const readerLanguage = new AsyncLocalStorage<LanguageCode>()

/**
 * Root middleware: the loaders and actions of a request run knowing their reader's language, so
 * the domain's refusals can be answered in it without passing the request down to them.
 */
export const readerLanguageMiddleware: MiddlewareFunction<Response> = ({ request }, next) =>
  readerLanguage.run(languageOf(request), next)

/** The current request's reader language (English outside a request). */
export const currentLanguage = () => readerLanguage.getStore() ?? defaultLanguage

type Values = Record<string, string>

/** A text source: English texts by key, and how a key is written in a language. */
interface MessageSource {
  english: Readonly<Record<string, string>>
  render: (language: LanguageCode, key: string, values: Values) => string
}

const sources: MessageSource[] = [
  { english: answerDictionaries.en, render: (language, key, values) => formatMessage(language, answerDictionaries[language][key as AnswerKey], values) },
  {
    // The account forms' messages and the workspace learning refusals, which pages also show.
    english: Object.fromEntries(Object.entries(en).filter(([key]) => key.startsWith('validation.') || key.startsWith('team.error.'))),
    render: (language, key, values) => translate(language, key as MessageKey, values),
  },
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const isPlural = (template: string) => /\{\s*\w+\s*,\s*plural\s*,/.test(template)

interface Known { source: MessageSource; key: string; names: string[]; pattern?: RegExp }

const exactTexts = new Map<string, Known>()
const templates: Known[] = []
for (const source of sources) {
  for (const [key, template] of Object.entries(source.english)) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
    if (names.length === 0 && !template.includes('{')) {
      if (!exactTexts.has(template)) exactTexts.set(template, { source, key, names })
    } else if (names.length > 0 && !isPlural(template)) {
      const pattern = new RegExp(`^${escape(template).replace(/\\\{\w+\\\}/g, '(.+?)')}$`)
      templates.push({ source, key, names, pattern })
    }
  }
}

/**
 * A message the server wrote in English, in `language`: found among the known texts (filling a
 * template's values back in), or unchanged when it is not one of them (text typed by an admin,
 * a provider's own message).
 */
export function messageIn(language: LanguageCode, text: string): string {
  if (language === 'en') return text
  const exact = exactTexts.get(text)
  if (exact) return exact.source.render(language, exact.key, {})
  for (const known of templates) {
    const match = known.pattern!.exec(text)
    if (match) return known.source.render(language, known.key, Object.fromEntries(known.names.map((name, i) => [name, match[i + 1]!])))
  }
  return text
}

/** `messageIn` for the current request's reader. */
export const inReadersLanguage = (text: string) => messageIn(currentLanguage(), text)

/** One of the server's answers, in the current request's reader language. */
export const readerAnswer = (key: AnswerKey, values: Record<string, string | number> = {}) =>
  formatMessage(currentLanguage(), answerDictionaries[currentLanguage()][key], values)

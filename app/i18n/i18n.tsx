import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { MessageKey, Messages } from './en'
import { defaultLanguage, type LanguageCode } from './languages'
import { formatMessage } from './message-format'

/**
 * Each dictionary is its own module: the browser loads only its reader's (entry.client.tsx,
 * and the root's clientLoader when the language changes); the server holds them all.
 */
const dictionaryModules = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
  zh: () => import('./zh').then((module) => module.zh),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  pt: () => import('./pt').then((module) => module.pt),
  ru: () => import('./ru').then((module) => module.ru),
  ar: () => import('./ar').then((module) => module.ar),
} satisfies Record<LanguageCode, () => Promise<Messages>>

type TranslatedLanguage = keyof typeof dictionaryModules
const dictionaries: Partial<Record<TranslatedLanguage, Messages>> = {}

const isTranslated = (language: string): language is TranslatedLanguage => language in dictionaryModules
const fallback: TranslatedLanguage = 'en'

/** The language whose text is actually shown (English for languages without a translation). */
export function textLanguage(language: LanguageCode): LanguageCode {
  return isTranslated(language) ? language : fallback
}

/** Makes the dictionary of a language's shown text available to `translate`. */
export async function loadDictionary(language: string) {
  const shown = isTranslated(language) ? language : fallback
  dictionaries[shown] ??= await dictionaryModules[shown]()
}

if (import.meta.env.SSR) await Promise.all(Object.keys(dictionaryModules).map(loadDictionary))

export function translate(
  language: LanguageCode,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  const shown = isTranslated(language) ? language : fallback
  const own = dictionaries[shown]?.[key]
  const template = own ?? dictionaries[fallback]?.[key] ?? key
  return formatMessage(own === undefined ? fallback : shown, template, values)
}

const I18nContext = createContext<LanguageCode>(defaultLanguage)

export function I18nProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return <I18nContext.Provider value={language}>{children}</I18nContext.Provider>
}

export function useLanguage() {
  return useContext(I18nContext)
}

/** The `t` that useT returns, for helpers that build text from it. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** `t('nav.home')` in the current language. */
export function useT(): Translate {
  const language = useContext(I18nContext)
  return useCallback(
    (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values),
    [language],
  )
}

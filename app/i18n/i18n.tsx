import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { MessageKey, Messages } from './en'
import { defaultLanguage, type LanguageCode } from './languages'

/**
 * Each dictionary is its own module: the browser loads only its reader's (entry.client.tsx,
 * and the root's clientLoader when the language changes); the server holds them all.
 */
const dictionaryModules = {
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
} satisfies Partial<Record<LanguageCode, () => Promise<Messages>>>

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
  const template = dictionaries[isTranslated(language) ? language : fallback]?.[key] ?? dictionaries[fallback]?.[key] ?? key
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
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

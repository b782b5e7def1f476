import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { en, type MessageKey, type Messages } from './en'
import { es } from './es'
import { defaultLanguage, type LanguageCode } from './languages'

const dictionaries: Partial<Record<LanguageCode, Messages>> = { en, es }

/** The language whose text is actually shown (English for languages without a translation). */
export function textLanguage(language: LanguageCode): LanguageCode {
  return dictionaries[language] ? language : defaultLanguage
}

export function translate(
  language: LanguageCode,
  key: MessageKey,
  values?: Record<string, string | number>,
) {
  const template = dictionaries[language]?.[key] ?? en[key]
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

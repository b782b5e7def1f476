import { serializeCookie, YEAR_SECONDS } from './cookies'

/** Names under which the browser keeps the visitor's choices (spec §3, local preferences). */
export const storageKeys = {
  theme: 'theme-preference',
  language: 'preferred-language',
  recentSearches: 'recent-searches',
  cookieConsent: 'cookie-consent',
  cookiePreferences: 'cookie-preferences',
  newsView: 'news-view',
  /** Set once the brand faces have been applied: the browser has them, so later pages use them at once. */
  fontsSeen: 'fonts-seen',
} as const

export type Theme = 'dark' | 'light'
export const defaultTheme: Theme = 'dark'

interface CookiePreferences {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

export type ListView = 'grid' | 'list'
export const isListView = (value: unknown): value is ListView => value === 'grid' || value === 'list'

export const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light'

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string) {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Parses the stored cookie-consent value; anything malformed counts as no choice. */
export function parseCookiePreferences(value: string | undefined | null): CookiePreferences | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(value) as Partial<Record<keyof CookiePreferences, unknown>>
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      functional: parsed.functional === true,
    }
  } catch {
    return null
  }
}

/** Saves a choice in both a cookie (so the server renders it) and localStorage. */
export function persistChoice(cookieName: string, storageKey: string, value: string) {
  document.cookie = serializeCookie(cookieName, value, { maxAge: YEAR_SECONDS })
  try {
    localStorage.setItem(storageKey, value)
  } catch {
    // Private mode or storage disabled: the cookie still carries the choice.
  }
}

/**
 * Copies choices the server recorded in cookies (for example a form sent before the page's
 * JavaScript loaded) into localStorage under the same keys, so both always agree.
 */
export function mirrorCookiesToStorage() {
  try {
    for (const key of [storageKeys.theme, storageKeys.language, storageKeys.cookieConsent]) {
      const value = readCookie(document.cookie, key)
      if (value !== undefined && localStorage.getItem(key) !== value) localStorage.setItem(key, value)
    }
    const consent = readCookie(document.cookie, storageKeys.cookieConsent)
    const preferences = parseCookiePreferences(consent)
    if (preferences) localStorage.setItem(storageKeys.cookiePreferences, JSON.stringify(preferences))
  } catch {
    // Storage disabled: the cookies still carry the choices.
  }
}

type OptionalCategory = 'analytics' | 'marketing' | 'functional'

/** The choice a consent form expresses: accept (all), reject (none) or custom (the ticked ones). */
export function cookiePreferencesFrom(form: FormData): CookiePreferences {
  const consent = form.get('consent')
  const pick = (key: OptionalCategory) => consent === 'accept' || (consent === 'custom' && form.get(key) === 'on')
  return { necessary: true, analytics: pick('analytics'), marketing: pick('marketing'), functional: pick('functional') }
}

/** Stores a consent choice in the browser (the server sets the same cookie from the form). */
export function saveCookiePreferences(preferences: CookiePreferences) {
  const value = JSON.stringify(preferences)
  persistChoice(storageKeys.cookieConsent, storageKeys.cookieConsent, value)
  try {
    localStorage.setItem(storageKeys.cookiePreferences, value)
  } catch {
    // Storage disabled: the cookie still records the choice.
  }
}

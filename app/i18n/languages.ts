/** The ten languages of the selector, each with the whole interface text. */
export const languages = [
  { code: 'en', name: 'English', flag: '🇺🇸' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'zh', name: '中文', flag: '🇨🇳' },
  { code: 'ja', name: '日本語', flag: '🇯🇵' },
  { code: 'ko', name: '한국어', flag: '🇰🇷' },
  { code: 'pt', name: 'Português', flag: '🇧🇷' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺' },
  { code: 'ar', name: 'العربية', flag: '🇸🇦' },
] as const

export type LanguageCode = (typeof languages)[number]['code']
export const defaultLanguage: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languages.some((l) => l.code === value)
}

/** Picks the saved language, else the first supported prefix of the browser's languages. */
export function resolveLanguage(saved: string | undefined, acceptLanguage: string | null): LanguageCode {
  if (isLanguageCode(saved)) return saved
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';')
      return { prefix: tag.split('-')[0]!.toLowerCase(), q: Number(q.replace('q=', '')) || 0 }
    })
    .filter((entry) => entry.prefix)
    .sort((a, b) => b.q - a.q)
  return wanted.map((entry) => entry.prefix).find(isLanguageCode) ?? defaultLanguage
}

/** Whether a language is written right to left (Arabic). */
export const isRightToLeft = (code: LanguageCode) => code === 'ar'

import { describe, expect, it } from 'vitest'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { textLanguage, translate } from '../../app/i18n/i18n'
import { languages, resolveLanguage } from '../../app/i18n/languages'

describe('languages', () => {
  it('offers the ten languages of the selector', () => {
    expect(languages.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'de', 'zh', 'ja', 'ko', 'pt', 'ru', 'ar'])
  })

  it('prefers the saved language', () => {
    expect(resolveLanguage('es', 'de-DE,de;q=0.9')).toBe('es')
  })

  it('otherwise matches the browser language prefix by preference order', () => {
    expect(resolveLanguage(undefined, 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt')
    expect(resolveLanguage(undefined, 'xx-YY,ja;q=0.5,en;q=0.7')).toBe('en')
    expect(resolveLanguage('klingon', null)).toBe('en')
  })
})

describe('translations', () => {
  it('Spanish has every English key, each translated', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const [key, value] of Object.entries(es)) expect(value.trim(), key).not.toBe('')
    expect(es['notFound.title']).not.toBe(en['notFound.title'])
  })

  it('keeps the placeholders of every message', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]))
    }
  })

  it('fills placeholders and falls back to English for languages without text', () => {
    expect(translate('en', 'home.heroTitle', { site: 'Lumen' })).toBe('Lumen AI')
    expect(translate('fr', 'notFound.title')).toBe('Page Not Found')
    expect(textLanguage('fr')).toBe('en')
    expect(textLanguage('es')).toBe('es')
  })
})

import { describe, expect, it } from 'vitest'
import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { de } from '../../app/i18n/de'
import type { MessageKey, Messages } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { fr } from '../../app/i18n/fr'
import { ja } from '../../app/i18n/ja'
import { ko } from '../../app/i18n/ko'
import { pt } from '../../app/i18n/pt'
import { ru } from '../../app/i18n/ru'
import { zh } from '../../app/i18n/zh'
import { textLanguage, translate } from '../../app/i18n/i18n'
import { languages, resolveLanguage, type LanguageCode } from '../../app/i18n/languages'
import { formatMessage, placeholdersOf } from '../../app/i18n/message-format'
import { registerSchema } from '../../app/accounts/account-forms'
import { formatCount, formatHoursMinutes } from '../../app/lib/format'
import { checkForm } from '../../app/lib/parse-form.server'
import { answerDictionaries } from '../../app/i18n/answers.server'
import { fieldText, inReaderLanguageOf, readerAnswer, readerLanguageMiddleware, textIn } from '../../app/i18n/reader-message.server'
import { AppError } from '../../app/lib/app-error'
import { appErrorResponse } from '../../app/lib/error-responses.server'

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

const translations = { es, fr, de, zh, ja, ko, pt, ru, ar } satisfies Record<Exclude<LanguageCode, 'en'>, Messages>

describe('translations', () => {
  it.each(Object.entries(translations))('%s has every English key and no other, each translated', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
    for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe('')
    expect(messages['notFound.title']).not.toBe(en['notFound.title'])
  })

  it.each(Object.entries(translations))('%s keeps the placeholders of every message', (_, messages) => {
    for (const key of Object.keys(en) as MessageKey[]) expect(placeholdersOf(messages[key]), key).toEqual(placeholdersOf(en[key]))
  })

  it.each(Object.entries(translations))('%s writes plural forms its language has, each with an other form', (language, messages) => {
    const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories)
    let plurals = 0
    for (const [key, text] of Object.entries(messages)) {
      for (const [, body] of text.matchAll(/\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
        plurals++
        const forms = [...body!.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{/g)].map((match) => match[1]!)
        expect(forms, key).toContain('other')
        for (const form of forms) if (!form.startsWith('=')) expect(categories.has(form), `${key}: ${form}`).toBe(true)
      }
    }
    // The pattern found the dictionary's plural messages, so the checks above ran.
    expect(plurals).toBeGreaterThan(0)
  })

  it.each(Object.entries(answerDictionaries).filter(([language]) => language !== 'en'))('%s has every server answer, with its placeholders and plural forms', (language, answers) => {
    const english = answerDictionaries.en
    expect(Object.keys(answers).sort()).toEqual(Object.keys(english).sort())
    const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories)
    for (const [key, text] of Object.entries(answers)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key as keyof typeof english]))
      for (const [, form] of text.matchAll(/(zero|one|two|few|many|other)\s*\{/g)) expect(categories.has(form!), `${key}: ${form}`).toBe(true)
    }
    expect(answers['answers.auth.invalidCredentials']).not.toBe(english['answers.auth.invalidCredentials'])
  })

  it('fills placeholders in the reader’s language', () => {
    expect(translate('en', 'home.heroTitle', { site: 'Lumen' })).toBe('Lumen AI')
    expect(translate('fr', 'notFound.title')).toBe(fr['notFound.title'])
    for (const language of languages) expect(textLanguage(language.code)).toBe(language.code)
  })
})

describe('plural forms', () => {
  const views = '{count, plural, one {# view} other {# views}}'
  it('pick the form of the language’s rules, with # for the number', () => {
    expect(formatMessage('en', views, { count: 1 })).toBe('1 view')
    expect(formatMessage('en', views, { count: 7 })).toBe('7 views')
    expect(formatMessage('en', `{count, plural, =0 {No articles} one {# article} other {# articles}} in {place}`, { count: 0, place: 'News' })).toBe('No articles in News')
  })

  it('follow Arabic’s six forms, Russian’s three and the single East Asian form', () => {
    const arabic = '{n, plural, zero {لا دروس} one {درس واحد} two {درسان} few {# دروس} many {# درسًا} other {# درس}}'
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage('ar', arabic, { n }))).toEqual(['لا دروس', 'درس واحد', 'درسان', '3 دروس', '11 درسًا', '100 درس'])
    const russian = '{n, plural, one {# урок} few {# урока} many {# уроков} other {# урока}}'
    expect([1, 3, 5, 21].map((n) => formatMessage('ru', russian, { n }))).toEqual(['1 урок', '3 урока', '5 уроков', '21 урок'])
    expect(formatMessage('ja', '{n, plural, other {#件のレッスン}}', { n: 1 })).toBe('1件のレッスン')
  })

  it('name the same placeholders whether a message is plural or not', () => {
    expect(placeholdersOf(views)).toEqual(['count'])
    expect(placeholdersOf('{count} views of {title}')).toEqual(['count', 'title'])
    // The words of a plural form are its text, not placeholders.
    expect(placeholdersOf('{count, plural, =0 {None} one {Mark # lesson} other {lessons}} in {place}')).toEqual(['count', 'place'])
  })
})

describe('form messages', () => {
  const empty = () => {
    const form = new FormData()
    for (const name of ['name', 'email', 'password', 'confirmPassword']) form.set(name, '')
    return form
  }
  // As the root middleware runs an action: in the reader's language of its request.
  const refused = (cookie?: string) => {
    const request = new Request('http://localhost/register', { method: 'POST', headers: cookie ? { cookie } : {} })
    const checked = inReaderLanguageOf(request, () => checkForm(empty(), registerSchema))
    return checked.ok ? {} : checked.errors
  }

  it('are the spec’s words in English and the reader’s language otherwise', () => {
    expect(refused()).toMatchObject({ name: 'Name is required', email: 'Email is required', password: 'Password does not meet requirements', terms: 'You must accept the terms and conditions' })
    expect(refused('preferred-language=de')).toMatchObject({ name: de['validation.nameRequired'], terms: de['validation.termsRequired'] })
    expect(refused('preferred-language=ar').email).toBe(ar['validation.emailRequired'])
  })
})

describe('server answers', () => {
  const inLanguage = <T,>(language: string, run: () => T) =>
    readerLanguageMiddleware(
      { request: new Request('http://localhost/', { headers: { cookie: `preferred-language=${language}` } }) } as never,
      async () => run() as never,
    ) as Promise<T>

  it('write a key in the reader’s language, filling in its values', () => {
    expect(textIn('de', 'answers.auth.invalidCredentials')).toBe(answerDictionaries.de['answers.auth.invalidCredentials'])
    expect(textIn('fr', 'answers.comments.tooLong', { max: 2000 })).toBe(answerDictionaries.fr['answers.comments.tooLong'].replace('{max}', '2000'))
    expect(textIn('ja', 'answers.workspace.seatsFull', { used: 10, seats: 10 }))
      .toBe(answerDictionaries.ja['answers.workspace.seatsFull'].replace('{used}', '10').replace('{seats}', '10'))
    expect(textIn('ar', 'validation.passwordsMismatch')).toBe(ar['validation.passwordsMismatch'])
  })

  it('leave a form message that is no key as written, English as it is, and the admin console’s refusals in English', async () => {
    expect(await inLanguage('es', () => fieldText('A headline an admin typed'))).toBe('A headline an admin typed')
    expect(await inLanguage('es', () => fieldText('validation.nameRequired'))).toBe(es['validation.nameRequired'])
    expect(textIn('en', 'answers.auth.invalidCredentials')).toBe('Invalid email or password')
    expect(textIn('de', 'admin.error.suspendSelf')).toBe('You cannot suspend your own account.')
  })

  it('follow the language of the request being answered', async () => {
    expect(readerAnswer('answers.auth.tooManyAttempts', { minutes: 2 })).toBe('Too many attempts. Please wait 2 minutes and try again.')
    expect(await inLanguage('ru', () => readerAnswer('answers.auth.tooManyAttempts', { minutes: 5 }))).toBe(formatMessage('ru', answerDictionaries.ru['answers.auth.tooManyAttempts'], { minutes: 5 }))
    const refusal = new AppError('not_allowed', 403, 'answers.learning.rateAfterStart')
    expect(refusal.message).toBe('Start the course before rating it.')
    const answered = await inLanguage('ko', () => appErrorResponse(refusal))
    expect(answered.data).toEqual({ ok: false, error: answerDictionaries.ko['answers.learning.rateAfterStart'] })
    expect(answered.init?.status).toBe(403)
  })
})

describe('durations and counts', () => {
  it('keep the spec’s English forms and use each language’s own units and compact numbers', () => {
    expect([45, 60, 102].map((minutes) => formatHoursMinutes(minutes))).toEqual(['45m', '1h', '1h 42m'])
    expect(formatHoursMinutes(102, 'ko')).toBe('1시간 42분')
    expect(formatHoursMinutes(102, 'ru')).toBe('1 ч 42 мин')
    expect(formatCount(10_900)).toBe('10.9K')
    expect(formatCount(10_900, 'ja')).toBe('1.1万')
    expect(formatCount(10_900, 'de')).toBe('10.900')
  })
})

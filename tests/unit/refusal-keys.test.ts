import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerDictionaries } from '../../app/i18n/answers.server'
import { ar } from '../../app/i18n/ar'
import { de } from '../../app/i18n/de'
import { en, type Messages } from '../../app/i18n/en'
import { enAdmin } from '../../app/i18n/en/admin'
import { es } from '../../app/i18n/es'
import { fr } from '../../app/i18n/fr'
import { ja } from '../../app/i18n/ja'
import { ko } from '../../app/i18n/ko'
import type { LanguageCode } from '../../app/i18n/languages'
import { pt } from '../../app/i18n/pt'
import { ru } from '../../app/i18n/ru'
import { zh } from '../../app/i18n/zh'

/**
 * Refusals name their text by key (decision 30). The typecheck already refuses a key that is
 * no text at all; this reads the app's source for the keys refusals and form schemas name, and
 * checks that a reader gets each in every language, while the admin console's English-only
 * refusals stay in the console.
 */

const pages: Record<LanguageCode, Messages> = { en, es, fr, de, zh, ja, ko, pt, ru, ar }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const sources = sourceFiles('app').map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(file, 'utf8') }))

/** Where a refusal's key is written, and how the written word becomes the key. */
const keyWriters: { pattern: RegExp; key: (word: string) => string }[] = [
  // new AppError(code, status, 'key', …)
  { pattern: /new AppError\(\s*'\w+',\s*\d{3},\s*'([^']*)'/g, key: (word) => word },
  // The team's and the quiz editor's refusals: refuse('key', …)
  { pattern: /\brefuse\(\s*'([\w.]+)'/g, key: (word) => word },
  // A schema's message, and any other key given where a library wants a string.
  { pattern: /\btextKey\(\s*'([^']*)'\)/g, key: (word) => word },
  { pattern: /new WebhookRefusal\(\s*'(\w+)'/g, key: (reason) => `workspace.webhooks.error.${reason}` },
  // Why a webhook delivery failed, as its log keeps it.
  { pattern: /\bfailure\(\s*'(\w+)'/g, key: (reason) => `workspace.webhooks.delivery.${reason}` },
]

const uses = sources.flatMap(({ file, text }) =>
  keyWriters.flatMap(({ pattern, key }) => [...text.matchAll(pattern)].map((match) => ({ file, key: key(match[1]!) }))),
)

/**
 * The admin console's code: the one place an English-only key may be used (decision 11), with
 * the staff invitations that open it (their page is in English like the console, decision 40).
 */
const isAdminCode = (file: string) => /^app\/(admin\/|routes\/admin\.|quizzes\/quiz-admin\.server\.ts$|newsletter\/editions\/|accounts\/staff-invitations\.server\.ts$)/.test(file)

describe('the keys refusals name', () => {
  it('are found in the source, for every kind of refusal', () => {
    expect(uses.length).toBeGreaterThan(100)
    for (const prefix of ['answers.', 'admin.error.', 'workspaceLearning.error.', 'billing.error.', 'validation.', 'workspace.webhooks.error.', 'workspace.webhooks.delivery.']) {
      expect(uses.some((use) => use.key.startsWith(prefix)), prefix).toBe(true)
    }
  })

  it('are texts a reader gets in every language, or admin refusals used by the admin console only', () => {
    for (const { file, key } of uses) {
      const where = `${key} (${file})`
      if (Object.hasOwn(enAdmin, key)) {
        expect(isAdminCode(file), `${where} is English-only, for the admin console`).toBe(true)
        continue
      }
      const isAnswer = Object.hasOwn(answerDictionaries.en, key)
      expect(isAnswer || Object.hasOwn(en, key), `${where} is no text key`).toBe(true)
      for (const [language, texts] of Object.entries(isAnswer ? answerDictionaries : pages)) {
        expect((texts as Record<string, string>)[key]?.trim(), `${where} in ${language}`).toBeTruthy()
      }
    }
  })

  it('are written where the AppError is made, except by the few helpers that pass a checked key on', () => {
    const forwarders = sources
      .filter(({ text }) => /new AppError\(\s*(?!'\w+',\s*\d{3},\s*')[^)]/.test(text))
      .map(({ file }) => file)
      .sort()
    // The team's refuse(key), the quiz editor's refuse(key) and a list schema's checked message.
    expect(forwarders).toEqual([
      'app/lib/list-query.server.ts',
      'app/quizzes/quiz-admin.server.ts',
      'app/workspaces/members.server.ts',
    ])
  })
})

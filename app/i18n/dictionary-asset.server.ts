import { existsSync, readFileSync } from 'node:fs'
import { textLanguage } from './i18n'
import type { LanguageCode } from './languages'

let assets: Map<string, string> | undefined

/**
 * The address of a language's dictionary chunk in the client build, so the page can preload it
 * beside its other modules (the browser would otherwise ask for it only once the entry runs).
 * Read once from Vite's manifest next to the server build; in development there is none.
 */
export function dictionaryAsset(language: LanguageCode): string | null {
  assets ??= readDictionaryAssets()
  return assets.get(textLanguage(language)) ?? null
}

function readDictionaryAssets() {
  const found = new Map<string, string>()
  try {
    // The server build's entry, or one of its chunks under server/assets/.
    const file = ['../client/.vite/manifest.json', '../../client/.vite/manifest.json'].map((relative) => new URL(relative, import.meta.url)).find((url) => existsSync(url))
    if (!file) return found
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>
    for (const [source, chunk] of Object.entries(manifest)) {
      const language = /^app\/i18n\/([a-z]{2})\.ts$/.exec(source)?.[1]
      if (language) found.set(language, `/${chunk.file}`)
    }
  } catch {
    // No client build beside this module (development, or tests importing the source).
  }
  return found
}

import { storageKeys } from '../../lib/preferences'

const MAX_RECENT = 5

/** Recent searches kept in the browser under 'recent-searches' (newest first, at most 5). */
export function readRecentSearches(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKeys.recentSearches) ?? '[]') as unknown
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string').slice(0, MAX_RECENT) : []
  } catch {
    return []
  }
}

export function addRecentSearch(query: string): string[] {
  const text = query.trim()
  if (!text) return readRecentSearches()
  const next = [text, ...readRecentSearches().filter((s) => s.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT)
  write(next)
  return next
}

export function clearRecentSearches(): string[] {
  write([])
  return []
}

function write(list: string[]) {
  try {
    localStorage.setItem(storageKeys.recentSearches, JSON.stringify(list))
  } catch {
    // Storage disabled: recent searches are simply not remembered.
  }
}

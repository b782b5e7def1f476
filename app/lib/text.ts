/** Lower-case, ASCII, hyphen-separated slug. */
export function slugify(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

export function stripHtml(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function wordCount(html: string) {
  const text = stripHtml(html)
  return text ? text.split(' ').length : 0
}

/** Minutes to read at 220 words a minute, at least one. */
export function readingTimeMinutes(html: string) {
  return Math.max(1, Math.round(wordCount(html) / 220))
}

/** A stable 32-bit hash (FNV-1a) for deterministic colours and demo figures. */
export function hashString(text: string) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

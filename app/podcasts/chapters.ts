/**
 * Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace, chapters
 * 1.2.0) read from the timestamps that open list items or paragraphs of an episode's show notes,
 * e.g. `<li><strong>02:10</strong> What distillation is…</li>` or `<p>1:02:03 Title</p>`.
 */

export interface Chapter {
  /** Seconds from the start of the episode. */
  startTime: number
  title: string
}

export interface ChaptersDocument {
  version: '1.2.0'
  chapters: Chapter[]
}

const MAX_TITLE = 120

const BLOCK = /<(li|p)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi
/** H:MM:SS or MM:SS (minutes may pass 59 without hours), optionally bracketed, after any opening tags. */
const LEADING_TIME = /^(?:\s|<[^>]*>|&nbsp;)*[[(]?(?:(\d+):([0-5]\d)|(\d+)):([0-5]\d)(?![\d:])[\])]?/i

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Decodes the entities sanitized HTML uses, in one pass so `&amp;lt;` stays `&lt;`. */
function decodeEntities(text: string) {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (entity, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? entity
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/** At most 120 characters, cut at a word boundary and ended with "…" when shortened. */
function clip(title: string) {
  if (title.length <= MAX_TITLE) return title
  const room = title.slice(0, MAX_TITLE)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, MAX_TITLE - 1)
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * The chapters of an episode from its show notes: those starting before the end of the audio,
 * in order, one per start time (the first in the notes wins). Titles are plain text; blocks with
 * a timestamp but no title are skipped. No chapter is invented for the opening. Null when none.
 */
export function chaptersFromShowNotes(showNotesHtml: string, durationSeconds: number): ChaptersDocument | null {
  const found: Chapter[] = []
  for (const [, , inner] of showNotesHtml.matchAll(BLOCK)) {
    const time = LEADING_TIME.exec(inner!)
    if (!time) continue
    const [stamp, hours, hourMinutes, minutes, seconds] = time
    const startTime = hours !== undefined ? Number(hours) * 3600 + Number(hourMinutes) * 60 + Number(seconds) : Number(minutes) * 60 + Number(seconds)
    const title = decodeEntities(inner!.slice(stamp.length).replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[-–—:|.)\]]+\s*/, '')
    if (title && startTime < durationSeconds) found.push({ startTime, title: clip(title) })
  }
  const chapters = found
    .sort((a, b) => a.startTime - b.startTime)
    .filter((chapter, i, list) => i === 0 || chapter.startTime !== list[i - 1]!.startTime)
  return chapters.length > 0 ? { version: '1.2.0', chapters } : null
}

/** A chapter of a video: where it starts (seconds) and its title. */
export interface Chapter {
  start: number
  title: string
}

const stamp = /^\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})\s+[-–—:]?\s*(.{1,100}?)\s*$/

/**
 * Chapters written in a video's description, the way video sites read them: lines that begin
 * with a time ("0:00 Introduction", "1:02:30 Questions"), the first at 0:00, at least two, each
 * later than the one before. Anything else means no chapters.
 */
export function chaptersOf(description: string, durationSeconds: number): Chapter[] {
  const chapters: Chapter[] = []
  for (const line of description.split('\n')) {
    const match = stamp.exec(line)
    if (!match) continue
    const [, hours = '0', minutes, seconds, title] = match
    chapters.push({ start: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds), title: title! })
  }
  const isOrdered = chapters.every((chapter, n) => n === 0 || chapter.start > chapters[n - 1]!.start)
  const isInside = durationSeconds <= 0 || chapters.every((chapter) => chapter.start < durationSeconds)
  return chapters.length >= 2 && chapters[0]!.start === 0 && isOrdered && isInside ? chapters : []
}

/** The chapter playing at `time`. */
export const chapterAt = (chapters: Chapter[], time: number) => [...chapters].reverse().find((chapter) => chapter.start <= time) ?? null

/** Display formats of the videos pages (spec §9). Client-safe: no server imports. */
export { formatCount } from '../lib/format'

const DAY = 24 * 60 * 60 * 1000

const pad = (n: number) => String(n).padStart(2, '0')

/** Video length from seconds: h:mm:ss from an hour up, else m:ss ("1:04:30", "10:24", "0:26"). */
export function formatDuration(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** The translation key and count of a video's age: Today, Yesterday, days, weeks, months, years. */
export type VideoAge =
  | { key: 'videos.today' | 'videos.yesterday'; count: 0 | 1 }
  | { key: `videos.${'days' | 'weeks' | 'months' | 'years'}Ago` | `videos.${'week' | 'month' | 'year'}Ago`; count: number }

/**
 * Relative publication date of a video by whole days elapsed: Today, Yesterday, N days ago
 * (under 7), weeks (under 30 days), months (under 365), then years.
 */
export function videoAge(date: Date | string, now: number): VideoAge {
  const days = Math.max(0, Math.floor((now - new Date(date).getTime()) / DAY))
  if (days === 0) return { key: 'videos.today', count: 0 }
  if (days === 1) return { key: 'videos.yesterday', count: 1 }
  if (days < 7) return { key: 'videos.daysAgo', count: days }
  if (days < 30) {
    const weeks = Math.floor(days / 7)
    return weeks === 1 ? { key: 'videos.weekAgo', count: 1 } : { key: 'videos.weeksAgo', count: weeks }
  }
  if (days < 365) {
    const months = Math.floor(days / 30)
    return months === 1 ? { key: 'videos.monthAgo', count: 1 } : { key: 'videos.monthsAgo', count: months }
  }
  const years = Math.floor(days / 365)
  return years === 1 ? { key: 'videos.yearAgo', count: 1 } : { key: 'videos.yearsAgo', count: years }
}

/** The video time a resume position should start from: none near the very end or start. */
export function resumePoint(position: number | null | undefined, duration: number) {
  if (!position || position < 3) return 0
  if (duration > 0 && position > duration - 3) return 0
  return position
}

/** Display formats of the videos pages (spec §9). Client-safe: no server imports. */
export { formatCount, formatDuration } from '../lib/format'
export { videoAge, type VideoAge } from '../lib/dates'

/** The video time a resume position should start from: none near the very end or start. */
export function resumePoint(position: number | null | undefined, duration: number) {
  if (!position || position < 3) return 0
  if (duration > 0 && position > duration - 3) return 0
  return position
}

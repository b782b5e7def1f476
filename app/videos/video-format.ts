/** Display formats of the videos pages (spec §9). Client-safe: no server imports. */
export { formatCount } from '../lib/format'
export { videoAge, type VideoAge } from '../lib/dates'

const pad = (n: number) => String(n).padStart(2, '0')

/** Video length from seconds: h:mm:ss from an hour up, else m:ss ("1:04:30", "10:24", "0:26"). */
export function formatDuration(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** The video time a resume position should start from: none near the very end or start. */
export function resumePoint(position: number | null | undefined, duration: number) {
  if (!position || position < 3) return 0
  if (duration > 0 && position > duration - 3) return 0
  return position
}

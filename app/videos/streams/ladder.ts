/** The renditions a video may get, tallest first, with their H.264 video bit rates (kbit/s). */
export const rungs = [
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 480, videoKbps: 1400, audioKbps: 96 },
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 240, videoKbps: 400, audioKbps: 64 },
] as const

export interface Rung {
  width: number
  height: number
  videoKbps: number
  audioKbps: number
}

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2))

/**
 * The ladder a source allows (decision 58): every rung no taller than the source, never
 * upscaled, at most four, and at least one (a source shorter than 240 lines keeps its own
 * height). Widths keep the source's shape, rounded to even numbers as H.264 needs.
 */
export function ladderFor(source: { width: number; height: number }): Rung[] {
  const fitting = rungs.filter((rung) => rung.height <= source.height).slice(0, 4)
  const chosen = fitting.length > 0 ? fitting : [{ ...rungs[rungs.length - 1]!, height: even(source.height) }]
  return chosen.map((rung) => ({ ...rung, width: even((source.width * rung.height) / source.height) }))
}

/** The height a saved-for-offline file aims at: small enough for a phone's storage, sharp enough to watch. */
const FILE_TARGET_HEIGHT = 360

/** Which rung of a ladder becomes the single-file copy (`file.mp4`): the one nearest 360 lines, the smaller on a tie. */
export function fileRungOf(ladder: Rung[]) {
  let best = 0
  ladder.forEach((rung, index) => {
    const distance = Math.abs(rung.height - FILE_TARGET_HEIGHT)
    const bestDistance = Math.abs(ladder[best]!.height - FILE_TARGET_HEIGHT)
    if (distance < bestDistance || (distance === bestDistance && rung.height < ladder[best]!.height)) best = index
  })
  return best
}

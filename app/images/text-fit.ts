/** Approximate advance widths (in em) of DejaVu Serif Bold, good enough to wrap a title. */
function charWidth(char: string) {
  if (/[MWmw@%&]/.test(char)) return 1.1
  if (/[ !'(),\-./:;IJ[\\\]fijlt|]/.test(char)) return 0.45
  if (/[A-Z#+<=>^~]/.test(char)) return 0.86
  return 0.7
}

export const textWidthEm = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0)

/** Splits a word wider than a line into pieces that fit. */
function splitWord(word: string, maxEm: number) {
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && textWidthEm(piece + char) > maxEm) {
      pieces.push(piece)
      piece = ''
    }
    piece += char
  }
  return piece ? [...pieces, piece] : pieces
}

/** Wraps text into at most `maxLines` lines no wider than `maxEm`; cut text ends with "…". */
export function wrapToWidth(text: string, maxEm: number, maxLines: number) {
  const words = text.split(/\s+/).filter(Boolean).flatMap((word) => splitWord(word, maxEm))
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidthEm(candidate) > maxEm) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = `${kept[maxLines - 1]} ${lines[maxLines]}`
  while (textWidthEm(`${last}…`) > maxEm && last.includes(' ')) last = last.replace(/\s+\S*$/, '')
  while (textWidthEm(`${last}…`) > maxEm && last.length > 1) last = last.slice(0, -1)
  kept[maxLines - 1] = `${last.replace(/[\s,.;:–—-]+$/, '')}…`
  return kept
}

import { escapeXml } from '../lib/escape'
import { hashString } from '../lib/text'

const palettes = [
  ['#312e81', '#7c3aed', '#f472b6'],
  ['#0f172a', '#0e7490', '#22d3ee'],
  ['#1e1b4b', '#4338ca', '#a5b4fc'],
  ['#042f2e', '#0f766e', '#5eead4'],
  ['#3b0764', '#a21caf', '#f0abfc'],
  ['#1c1917', '#b45309', '#fcd34d'],
  ['#0c0a09', '#be123c', '#fda4af'],
  ['#082f49', '#0369a1', '#7dd3fc'],
] as const

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    lines.length = maxLines
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s+\S*$/, '')}…`
  }
  return lines
}

/** The cover palette (dark, mid, light) chosen by a seed such as the article slug. */
export const paletteFor = (seed: string) => palettes[hashString(seed) % palettes.length]!

/** A deterministic 1200×630 cover: gradient, a generative motif from the seed, label and title. */
export function coverSvg({ seed, title, label }: { seed: string; title: string; label: string }) {
  const [dark, mid, light] = paletteFor(seed)
  const shapes: string[] = []
  for (let i = 0; i < 7; i++) {
    const h = hashString(`${seed}:${i}`)
    const cx = 620 + (h % 560)
    const cy = 40 + ((h >>> 8) % 550)
    const r = 40 + ((h >>> 16) % 170)
    const opacity = (0.12 + ((h >>> 4) % 30) / 100).toFixed(2)
    shapes.push(
      i % 2
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}" opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${light}" stroke-width="3" opacity="${opacity}"/>`,
    )
  }
  const grid = Array.from({ length: 9 }, (_, i) => `<path d="M${640 + i * 70} 0v630" stroke="#fff" opacity="0.05"/>`).join('')
  const lines = wrap(title, 26, 4)
  const text = lines
    .map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : 64}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>${grid}${shapes.join('')}
<rect x="72" y="72" rx="18" width="${Math.max(120, label.length * 15 + 48)}" height="44" fill="#fff" opacity="0.16"/>
<text x="96" y="102" font-family="system-ui, sans-serif" font-size="22" font-weight="600" fill="#fff">${escapeXml(label.toUpperCase())}</text>
<text x="72" y="${300 - (lines.length - 1) * 24}" font-family="Georgia, serif" font-size="54" font-weight="700" fill="#fff">${text}</text>
</svg>`
}

import { hashString } from '../lib/text'
import { motifs, randomSource, type CoverPalette, type MotifFamily } from './cover-motifs'

export type { MotifFamily } from './cover-motifs'

/** The palettes of the podcast artwork, social images and title cards (dark, mid, light). */
const brandPalettes = [
  ['#312e81', '#7c3aed', '#f472b6'],
  ['#0f172a', '#0e7490', '#22d3ee'],
  ['#1e1b4b', '#4338ca', '#a5b4fc'],
  ['#042f2e', '#0f766e', '#5eead4'],
  ['#3b0764', '#a21caf', '#f0abfc'],
  ['#1c1917', '#b45309', '#fcd34d'],
  ['#0c0a09', '#be123c', '#fda4af'],
  ['#082f49', '#0369a1', '#7dd3fc'],
] as const

/** The brand palette (dark, mid, light) chosen by a seed such as the article slug. */
export const paletteFor = (seed: string) => brandPalettes[hashString(seed) % brandPalettes.length]!

/**
 * The covers' palettes: deep and mid-tone grounds, and a few warm paper ones, each with three
 * inks that hold together, so a cover reads as a framed picture on light and dark pages alike.
 */
const coverPalettes: readonly CoverPalette[] = [
  { bg: ['#14123a', '#2c2673'], ink: ['#8b7cf6', '#f472b6', '#fde68a'] },
  { bg: ['#062a2e', '#0d5153'], ink: ['#2dd4bf', '#a7f3d0', '#fbbf24'] },
  { bg: ['#0b1b33', '#173a66'], ink: ['#7dd3fc', '#ffd3b6', '#ff7a59'] },
  { bg: ['#10261b', '#1f4a33'], ink: ['#86efac', '#d9f99d', '#f59e0b'] },
  { bg: ['#2a0f2e', '#4d1f52'], ink: ['#f0abfc', '#fb7185', '#fcd34d'] },
  { bg: ['#f3ede2', '#e6d9c4'], ink: ['#1f2a44', '#2f6f73', '#d9480f'] },
  { bg: ['#f5e6d3', '#ebcfae'], ink: ['#9a3412', '#1e3a5f', '#e9a23b'] },
  { bg: ['#e4ece2', '#cbdac7'], ink: ['#1f3d36', '#3b82a0', '#c2410c'] },
  { bg: ['#17171c', '#2c2c36'], ink: ['#f59e0b', '#fde68a', '#60a5fa'] },
  { bg: ['#0a2540', '#12508a'], ink: ['#38bdf8', '#e0f2fe', '#f97316'] },
  { bg: ['#2b0b14', '#58172e'], ink: ['#f6c453', '#f8a5b5', '#fef3c7'] },
  { bg: ['#2e3a59', '#485a86'], ink: ['#9ee6cf', '#f7f3e9', '#ffd166'] },
  { bg: ['#3d2c4e', '#6e4c72'], ink: ['#ffb4a2', '#fef9ef', '#e5989b'] },
  { bg: ['#ece8f6', '#d8cfee'], ink: ['#3b2a72', '#5b8def', '#e0457b'] },
]

export type CoverKind = 'article' | 'course' | 'tutorial' | 'video' | 'podcast' | 'playlist' | 'series'

const coverKinds: readonly string[] = ['article', 'course', 'tutorial', 'video', 'podcast', 'playlist', 'series'] satisfies CoverKind[]

export const isCoverKind = (kind: string): kind is CoverKind => coverKinds.includes(kind)

/** Category words and the family that draws them, first match wins (so "Industry News" is news). */
const familyRules: readonly [RegExp, MotifFamily][] = [
  [/playlist/, 'playlist'],
  [/podcast|series|interview/, 'broadcast'],
  [/news|update/, 'mosaic'],
  [/deep dive|technical/, 'strata'],
  [/deep learning|neural|tensorflow|pytorch|keras/, 'layers'],
  [/vision|opencv|image/, 'aperture'],
  [/language|nlp|speech|text/, 'waves'],
  [/robot|automation/, 'linkage'],
  [/generative|creative|genai/, 'blobs'],
  [/ethic|society|policy|safety|governance/, 'symmetry'],
  [/market|growth|startup|career/, 'rising'],
  [/business|industry|enterprise|finance/, 'isometric'],
  [/research|paper/, 'graph'],
  [/data|scikit|statistic|analytics/, 'scatter'],
  [/machine learning|^ml$|learning/, 'contour'],
  [/video|film/, 'frames'],
]

/** The drawing family for an item's category label, falling back on its kind. */
export function motifFamilyFor(label: string, kind: CoverKind): MotifFamily {
  const name = label.trim().toLowerCase()
  for (const [pattern, family] of familyRules) if (pattern.test(name)) return family
  if (kind === 'podcast' || kind === 'series') return 'broadcast'
  if (kind === 'playlist') return 'playlist'
  if (kind === 'video') return 'frames'
  return 'mosaic'
}

/**
 * A deterministic 1200×630 cover without words: a composition of the category's family, drawn
 * from the seed (the slug or id) so items in one category are related but never the same. It
 * is decorative (the page names the item), so it is hidden from assistive technology.
 */
export function coverSvg({ seed, label, kind }: { seed: string; label: string; kind: CoverKind }) {
  const family = motifFamilyFor(label, kind)
  const palette = coverPalettes[hashString(`${seed}:palette`) % coverPalettes.length]!
  const random = randomSource(hashString(`${family}:${seed}`))
  const slant = random.range(0, Math.PI / 2)
  const [x1, y1] = [0.5 - Math.cos(slant) / 2, 0.5 - Math.sin(slant) / 2].map((v) => v.toFixed(2))
  const [x2, y2] = [0.5 + Math.cos(slant) / 2, 0.5 + Math.sin(slant) / 2].map((v) => v.toFixed(2))
  const { defs, body } = motifs[family](random, palette)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" aria-hidden="true">
<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.bg[0]}"/><stop offset="1" stop-color="${palette.bg[1]}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${palette.ink[0]}" stop-opacity=".22"/><stop offset="1" stop-color="${palette.ink[0]}" stop-opacity="0"/></radialGradient>${defs}</defs>
<rect width="1200" height="630" fill="url(#bg)"/><ellipse cx="600" cy="315" rx="560" ry="400" fill="url(#glow)"/>
${body}
</svg>`
}

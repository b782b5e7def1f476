import { existsSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { paletteFor } from '../../app/images/cover-svg'
import { wrapToWidth } from '../../app/images/text-fit'
import { escapeXml } from '../../app/lib/escape'

const fontDir = '/usr/share/fonts/truetype/dejavu'
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf'].map((name) => `${fontDir}/${name}`)

/** The fonts are part of the output: without exactly these the frames would differ per machine. */
export function checkFonts() {
  const missing = fontFiles.filter((file) => !existsSync(file))
  if (missing.length) throw new Error(`Missing fonts (apt-get install fonts-dejavu-core): ${missing.join(', ')}`)
}

export interface TitleCard {
  /** Picks the palette, like the item's cover (the slug). */
  seed: string
  label: string
  title: string
  byline: string
}

/** A 1280×720 title card in the cover's palette: label, title, byline and a track for the progress bar. */
export function titleCardSvg({ seed, label, title, byline }: TitleCard) {
  const [dark, mid, light] = paletteFor(seed)
  const lines = wrapToWidth(title, 19, 4)
  const titleY = 330 - (lines.length - 1) * 34
  const tspans = lines.map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 74}">${escapeXml(line)}</tspan>`).join('')
  const pill = label.toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#bg)"/>
<circle cx="1130" cy="130" r="280" fill="${light}" opacity="0.12"/>
<circle cx="1060" cy="600" r="170" fill="none" stroke="${light}" stroke-width="4" opacity="0.25"/>
<rect x="96" y="84" rx="22" width="${pill.length * 17 + 52}" height="48" fill="#fff" opacity="0.16"/>
<text x="122" y="117" font-family="DejaVu Sans" font-size="24" font-weight="700" fill="#fff">${escapeXml(pill)}</text>
<text x="96" y="${titleY}" font-family="DejaVu Serif" font-size="62" font-weight="700" fill="#fff">${tspans}</text>
<text x="96" y="640" font-family="DejaVu Sans" font-size="30" fill="#fff" opacity="0.9">${escapeXml(byline)}</text>
<rect y="708" width="1280" height="12" fill="#000" opacity="0.35"/>
</svg>`
}

/** The card as a 640×360 PNG. */
export function renderTitleCard(card: TitleCard): Buffer {
  const svg = new Resvg(titleCardSvg(card), {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'DejaVu Sans', serifFamily: 'DejaVu Serif' },
    fitTo: { mode: 'width', value: 640 },
  })
  return svg.render().asPng()
}

/** The colour of the progress bar drawn over the card's bottom track. */
export const barColor = (seed: string) => paletteFor(seed)[2]

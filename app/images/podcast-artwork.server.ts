import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { crc32, deflate } from 'node:zlib'
import { renderAsync } from '@resvg/resvg-js'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, podcastSeries } from '../db/schema'
import { isSeriesId } from '../podcasts/podcast-detail.server'
import { hashString } from '../lib/text'
import { escapeXml } from '../lib/escape'
import { paletteFor } from './cover-svg'
import { renderCache } from './render-cache.server'
import { resvgFonts } from './fonts.server'
import { textWidthEm, wrapToWidth } from './text-fit'
import { isPublishedNow } from '../lib/publication.server'

export interface ArtworkCard {
  /** Picks the palette, like the covers (the series id or episode slug). */
  seed: string
  siteName: string
  /** The pill, e.g. "PODCAST" or "EPISODE 42". */
  label: string
  title: string
  /** e.g. "Hosted by Noor Haddad-Keller", or the series of an episode. */
  byline: string
}

const deflateAsync = promisify(deflate)
const size = 3000
const margin = 200
/** The site mark's gradient (#818cf8 to #c026d3) flattened to its midpoint. */
const markColor = '#a059e5'

/** `color` laid over `base` at `alpha`, as one flat colour (blending in the SVG would cost PNG bytes). */
function mix(color: string, base: string, alpha: number) {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(color, i) * alpha + channel(base, i) * (1 - alpha)).toString(16).padStart(2, '0'))
    .join('')}`
}

/**
 * The largest title size (px) at which the title fits in four lines without cutting a word or
 * the title; very long titles get the smallest size, cut with "…". At 300 px wide the smallest
 * is still about 20 px type.
 */
function fitTitle(title: string) {
  const measure = size - margin * 2
  for (const fontSize of [300, 260, 225]) {
    const maxEm = measure / fontSize
    const lines = wrapToWidth(title, maxEm, 4)
    if (!lines.at(-1)?.endsWith('…') && title.split(/\s+/).every((word) => textWidthEm(word) <= maxEm)) return { fontSize, lines }
  }
  return { fontSize: 195, lines: wrapToWidth(title, measure / 195, 4) }
}

/**
 * The 3000×3000 podcast artwork in the covers' style: the palette, a broadcast motif of solid
 * circles and rings (nudged by the seed), the site's mark and name, the pill label, the serif
 * title and the byline. Flat fills only, so the PNG stays small; the type reads at 300 px.
 */
export function artworkSvg({ seed, siteName, label, title, byline }: ArtworkCard) {
  const [dark, mid, light] = paletteFor(seed)
  const h = hashString(`${seed}:artwork`)
  // The motif sits top right; the seed nudges it so sibling episodes differ a little.
  const cx = 2380 + (h % 240)
  const cy = 640 + ((h >>> 8) % 240)
  const angle = ((190 + ((h >>> 16) % 26)) * Math.PI) / 180
  const rings = [520, 700, 880]
    .map((r, i) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${mix(light, mid, 0.5 - i * 0.12)}" stroke-width="28"/>`)
    .join('')
  const { fontSize, lines } = fitTitle(title.trim() || siteName)
  const lineHeight = Math.round(fontSize * 1.14)
  const lastBaseline = 2470
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight
  const tspans = lines.map((line, i) => `<tspan x="${margin}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`).join('')
  const pill = label.trim().toUpperCase().slice(0, 24)
  const name = wrapToWidth(siteName.trim(), 20, 1)[0] ?? ''
  const by = wrapToWidth(byline.trim(), 24, 1)[0] ?? ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${dark}"/>
<circle cx="${cx}" cy="${cy}" r="1120" fill="${mid}"/>
${rings}
<circle cx="${cx}" cy="${cy}" r="300" fill="${light}"/>
<circle cx="${Math.round(cx + 880 * Math.cos(angle))}" cy="${Math.round(cy + 880 * Math.sin(angle))}" r="64" fill="${light}"/>
<g transform="translate(${margin} ${margin}) scale(6.5)"><rect width="32" height="32" rx="8" fill="${markColor}"/><path d="M10 8v16h12" stroke="#fff" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="21" cy="11" r="2.6" fill="#fff"/></g>
<text x="${margin + 270}" y="${margin + 142}" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="700" fill="#fff">${escapeXml(name)}</text>
${pill ? `<rect x="${margin}" y="${firstBaseline - fontSize - 260}" rx="80" width="${Math.round(pill.length * 62 + 150)}" height="160" fill="${mix('#ffffff', dark, 0.18)}"/>
<text x="${margin + 75}" y="${firstBaseline - fontSize - 152}" font-family="DejaVu Sans, sans-serif" font-size="80" font-weight="700" fill="#fff">${escapeXml(pill)}</text>` : ''}
<text x="${margin}" y="${firstBaseline}" font-family="DejaVu Serif, serif" font-size="${fontSize}" font-weight="700" fill="#fff">${tspans}</text>
<text x="${margin}" y="2700" font-family="DejaVu Sans, sans-serif" font-size="110" font-weight="700" fill="${light}">${escapeXml(by)}</text>
<rect y="2880" width="${size}" height="120" fill="${light}"/>
</svg>`
}

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0)
  return Buffer.concat([head, data, crc])
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * RGBA pixels as an 8-bit RGB PNG (no alpha: the artwork is opaque, and Apple wants RGB) with
 * an sRGB chunk. Every row uses the Up filter: on this flat art it deflates smaller than Sub.
 */
export async function encodeRgbPng(rgba: Uint8Array, width: number, height: number) {
  const stride = width * 3 + 1
  const raw = Buffer.alloc(stride * height)
  const rowBytes = width * 4
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 2
    // Up: each byte minus the one a row above (zero above the first row); stores wrap mod 256.
    const above = y ? -rowBytes : 0
    const keep = y ? 1 : 0
    for (let from = y * rowBytes, end = from + rowBytes, to = y * stride + 1; from < end; from += 4, to += 3) {
      raw[to] = rgba[from]! - keep * rgba[from + above]!
      raw[to + 1] = rgba[from + 1]! - keep * rgba[from + above + 1]!
      raw[to + 2] = rgba[from + 2]! - keep * rgba[from + above + 2]!
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type: truecolour
  // Compressed on the thread pool: a first render does not hold up other requests meanwhile.
  const compressed = await deflateAsync(raw, { level: 9 })
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('sRGB', Buffer.from([0])), // rendering intent: perceptual
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const cachedArtwork = renderCache({ maxEntries: 40, maxBytes: 24 * 1024 * 1024 })

/** Bump when the artwork's design changes, so clients holding the old image get the new one. */
const artworkVersion = 1

/** The fields that make a card (and the design's version), as one key. */
const artworkKey = (card: ArtworkCard) => JSON.stringify([artworkVersion, card.seed, card.siteName, card.label, card.title, card.byline])

/** A strong ETag from the card's fields: the same card renders the same bytes. */
export const artworkEtag = (card: ArtworkCard) => `"${createHash('sha1').update(artworkKey(card)).digest('base64url')}"`

/** The artwork as PNG; recent ones are kept in memory (least recently used go first), and concurrent renders of one card are shared. */
export function renderArtworkPng(card: ArtworkCard): Promise<Buffer> {
  return cachedArtwork(artworkKey(card), async () => {
    const image = await renderAsync(artworkSvg(card), { font: resvgFonts(), fitTo: { mode: 'original' } })
    return encodeRgbPng(image.pixels, image.width, image.height)
  })
}

/** Title and host of a series for its artwork; null for a malformed or unknown id. */
export async function getSeriesArtworkInfo(db: Db, id: string) {
  if (!isSeriesId(id)) return null
  const [row] = await db
    .select({ title: podcastSeries.title, host: podcastSeries.host })
    .from(podcastSeries)
    .where(eq(podcastSeries.id, id))
    .limit(1)
  return row ?? null
}

/** Title, number, host and series of a public episode (premium ones included) for its artwork; null otherwise. */
export async function getEpisodeArtworkInfo(db: Db, slug: string, now = new Date()) {
  const [row] = await db
    .select({ title: podcasts.title, episodeNumber: podcasts.episodeNumber, host: podcasts.host, seriesTitle: podcastSeries.title })
    .from(podcasts)
    .leftJoin(podcastSeries, eq(podcasts.seriesId, podcastSeries.id))
    .where(and(eq(podcasts.slug, slug), isPublishedNow(podcasts, now)))
    .limit(1)
  return row ?? null
}

import { renderAsync } from '@resvg/resvg-js'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { articles, categories } from '../db/schema'
import { escapeXml } from '../lib/escape'
import { paletteFor } from './cover-svg'
import { renderCache } from './render-cache.server'
import { resvgFonts } from './fonts.server'
import { wrapToWidth } from './text-fit'
import { isPublishedNow } from '../lib/publication.server'

export interface SocialCard {
  /** Picks the palette, like the article's cover (the slug). */
  seed: string
  siteName: string
  label: string
  title: string
}

/** The 1200×630 card: the cover's gradient, the site's mark and name, the category and the title. */
function socialCardSvg({ seed, siteName, label, title }: SocialCard) {
  const [dark, mid, light] = paletteFor(seed)
  // 60px type on a 1056px measure: about 17.6em per line.
  const lines = wrapToWidth(title.trim() || siteName, 17.2, 4)
  const titleY = 290 + (4 - lines.length) * 23
  const tspans = lines.map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : 74}">${escapeXml(line)}</tspan>`).join('')
  const pill = label.trim().toUpperCase().slice(0, 40)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#818cf8"/><stop offset="1" stop-color="#c026d3"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="110" r="260" fill="${light}" opacity="0.12"/>
<circle cx="1010" cy="560" r="150" fill="none" stroke="${light}" stroke-width="3" opacity="0.25"/>
<g transform="translate(72 60) scale(1.75)"><rect width="32" height="32" rx="8" fill="url(#mark)"/><path d="M10 8v16h12" stroke="#fff" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="21" cy="11" r="2.6" fill="#fff"/></g>
<text x="144" y="106" font-family="DejaVu Sans, sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeXml(siteName)}</text>
${pill ? `<rect x="72" y="150" rx="20" width="${pill.length * 17 + 48}" height="44" fill="#fff" opacity="0.16"/>
<text x="96" y="180" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(pill)}</text>` : ''}
<text x="72" y="${titleY}" font-family="DejaVu Serif, serif" font-size="60" font-weight="700" fill="#fff">${tspans}</text>
<rect y="614" width="1200" height="16" fill="${light}"/>
</svg>`
}

const cachedCards = renderCache({ maxEntries: 200, maxBytes: 32 * 1024 * 1024 })

/** The card as PNG; recent cards are kept in memory (least recently used go first). */
export function renderSocialCard(card: SocialCard): Promise<Buffer> {
  return cachedCards(JSON.stringify([card.seed, card.siteName, card.label, card.title]), async () =>
    (await renderAsync(socialCardSvg(card), { font: resvgFonts(), fitTo: { mode: 'original' } })).asPng(),
  )
}

/** Title and category of a public article for its social card; null for unknown, draft or scheduled ones. */
export async function getArticleSocialInfo(db: Db, slug: string) {
  const [row] = await db
    .select({ title: articles.title, category: categories.name })
    .from(articles)
    .leftJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(isPublishedNow(articles, new Date()), eq(articles.slug, slug)))
    .limit(1)
  return row ?? null
}

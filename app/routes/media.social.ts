import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { getArticleSocialInfo, renderSocialCard, type SocialCard } from '../images/social-image.server'
import type { Route } from './+types/media.social'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

async function cardFor(kind: string, file: string): Promise<SocialCard | null> {
  const siteName = getConfig().SITE_NAME
  if (kind === 'site') {
    return file === 'default.png'
      ? { seed: siteName, siteName, label: '', title: 'AI and marketing news and education' }
      : null
  }
  if (kind !== 'article' || !file.endsWith('.png')) return null
  const slug = file.slice(0, -'.png'.length)
  const info = slug ? await getArticleSocialInfo(getDb(), slug) : null
  return info ? { seed: slug, siteName, label: info.category ?? 'News', title: info.title } : null
}

/** Social cards (Open Graph images): /media/social/article/{slug}.png and /media/social/site/default.png */
export async function loader({ params }: Route.LoaderArgs) {
  const card = await cardFor(params.kind, params.file)
  if (!card) return notFound()
  const png = await renderSocialCard(card)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400, s-maxage=604800',
    },
  })
}

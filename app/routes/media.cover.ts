import { getArticleCoverInfo } from '../content/articles.server'
import { getDb } from '../db/client.server'
import { coverSvg } from '../media/cover-svg'
import type { Route } from './+types/media.cover'

/** Generated SVG covers: /media/covers/article/{slug}.svg */
export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.svg$/, '')
  const info = params.kind === 'article' ? await getArticleCoverInfo(getDb(), slug) : null
  if (!info) return new Response('Not found', { status: 404 })
  return new Response(coverSvg({ seed: slug, title: info.title, label: info.category ?? 'News' }), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

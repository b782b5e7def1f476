import { getDb } from '../db/client.server'
import { getCoverInfo } from '../media/cover-info.server'
import { coverSvg } from '../media/cover-svg'
import type { Route } from './+types/media.cover'

/** Generated SVG covers: /media/covers/{article|course|tutorial|video|podcast}/{slug}.svg, {playlist|series}/{id}.svg */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params.file.replace(/\.svg$/, '')
  const info = params.file.endsWith('.svg') ? await getCoverInfo(getDb(), params.kind, key) : null
  if (!info) return new Response('Not found', { status: 404 })
  return new Response(coverSvg({ seed: key, title: info.title, label: info.label }), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}

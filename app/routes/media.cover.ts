import { can } from '../accounts/permissions'
import { getUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { getCoverInfo } from '../images/cover-info.server'
import { coverSvg, isCoverKind } from '../images/cover-svg'
import type { Route } from './+types/media.cover'

/**
 * Generated SVG covers: /media/covers/{article|course|tutorial|video|podcast}/{slug}.svg,
 * {playlist|series}/{id}.svg. Drafts and scheduled items have covers for the staff who write
 * (their previews and the content list), and those answers stay private to their browser.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params.file.replace(/\.svg$/, '')
  const kind = params.kind
  if (!params.file.endsWith('.svg') || !isCoverKind(kind)) return new Response('Not found', { status: 404 })
  const db = getDb()
  let info = await getCoverInfo(db, kind, key)
  let cacheControl = 'public, max-age=86400, stale-while-revalidate=604800'
  if (!info && can((await getUser(request))?.role, 'content.write')) {
    info = await getCoverInfo(db, kind, key, { includeUnpublished: true })
    cacheControl = 'private, no-store'
  }
  if (!info) return new Response('Not found', { status: 404 })
  return new Response(coverSvg({ seed: key, label: info.label, kind }), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl },
  })
}

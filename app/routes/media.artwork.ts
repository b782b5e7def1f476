import { getConfig } from '../config.server'
import { notModifiedResponse } from '../lib/conditional-get'
import { getDb } from '../db/client.server'
import {
  artworkEtag,
  getEpisodeArtworkInfo,
  getSeriesArtworkInfo,
  renderArtworkPng,
  type ArtworkCard,
} from '../images/podcast-artwork.server'
import type { Route } from './+types/media.artwork'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

async function cardFor(kind: string, file: string): Promise<ArtworkCard | null> {
  if (!file.endsWith('.png')) return null
  const key = file.slice(0, -'.png'.length)
  if (!key) return null
  const siteName = getConfig().SITE_NAME
  if (kind === 'series') {
    const series = await getSeriesArtworkInfo(getDb(), key)
    return series ? { seed: key, siteName, label: 'PODCAST', title: series.title, byline: `Hosted by ${series.host}` } : null
  }
  if (kind === 'episode') {
    const episode = await getEpisodeArtworkInfo(getDb(), key)
    if (!episode) return null
    const label = episode.episodeNumber == null ? 'EPISODE' : `EPISODE ${episode.episodeNumber}`
    return { seed: key, siteName, label, title: episode.title, byline: episode.seriesTitle ?? episode.host }
  }
  return null
}

/**
 * Square podcast artwork for podcast directories (3000×3000 RGB PNG):
 * /media/artwork/series/{id}.png and /media/artwork/episode/{slug}.png (public episodes only).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const card = await cardFor(params.kind, params.file)
  if (!card) return notFound()
  const headers = { ETag: artworkEtag(card), 'Cache-Control': 'public, max-age=86400, s-maxage=604800' }
  const notModified = notModifiedResponse(request, headers)
  if (notModified) return notModified
  const png = await renderArtworkPng(card)
  return new Response(new Uint8Array(png), {
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
  })
}

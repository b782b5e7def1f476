import type { MetaDescriptor } from 'react-router'

/** Addresses of the podcast pages and files (client-safe). */
export const episodePath = (slug: string) => `/podcasts/${encodeURIComponent(slug)}`
export const episodePositionPath = (slug: string) => `${episodePath(slug)}/position`
export const seriesPath = (id: string) => `/podcast-series/${id}`
export const seriesFeedPath = (id: string) => `/podcast-series/${id}/feed.xml`
/** Square PNG artwork (3000×3000) for podcast directories. */
export const seriesArtworkPath = (id: string) => `/media/artwork/series/${id}.png`
export const episodeArtworkPath = (slug: string) => `/media/artwork/episode/${encodeURIComponent(slug)}.png`

/** The `<link rel="alternate">` advertising a series' podcast feed. */
export function seriesFeedLink(seriesTitle: string, seriesId: string): MetaDescriptor {
  return { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${seriesTitle} (podcast feed)`, href: seriesFeedPath(seriesId) }
}

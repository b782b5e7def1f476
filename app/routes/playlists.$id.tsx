import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { ListErrorView } from '../ui/list-error-view'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { PlaylistView } from '../videos/components/playlist-view'
import { recordPageRead } from '../analytics/record-read.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { getPlaylist } from '../videos/playlists.server'
import { canWatchPremium } from '../videos/video-detail.server'
import { getPositions } from '../playback/positions.server'
import { detailPageMeta } from '../seo/detail-meta'
import type { Route } from './+types/playlists.$id'

/**
 * A playlist (open to everyone, spec §6) with its videos in order; `?v=slug` picks the one
 * in the player. Premium videos inside still play only for readers with access: for the
 * others their media addresses are left out and the upgrade prompt shows instead.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const playlist = await getPlaylist(db, params.id, { canWatchPremium: canWatchPremium(user) })
  if (!playlist) throw notFound({ id: params.id })
  const chosen = new URL(request.url).searchParams.get('v')
  const current = playlist.videos.find((v) => v.slug === chosen) ?? playlist.videos.find((v) => !v.isLocked) ?? playlist.videos[0] ?? null
  if (current && !current.isLocked) await recordPageRead(db, { request, context, user }, 'video', current)
  const playable = playlist.videos.filter((v) => !v.isLocked).map((v) => v.id)
  const positions = user ? await getPositions(db, { kind: 'video', userId: user.id, itemIds: playable }) : {}
  return { playlist, currentSlug: current?.slug ?? null, positions, isSignedIn: user !== null, now: Date.now() }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.playlistNotFound', ({ playlist }) => ({
    title: playlist.title,
    description: playlist.description,
    path: `/playlists/${playlist.id}`,
  }))

export default function PlaylistPage({ loaderData }: Route.ComponentProps) {
  return <PlaylistView {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const back = { to: '/videos?tab=playlists', label: 'videos.backToVideos' } as const
  const failed = <ListErrorView error={error} title={t('videos.title')} fallback={t('videos.loadFailed')} back={{ to: back.to, label: t(back.label) }} />
  return <NotFoundBoundary error={error} title="videos.playlistNotFound" text="videos.playlistNotFoundText" back={back} otherwise={failed} />
}

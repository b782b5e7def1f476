import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatDuration } from '../video-format'
import type { PlaylistCard as PlaylistCardData } from '../playlists.server'
import { PlaylistIcon } from './video-icons'
import { primaryButton, Thumbnail } from './video-meta'

type SerializedPlaylist = Omit<PlaylistCardData, 'updatedAt'> & { updatedAt: Date | string }

/** A playlist in the list: its size and total length, and 'Watch Playlist'. Playlists are open to all. */
export function PlaylistCard({ playlist }: { playlist: SerializedPlaylist }) {
  const t = useT()
  const href = `/playlists/${playlist.id}`
  const count = playlist.videoCount === 1 ? t('videos.oneVideo') : t('videos.videoCount', { count: playlist.videoCount })
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="playlist-card">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Thumbnail src={playlist.thumbnail} focus={playlist.coverFocus}>
          <span className="absolute inset-y-0 end-0 flex w-1/3 flex-col items-center justify-center gap-1 bg-slate-950/75 text-sm font-semibold text-white">
            <PlaylistIcon width={24} height={24} />
            {count}
          </span>
        </Thumbnail>
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">
          <Link to={href} className="hover:underline">{playlist.title}</Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{playlist.description}</p>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
          {count} · {t('videos.totalDuration', { time: formatDuration(playlist.totalSeconds) })}
        </p>
        <div className="mt-auto pt-5">
          <Link to={href} className={primaryButton} aria-label={`${t('videos.watchPlaylist')}: ${playlist.title}`}>
            <PlaylistIcon width={16} height={16} /> {t('videos.watchPlaylist')}
          </Link>
        </div>
      </div>
    </article>
  )
}

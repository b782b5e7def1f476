import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatDuration } from '../video-format'
import { LockIcon } from './video-icons'

interface QueueItem {
  id: string
  slug: string
  title: string
  author: string
  durationSeconds: number
  isLocked: boolean
}

/** The playlist's videos in order; each opens in the player (`?v=slug`), the current one is marked. */
export function PlaylistQueue({
  playlistId,
  videos,
  currentSlug,
  onSelect,
}: {
  playlistId: string
  videos: QueueItem[]
  currentSlug: string | null
  onSelect?: () => void
}) {
  const t = useT()
  return (
    <ol className="mt-4 flex flex-col gap-1" data-testid="playlist-queue">
      {videos.map((video, i) => {
        const isCurrent = video.slug === currentSlug
        return (
          <li key={video.id}>
            <Link
              to={`/playlists/${playlistId}?v=${video.slug}`}
              preventScrollReset
              onClick={onSelect}
              aria-current={isCurrent ? 'true' : undefined}
              className={`flex gap-3 rounded-xl p-3 text-start ${
                isCurrent ? 'bg-brand-50 ring-1 ring-brand-500 dark:bg-brand-500/15' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
              }`}
            >
              <span className="w-6 shrink-0 pt-0.5 text-end text-sm font-semibold text-slate-600 tabular-nums dark:text-slate-300">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-white">{video.title}</span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-300">
                  {video.author} · {formatDuration(video.durationSeconds)}
                  {isCurrent ? <span className="font-semibold text-brand-700 dark:text-brand-300">{t('videos.nowPlaying')}</span> : null}
                </span>
                {video.isLocked ? (
                  <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
                    <LockIcon width={12} height={12} /> {t('videos.lockedInPlaylist')}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        )
      })}
    </ol>
  )
}

import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '../../i18n/i18n'
import { formatDuration } from '../video-format'
import { useHydrated } from '../../lib/use-hydrated'
import type { PlaylistPageData } from '../video-detail.server'
import { PlaylistQueue } from './playlist-queue'
import { PremiumGate } from './premium-gate'
import { ShortcutList } from './shortcut-list'
import { useAutoplayNext } from './use-autoplay-next'
import { PlaylistIcon } from './video-icons'
import { TypeBadge, VideoCounts } from './video-meta'
import { VideoPlayer } from './video-player'


/** A playlist: the player with the chosen video, and the queue that plays on in order. */
export function PlaylistView({ playlist, currentSlug, positions, isSignedIn }: PlaylistPageData) {
  const t = useT()
  const navigate = useNavigate()
  // The video that autoplay moved on to: it starts by itself, once (not after a reload).
  const [autoplayId, setAutoplayId] = useState<string | null>(null)
  const isHydrated = useHydrated()
  const [isAutoplayOn, setAutoplay] = useAutoplayNext()
  const index = playlist.videos.findIndex((v) => v.slug === currentSlug)
  const current = playlist.videos[index]
  const next = playlist.videos.slice(index + 1).find((v) => !v.isLocked)
  const path = `/playlists/${playlist.id}`
  const count = playlist.videoCount === 1 ? t('videos.oneVideo') : t('videos.videoCount', { count: playlist.videoCount })
  const playNext = () => {
    if (!isAutoplayOn || !next) return
    setAutoplayId(next.id)
    void navigate(`${path}?v=${next.slug}`, { preventScrollReset: true })
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 uppercase dark:text-brand-300">
          <PlaylistIcon width={18} height={18} /> {t('videos.playlist')}
        </p>
        <h1 className="mt-2 font-serif text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{playlist.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{playlist.description}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {count} · {t('videos.totalDuration', { time: formatDuration(playlist.totalSeconds) })}
        </p>
        {current ? (
          <div className="mt-6">
            {current.mediaUrl || current.stream ? (
              <>
                <VideoPlayer
                  key={current.id}
                  video={current}
                  resumeAt={positions[current.id] ?? null}
                  positionUrl={isSignedIn ? `/videos/${current.slug}/position` : null}
                  autoPlay={autoplayId === current.id}
                  onEnded={playNext}
                />
                <ShortcutList />
              </>
            ) : (
              <PremiumGate key={current.id} thumbnail={current.thumbnail} isVisitor={!isSignedIn} returnTo={`${path}?v=${current.slug}`} />
            )}
            <div className="mt-5 flex flex-wrap items-center gap-2">
              <TypeBadge type={current.videoType} />
              <span className="text-sm text-slate-600 dark:text-slate-300">{current.category}</span>
            </div>
            <h2 className="mt-2 font-serif text-2xl font-bold" data-testid="current-title">{current.title}</h2>
            <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-300">
              <span className="font-semibold text-slate-900 dark:text-white">{current.author}</span>
              <span aria-hidden="true">·</span>
              <VideoCounts views={current.views} likes={current.likes} />
            </p>
          </div>
        ) : null}
      </div>
      <aside aria-labelledby="playlist-videos" className="lg:pt-2">
        <h2 id="playlist-videos" className="font-serif text-xl font-bold">{t('videos.playlistVideos')}</h2>
        {isHydrated ? (
          <label className="mt-3 flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={isAutoplayOn}
              onChange={(event) => setAutoplay(event.target.checked)}
              className="h-5 w-5 accent-brand-600"
              data-testid="autoplay-toggle"
            />
            {t('videos.autoplayNext')}
          </label>
        ) : null}
        <PlaylistQueue playlistId={playlist.id} videos={playlist.videos} currentSlug={currentSlug} onSelect={() => setAutoplayId(null)} />
      </aside>
    </div>
  )
}

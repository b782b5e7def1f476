import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { VideoCard as VideoCardData } from '../videos.server'
import { LockIcon, PlayIcon } from './video-icons'
import { DurationBadge, PremiumBadge, Thumbnail, TypeBadge, VideoAge, VideoCounts, primaryButton, upgradeButton } from './video-meta'

type SerializedVideo = Omit<VideoCardData, 'publishedAt'> & { publishedAt: Date | string | null }

/** A video in the list: duration, type, premium mark, author, views, likes, age and its button. */
export function VideoCard({ video, now, canWatchPremium }: { video: SerializedVideo; now: number; canWatchPremium: boolean }) {
  const t = useT()
  const isLocked = video.isPremium && !canWatchPremium
  const href = `/videos/${video.slug}`
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="video-card">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <Thumbnail src={video.thumbnail} focus={video.coverFocus}>
          {isLocked ? (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55">
              <LockIcon width={28} height={28} className="text-amber-300" />
            </span>
          ) : null}
          <DurationBadge seconds={video.durationSeconds} />
        </Thumbnail>
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type={video.videoType} />
          <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{video.category}</span>
          {video.isPremium ? <PremiumBadge /> : null}
        </div>
        <h3 className="mt-3 font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">
          <Link to={href} className="hover:underline">{video.title}</Link>
        </h3>
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">{video.author}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-300">
          <VideoCounts views={video.views} likes={video.likes} />
          <span aria-hidden="true">·</span>
          <VideoAge date={video.publishedAt} now={now} />
        </p>
        <div className="mt-auto pt-5">
          {isLocked ? (
            <Link to="/subscription" className={upgradeButton} aria-label={`${t('videos.upgradeToWatch')}: ${video.title}`}>
              <LockIcon width={16} height={16} /> {t('videos.upgradeToWatch')}
            </Link>
          ) : (
            <Link to={href} className={primaryButton} aria-label={`${t('videos.watchNow')}: ${video.title}`}>
              <PlayIcon width={16} height={16} /> {t('videos.watchNow')}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}

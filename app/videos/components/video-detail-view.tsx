import { Byline } from '../../newsroom/components/byline'
import { useT } from '../../i18n/i18n'
import { formatDuration } from '../video-format'
import type { VideoPageData } from '../video-detail.server'
import { ClockIcon } from '../../ui/icons'
import { PremiumGate } from './premium-gate'
import { ShortcutList } from './shortcut-list'
import { VideoCard } from './video-card'
import { LikeButton } from '../../likes/components/like-button'
import { PremiumBadge, TypeBadge, VideoAge, VideoCounts } from './video-meta'
import { VideoPlayer } from './video-player'
import { BackLink } from '../../ui/back-link'
import { SaveOfflineButton } from '../../offline/components/save-offline-button'


/** The video page: player (or upgrade prompt), facts, like, description and related videos. */
export function VideoDetailView({ video, authors, related, isLiked, resumeAt, isSignedIn, canWatchPremium, now }: VideoPageData) {
  const t = useT()
  const path = `/videos/${video.slug}`
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to="/videos">{t('videos.backToVideos')}</BackLink>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <TypeBadge type={video.videoType} />
        <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{video.category}</span>
        {video.isPremium ? <PremiumBadge /> : null}
      </div>
      <h1 className="mt-3 font-serif text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{video.title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <Byline authors={authors} fallback={video.author} className="font-semibold text-slate-900 dark:text-white" />
        <span aria-hidden="true">·</span>
        <VideoCounts views={video.views} likes={video.likes} />
        <span aria-hidden="true">·</span>
        <VideoAge date={video.publishedAt} now={now} />
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <ClockIcon width={14} height={14} /> {t('videos.duration', { time: formatDuration(video.durationSeconds) })}
        </span>
        {video.stream ? (
          <>
            <span aria-hidden="true">·</span>
            <span data-testid="video-qualities">{t('videos.qualities', { list: video.stream.renditions.map((rendition) => `${rendition.height}p`).join(' · ') })}</span>
          </>
        ) : null}
      </p>
      <div className="mt-6">
        {video.mediaUrl || video.stream ? (
          <>
            <VideoPlayer
              video={video}
              resumeAt={resumeAt}
              positionUrl={isSignedIn ? `${path}/position` : null}
            />
            <ShortcutList />
          </>
        ) : (
          <PremiumGate thumbnail={video.thumbnail} isVisitor={!isSignedIn} returnTo={path} />
        )}
      </div>
      {!video.isLocked ? (
        <div className="mt-6">
          <LikeButton kind="video" slug={video.slug} likes={video.likes} isLiked={isLiked} isSignedIn={isSignedIn} />
          <div className="mt-4">
            <SaveOfflineButton path={path} />
          </div>
        </div>
      ) : null}
      <section className="mt-10" aria-labelledby="about-video">
        <h2 id="about-video" className="font-serif text-2xl font-bold">{t('videos.about')}</h2>
        <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700 dark:text-slate-200">
          {video.description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">{paragraph}</p>
          ))}
        </div>
      </section>
      {related.length > 0 ? (
        <section className="mt-14 border-t border-slate-200 pt-10 dark:border-slate-800" aria-labelledby="related-videos">
          <h2 id="related-videos" className="font-serif text-2xl font-bold">{t('videos.related')}</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <VideoCard key={item.id} video={item} now={now} canWatchPremium={canWatchPremium} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  )
}

import { episodePath } from '../paths'
import { Link } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatCount } from '../../lib/format'
import { formatClock, podcastCategorySlugOf } from '../podcast-choices'
import { episodePositionPath, seriesPath } from '../paths'
import type { EpisodePageData } from '../podcast-detail.server'
import { AudioPlayer } from './audio-player'
import { EpisodeCard } from './episode-card'
import { LikeButton } from '../../likes/components/like-button'
import { CategoryBadge, EpisodeFacts, EpisodeTags, HostLine, LikesCount, PremiumBadge } from './episode-meta'
import { PremiumPrompt, ShowNotes, SponsorMessage, Transcript } from './episode-notes'
import { DetailArticle, MoreSection } from '../../ui/detail-page'
import { SaveOfflineButton } from '../../offline/components/save-offline-button'


/** One episode: header with its facts, the player (or the upgrade prompt), like, show notes, transcript and more episodes. */
export function EpisodePage({ episode, authors, more, isLiked, position, isSignedIn, canListenPremium }: EpisodePageData) {
  const t = useT()
  const language = useLanguage()
  const categorySlug = podcastCategorySlugOf(episode.category)
  return (
    <DetailArticle back={{ to: '/podcasts', label: t('podcasts.backToPodcasts') }} width="max-w-4xl">
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          {categorySlug ? (
            <Link to={`/podcasts?category=${categorySlug}`} className="rounded-full"><CategoryBadge category={episode.category} /></Link>
          ) : (
            <CategoryBadge category={episode.category} />
          )}
          {episode.isPremium ? <PremiumBadge /> : null}
        </div>
        {episode.seriesId && episode.seriesTitle ? (
          <p className="mt-4 text-sm font-semibold">
            <span className="sr-only">{t('podcasts.series')}: </span>
            <Link to={seriesPath(episode.seriesId)} className="text-brand-700 hover:underline dark:text-brand-300" data-testid="series-link">
              {episode.seriesTitle}
            </Link>
          </p>
        ) : null}
        <h1 className="mt-2 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{episode.title}</h1>
        <div className="mt-4 space-y-2">
          <HostLine host={episode.host} authors={authors} guest={episode.guest} />
          <EpisodeFacts episode={episode} />
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
            <span>{t('podcasts.downloads', { count: formatCount(episode.downloads, language) })}</span>
            <LikesCount likes={episode.likes} />
          </p>
        </div>
        <p className="mt-6 text-xl leading-8 text-slate-700 dark:text-slate-300">{episode.description}</p>
        <div className="mt-4"><EpisodeTags tags={episode.tags} limit={episode.tags.length} /></div>
      </header>
      <div className="mt-8">
        {episode.isLocked || !episode.audioUrl ? (
          episode.isLocked ? <PremiumPrompt isSignedIn={isSignedIn} slug={episode.slug} /> : null
        ) : (
          <>
            <AudioPlayer
              src={episode.audioUrl}
              title={episode.title}
              durationSeconds={episode.durationSeconds}
              startAt={position}
              positionUrl={isSignedIn ? episodePositionPath(episode.slug) : undefined}
            />
            {position > 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="resume-note">
                {t('podcasts.resumeAt', { time: formatClock(position) })}
              </p>
            ) : null}
          </>
        )}
      </div>
      {episode.isLocked ? null : (
        <div className="mt-6">
          <LikeButton kind="podcast" slug={episode.slug} likes={episode.likes} isLiked={isLiked} isSignedIn={isSignedIn} />
          <div className="mt-4">
            <SaveOfflineButton path={episodePath(episode.slug)} />
          </div>
        </div>
      )}
      {episode.sponsor && episode.sponsorMessage ? <SponsorMessage advertiser={episode.sponsor} message={episode.sponsorMessage} website={episode.sponsorWebsite ?? ''} /> : null}
      {episode.showNotes ? <ShowNotes html={episode.showNotes} /> : episode.notesPreview ? <ShowNotes html={episode.notesPreview} isPreview /> : null}
      {episode.transcript ? <Transcript text={episode.transcript} /> : null}
      {more.length > 0 ? (
        <MoreSection
          id="more-episodes"
          title={t('podcasts.moreEpisodes')}
          aside={
            episode.seriesId && episode.seriesTitle ? (
              <Link to={seriesPath(episode.seriesId)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t('podcasts.allEpisodesOf', { series: episode.seriesTitle })}
              </Link>
            ) : null
          }
          listClassName="mt-6 flex flex-col gap-5"
        >
          {more.map((item) => <EpisodeCard key={item.id} episode={item} canListenPremium={canListenPremium} />)}
        </MoreSection>
      ) : null}
    </DetailArticle>
  )
}

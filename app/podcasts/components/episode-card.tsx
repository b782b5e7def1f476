import { Link } from 'react-router'
import { CoverImage } from '../../ui/cover-image'
import { useT } from '../../i18n/i18n'
import { buttonClass } from '../../ui/buttons'
import { CardTitle } from '../../ui/cover-card'
import { useHydrated } from '../../lib/use-hydrated'
import type { EpisodeCard as EpisodeCardData } from '../episode-list.server'
import { ArrowRightIcon, CloseIcon, LockIcon } from '../../ui/icons'
import { PremiumCoverPill } from '../../ui/premium-cover-pill'
import { textLinkClass } from '../../ui/text-link'
import { AudioPlayer } from './audio-player'
import { CategoryBadge, EpisodeFacts, EpisodeTags, HostLine, PremiumBadge } from './episode-meta'

export type EpisodeCardItem = Omit<EpisodeCardData, 'publishedAt'> & { publishedAt: Date | string | null }

interface EpisodeCardProps {
  episode: EpisodeCardItem
  /** Signed in with premium access: premium episodes are not locked. */
  canListenPremium: boolean
  /** Whether to name the series (not on the series' own page). */
  showSeries?: boolean
  /** The inline player: whether this card's is open, and how to open or close it. */
  isExpanded?: boolean
  onToggle?: () => void
  /** Where the member stopped, and where to save it (signed-in members only). */
  startAt?: number
  positionUrl?: string
}

/** The 'Premium Episode' overlay on the cover of a premium episode the reader cannot hear. */
function PremiumOverlay() {
  const t = useT()
  return (
    <PremiumCoverPill>{t('podcasts.premiumEpisode')}</PremiumCoverPill>
  )
}

/**
 * An episode card: cover, badges, title, series, host and guest, number, length, date, up to
 * five tags and either 'Listen' with an inline player or 'Upgrade to listen'.
 */
export function EpisodeCard({ episode, canListenPremium, showSeries = true, isExpanded = false, onToggle, startAt, positionUrl }: EpisodeCardProps) {
  const t = useT()
  const isHydrated = useHydrated()
  const isLocked = episode.isPremium && !canListenPremium
  const href = `/podcasts/${episode.slug}`
  const panelId = `player-${episode.id}`
  const canPlayHere = isHydrated && !isLocked && episode.audioUrl !== null && onToggle !== undefined
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="episode-card">
      <div className="flex flex-col gap-5 p-4 sm:flex-row sm:p-5">
        <div className="relative aspect-[40/21] shrink-0 self-start overflow-hidden rounded-xl bg-slate-100 max-sm:w-full sm:w-64 dark:bg-slate-800">
          {episode.thumbnail ? (
            <CoverImage src={episode.thumbnail} focus={episode.coverFocus} />
          ) : null}
          {isLocked ? <PremiumOverlay /> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={episode.category} />
            {episode.isPremium ? <PremiumBadge /> : null}
          </div>
          <CardTitle to={href}>{episode.title}</CardTitle>
          {showSeries && episode.seriesId && episode.seriesTitle ? (
            <p className="text-sm">
              <span className="sr-only">{t('podcasts.series')}: </span>
              <Link to={`/podcast-series/${episode.seriesId}`} className={textLinkClass}>
                {episode.seriesTitle}
              </Link>
            </p>
          ) : null}
          <HostLine host={episode.host} guest={episode.guest} />
          <EpisodeFacts episode={episode} />
          <p className="line-clamp-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{episode.description}</p>
          <EpisodeTags tags={episode.tags} />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {isLocked ? (
              <Link to="/subscription" className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300">
                <LockIcon width={16} height={16} /> {t('podcasts.upgradeToListen')}
              </Link>
            ) : (
              <>
                {canPlayHere ? (
                  <button
                    type="button"
                    onClick={onToggle}
                    aria-expanded={isExpanded}
                    aria-controls={isExpanded ? panelId : undefined}
                    data-testid="episode-toggle"
                    className={buttonClass.brandWithIcon}
                  >
                    {isExpanded ? <CloseIcon width={16} height={16} /> : null}
                    {isExpanded ? t('podcasts.closePlayer') : t('podcasts.playHere')}
                    <span className="sr-only">: {episode.title}</span>
                  </button>
                ) : null}
                <Link
                  to={href}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  {t('podcasts.listen')} <ArrowRightIcon width={16} height={16} />
                  <span className="sr-only">: {episode.title}</span>
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
      {canPlayHere && isExpanded && episode.audioUrl ? (
        <div id={panelId} className="border-t border-slate-200 p-4 dark:border-slate-800">
          <AudioPlayer
            src={episode.audioUrl}
            title={episode.title}
            durationSeconds={episode.durationSeconds}
            startAt={startAt}
            positionUrl={positionUrl}
            autoPlay
          />
        </div>
      ) : null}
    </article>
  )
}

import { Byline, type BylineAuthor } from '../../newsroom/components/byline'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { formatEpisodeLength, MAX_CARD_TAGS, podcastCategorySlugOf } from '../podcast-choices'
import { ClockIcon, HeartIcon, LockIcon } from '../../ui/icons'
import { IconLabel } from '../../ui/icon-label'

export function CategoryBadge({ category }: { category: string }) {
  const t = useT()
  const slug = podcastCategorySlugOf(category)
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
      {slug ? t(`podcasts.cat.${slug}`) : category}
    </span>
  )
}

export function PremiumBadge() {
  const t = useT()
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-300">
      <LockIcon width={12} height={12} /> {t('podcasts.premium')}
    </span>
  )
}

/** Up to five tags (spec §2). */
export function EpisodeTags({ tags, limit = MAX_CARD_TAGS }: { tags: readonly string[]; limit?: number }) {
  const t = useT()
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('podcasts.tags')} data-testid="episode-tags">
      {tags.slice(0, limit).map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {tag}
        </li>
      ))}
    </ul>
  )
}

interface EpisodeFactsData {
  episodeNumber: number | null
  durationSeconds: number
  publishedAt: Date | string | null
}

/** Episode number, length (hours and minutes) and publication date. */
export function EpisodeFacts({ episode, className = '' }: { episode: EpisodeFactsData; className?: string }) {
  const t = useT()
  const language = useLanguage()
  const length = formatEpisodeLength(episode.durationSeconds, language)
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      {episode.episodeNumber !== null ? (
        <span className="font-semibold text-slate-800 dark:text-slate-100">{t('podcasts.episodeNumber', { number: episode.episodeNumber })}</span>
      ) : null}
      <IconLabel icon={ClockIcon}>
        <span aria-hidden="true">{length}</span>
        <span className="sr-only">{t('podcasts.duration', { time: length })}</span>
      </IconLabel>
      {episode.publishedAt ? (
        <time dateTime={new Date(episode.publishedAt).toISOString()}>{formatDate(episode.publishedAt, language)}</time>
      ) : null}
    </p>
  )
}

/** Host, and the guest when there is one. */
/** "Hosted by …" (the hosts linking to their pages when they are credited) and the guest. */
export function HostLine({ host, guest, authors = [] }: { host: string; guest: string | null; authors?: readonly BylineAuthor[] }) {
  const t = useT()
  // The sentence in the reader's language, with the linked names where its {host} goes.
  const [before, after = ''] = t('podcasts.hostedBy', { host: '\u0000' }).split('\u0000')
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200">
      {before}<Byline authors={authors} fallback={host} />{after}
      {guest ? <> · {t('podcasts.withGuest', { guest })}</> : null}
    </p>
  )
}

export function LikesCount({ likes }: { likes: number }) {
  const t = useT()
  const language = useLanguage()
  return <IconLabel icon={HeartIcon}>{t('podcasts.likes', { count: formatCount(likes, language) })}</IconLabel>
}

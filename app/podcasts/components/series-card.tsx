import { useLanguage, useT } from '../../i18n/i18n'
import { ButtonLink } from '../../ui/buttons'
import { CardTitle, CoverCard } from '../../ui/cover-card'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { SeriesCard as SeriesCardData } from '../series-list.server'
import { ArrowRightIcon } from '../../ui/icons'

type SeriesCardItem = Omit<SeriesCardData, 'latestEpisodeAt'> & { latestEpisodeAt: Date | string | null }

/** A series card: cover, title, host, description, episode count, latest episode and 'View Series'. */
export function SeriesCard({ series }: { series: SeriesCardItem }) {
  const t = useT()
  const language = useLanguage()
  const href = `/podcast-series/${series.id}`
  return (
    <CoverCard cover={series.thumbnail} focus={series.coverFocus} testId="series-card">
      <CardTitle to={href}>{series.title}</CardTitle>
      <p className="text-sm text-slate-700 dark:text-slate-200">{t('podcasts.hostedBy', { host: series.host })}</p>
      <p className="line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{series.description}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-slate-800 dark:text-slate-100">{t('podcasts.episodeCount', { count: series.episodeCount })}</span>
        <span>{t('podcasts.downloads', { count: formatCount(series.downloads, language) })}</span>
        {series.latestEpisodeAt ? (
          <span>{t('podcasts.latestEpisode', { date: formatDate(series.latestEpisodeAt, language) })}</span>
        ) : null}
      </p>
      <div className="mt-auto pt-2">
        <ButtonLink to={href} look="brandWithIcon">
          {t('podcasts.viewSeries')} <ArrowRightIcon width={16} height={16} />
          <span className="sr-only">: {series.title}</span>
        </ButtonLink>
      </div>
    </CoverCard>
  )
}

import { useLanguage, useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import { formatCount } from '../../lib/format'
import { listHref } from '../../lib/list-href'
import { formatEpisodeLength } from '../podcast-choices'
import { seriesFeedPath, seriesPath } from '../paths'
import type { SeriesPageData } from '../podcast-detail.server'
import { RssIcon } from '../../ui/icons'
import { LoadMore, usePages } from '../../ui/load-more'
import { EpisodeList, positionsOf } from './episode-list'
import { BackLink } from '../../ui/back-link'
import { PrivateFeedOffer, PrivateFeedPanel } from './private-feed-panel'

/** A series: its header with figures and the RSS link, then its episodes newest first with Load More. */
export function SeriesPage({ series, episodes, nextCursor, positions, page, canListenPremium, isSignedIn, privateFeeds }: SeriesPageData) {
  const t = useT()
  const language = useLanguage()
  const list = usePages({ items: episodes, nextCursor, positions }, (data: SeriesPageData) => ({
    items: data.episodes,
    nextCursor: data.nextCursor,
    positions: data.positions,
  }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <BackLink to="/podcasts?tab=series">{t('podcasts.backToPodcasts')}</BackLink>
      <header className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
        <div className="aspect-[40/21] overflow-hidden rounded-3xl bg-slate-100 dark:bg-slate-800">
          {series.thumbnail ? <CoverImage src={series.thumbnail} focus={series.coverFocus} alt={series.coverAlt} /> : null}
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('podcasts.series')}</p>
          <h1 className="mt-2 font-serif text-4xl leading-tight font-bold tracking-tight">{series.title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-200">{t('podcasts.hostedBy', { host: series.host })}</p>
          <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">{series.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300" data-testid="series-facts">
            <span className="font-semibold text-slate-800 dark:text-slate-100">{t('podcasts.episodeCount', { count: series.episodeCount })}</span>
            {series.premiumCount > 0 ? <span>{t('podcasts.premiumCount', { count: series.premiumCount })}</span> : null}
            {series.totalSeconds > 0 ? <span>{t('podcasts.totalTime', { time: formatEpisodeLength(series.totalSeconds, language) })}</span> : null}
            <span>{t('podcasts.downloads', { count: formatCount(series.downloads, language) })}</span>
          </p>
          <a
            href={seriesFeedPath(series.id)}
            type="application/rss+xml"
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-orange-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-orange-800"
          >
            <RssIcon width={16} height={16} aria-hidden="true" /> {t('podcasts.subscribeRss')}
          </a>
          {series.premiumCount > 0 ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('podcasts.feedNote')}</p> : null}
        </div>
      </header>
      {series.premiumCount > 0 ? (
        <div className="mt-10">
          {privateFeeds ? <PrivateFeedPanel feeds={privateFeeds} intro={t('podcasts.privateFeed.intro', { series: series.title })} /> : <PrivateFeedOffer />}
        </div>
      ) : null}
      <section aria-labelledby="series-episodes" className="mt-12">
        <h2 id="series-episodes" className="font-serif text-2xl font-bold">{t('podcasts.seriesEpisodes')}</h2>
        {list.items.length === 0 ? (
          <p className="py-16 text-center text-lg font-semibold" data-testid="podcasts-empty">{t('podcasts.noEpisodes')}</p>
        ) : (
          <EpisodeList episodes={list.items} positions={positionsOf(list.pages)} canListenPremium={canListenPremium} isSignedIn={isSignedIn} showSeries={false} />
        )}
        <LoadMore
          list={list}
          page={page}
          hrefOf={(changes) => listHref(seriesPath(series.id), changes)}
          label={t('podcasts.loadMore')}
          loadingLabel={t('podcasts.loading')}
        />
      </section>
    </div>
  )
}

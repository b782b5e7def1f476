import { useT } from '../../i18n/i18n'
import type { loader } from '../../routes/podcasts'
import { EpisodeList, LoadMoreLink, usePages } from './paged-list'
import { podcastsHref, type PodcastFilterValues } from './podcast-filters'
import { SeriesCard } from './series-card'

type ListData = Awaited<ReturnType<typeof loader>>
type Props = Omit<ListData, 'filters'> & { filters: PodcastFilterValues }

function Empty({ text }: { text: string }) {
  const t = useT()
  return (
    <div className="py-20 text-center" data-testid="podcasts-empty">
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{text}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('podcasts.emptyHint')}</p>
    </div>
  )
}

function Count({ text }: { text: string }) {
  return (
    <p className="mt-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="podcasts-count">
      {text}
    </p>
  )
}

/** The Episodes tab: episode cards with inline players and Load More. */
export function EpisodeResults({ filters, ...props }: Props) {
  const t = useT()
  const list = usePages({ items: props.episodes, nextCursor: props.nextCursor, positions: props.positions }, (data: ListData) => ({
    items: data.episodes,
    nextCursor: data.nextCursor,
    positions: data.positions,
  }))
  if (list.items.length === 0) return <Empty text={t('podcasts.noEpisodes')} />
  return (
    <>
      <Count text={t('podcasts.showingEpisodes', { count: list.items.length, total: props.counts?.episodes ?? list.items.length })} />
      <EpisodeList episodes={list.items} positions={list.positions} canListenPremium={props.canListenPremium} isSignedIn={props.isSignedIn} />
      {list.cursor ? (
        <LoadMoreLink
          pageHref={podcastsHref(filters, { page: props.page + list.loadedPages + 1 })}
          cursorHref={podcastsHref(filters, { cursor: list.cursor })}
          isLoading={list.isLoading}
          onLoad={list.load}
        />
      ) : null}
    </>
  )
}

/** The Series tab: series cards and Load More. */
export function SeriesResults({ filters, ...props }: Props) {
  const t = useT()
  const list = usePages({ items: props.series, nextCursor: props.nextCursor }, (data: ListData) => ({
    items: data.series,
    nextCursor: data.nextCursor,
  }))
  if (list.items.length === 0) return <Empty text={t('podcasts.noSeries')} />
  return (
    <>
      <Count text={t('podcasts.showingSeries', { count: list.items.length, total: props.counts?.series ?? list.items.length })} />
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="series-grid">
        {list.items.map((series) => <SeriesCard key={series.id} series={series} />)}
      </div>
      {list.cursor ? (
        <LoadMoreLink
          pageHref={podcastsHref(filters, { page: props.page + list.loadedPages + 1 })}
          cursorHref={podcastsHref(filters, { cursor: list.cursor })}
          isLoading={list.isLoading}
          onLoad={list.load}
        />
      ) : null}
    </>
  )
}

import { useT } from '../../i18n/i18n'
import type { PodcastListData } from '../series-list.server'
import { EmptyResults, ResultCount } from '../../ui/list-status'
import { LoadMore, usePages, type PagedList } from '../../ui/load-more'
import { EpisodeList, positionsOf } from './episode-list'
import { podcastsHref, type PodcastFilterValues } from './podcast-filters'
import { SeriesCard } from './series-card'

type Props = PodcastListData & { filters: PodcastFilterValues }

function Empty({ text }: { text: string }) {
  const t = useT()
  return <EmptyResults testId="podcasts-empty" title={text} hint={t('podcasts.emptyHint')} />
}

function PodcastsLoadMore({ list, page, filters }: { list: PagedList; page: number; filters: PodcastFilterValues }) {
  const t = useT()
  return <LoadMore list={list} page={page} hrefOf={(changes) => podcastsHref(filters, changes)} label={t('podcasts.loadMore')} loadingLabel={t('podcasts.loading')} />
}

/** The Episodes tab: episode cards with inline players and Load More. */
export function EpisodeResults({ filters, ...props }: Props) {
  const t = useT()
  const list = usePages({ items: props.episodes, nextCursor: props.nextCursor, positions: props.positions }, (data: PodcastListData) => ({
    items: data.episodes,
    nextCursor: data.nextCursor,
    positions: data.positions,
  }))
  if (list.items.length === 0) return <Empty text={t('podcasts.noEpisodes')} />
  return (
    <>
      <ResultCount testId="podcasts-count" text={t('podcasts.showingEpisodes', { count: list.items.length, total: props.counts?.episodes ?? list.items.length })} />
      <EpisodeList episodes={list.items} positions={positionsOf(list.pages)} canListenPremium={props.canListenPremium} isSignedIn={props.isSignedIn} />
      <PodcastsLoadMore list={list} page={props.page} filters={filters} />
    </>
  )
}

/** The Series tab: series cards and Load More. */
export function SeriesResults({ filters, ...props }: Props) {
  const t = useT()
  const list = usePages({ items: props.series, nextCursor: props.nextCursor }, (data: PodcastListData) => ({
    items: data.series,
    nextCursor: data.nextCursor,
  }))
  if (list.items.length === 0) return <Empty text={t('podcasts.noSeries')} />
  return (
    <>
      <ResultCount testId="podcasts-count" text={t('podcasts.showingSeries', { count: list.items.length, total: props.counts?.series ?? list.items.length })} />
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="series-grid">
        {list.items.map((series) => <SeriesCard key={series.id} series={series} />)}
      </div>
      <PodcastsLoadMore list={list} page={props.page} filters={filters} />
    </>
  )
}

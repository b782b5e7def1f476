import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { PodcastFilters, PodcastTabs } from '../podcasts/components/podcast-filters'
import { EpisodeResults, SeriesResults } from '../podcasts/components/podcast-results'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { ListErrorView } from '../ui/list-error-view'
import { ListPage } from '../ui/list-page'
import { countEpisodes, listEpisodes, type EpisodeCard } from '../podcasts/episode-list.server'
import { podcastCategoryBySlug } from '../podcasts/podcast-choices'
import { getPositions } from '../playback/positions.server'
import { listOptionsFor, parsePodcastQuery } from '../podcasts/podcast-list-query.server'
import { countSeries, listSeries, type SeriesCard } from '../podcasts/series-list.server'
import type { Route } from './+types/podcasts'
import { categoryListMeta } from '../lib/category-list-meta'

/**
 * The podcasts list with its Episodes and Series tabs. `?page=N` renders the first N pages
 * (the no-JavaScript Load More); `?cursor=` answers one page after a position (the in-page
 * Load More, without the tab counts). Unknown filters are a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const canListenPremium = hasFeature(user, 'premium_articles')
  const db = getDb()
  try {
    const query = parsePodcastQuery(new URL(request.url).searchParams)
    const options = listOptionsFor(query)
    const filters = { category: options.category, search: options.search }
    const [list, counts] = await Promise.all([
      query.tab === 'episodes'
        ? listEpisodes(db, { ...options, canListenPremium }).then((r) => ({ ...r, series: [] as SeriesCard[] }))
        : listSeries(db, options).then((r) => ({ ...r, episodes: [] as EpisodeCard[] })),
      query.cursor
        ? null
        : Promise.all([countEpisodes(db, filters), countSeries(db, filters)]).then(([episodes, series]) => ({ episodes, series })),
    ])
    const positions = user ? await getPositions(db, { kind: 'podcast', userId: user.id, itemIds: list.episodes.map((e) => e.id) }) : {}
    return {
      filters: { search: query.search, category: query.category, sort: query.sort, tab: query.tab },
      page: query.page,
      ...list,
      counts,
      positions,
      canListenPremium,
      isSignedIn: user !== null,
    }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  categoryListMeta(matches, {
    path: '/podcasts',
    slug: loaderData?.filters.category,
    nameBySlug: podcastCategoryBySlug,
    titles: { all: 'title.podcasts', category: 'title.podcastsCategory' },
    describe: (siteName, category) =>
      category
        ? `${category} podcast episodes from ${siteName}.`
        : `Podcast episodes and series on AI research, industry insights, ethics, startups and careers from ${siteName}.`,
    noIndex: Boolean(!loaderData || loaderData.filters.search || loaderData.filters.tab !== 'episodes' || loaderData.filters.sort !== 'published_at'),
  })

export default function Podcasts({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { filters, counts } = loaderData
  const Results = filters.tab === 'series' ? SeriesResults : EpisodeResults
  return (
    <ListPage
      title={t('podcasts.title')}
      summary={filters.search ? t('podcasts.resultsFor', { query: filters.search }) : t('podcasts.intro')}
      summaryTestId="podcasts-summary"
    >
      <PodcastFilters {...filters} />
      <PodcastTabs current={filters} counts={counts ?? { episodes: 0, series: 0 }} />
      <Results key={JSON.stringify(filters)} {...loaderData} />
    </ListPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return <ListErrorView error={error} title={t('podcasts.title')} fallback={t('podcasts.loadFailed')} back={{ to: '/podcasts', label: t('podcasts.backToPodcasts') }} />
}

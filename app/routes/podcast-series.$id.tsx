import { isRouteErrorResponse } from 'react-router'
import { appErrorResponse, messageBody, notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { ListErrorView } from '../ui/list-error-view'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { SeriesPage } from '../podcasts/components/series-page'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { getSeriesById } from '../podcasts/podcast-detail.server'
import { listEpisodes } from '../podcasts/episode-list.server'
import { seriesFeedLink, seriesPath } from '../podcasts/paths'
import { getPositions } from '../playback/positions.server'
import { pageSizeFor, parseSeriesPageQuery } from '../podcasts/podcast-list-query.server'
import { detailPageMeta } from '../seo/detail-meta'
import type { Route } from './+types/podcast-series.$id'
import { readerAnswer } from '../i18n/reader-message.server'
import { privateFeedsOf } from '../podcasts/private-feeds.server'

/** A podcast series and its episodes newest first (`?page=N` / `?cursor=` page like the list). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canListenPremium = hasFeature(user, 'premium_articles')
  const series = await getSeriesById(db, params.id)
  if (!series) throw notFound({ message: readerAnswer('answers.notFound.series') })
  try {
    const query = parseSeriesPageQuery(new URL(request.url).searchParams)
    const { episodes, nextCursor } = await listEpisodes(db, {
      seriesId: series.id,
      sort: 'published_at',
      cursor: query.cursor,
      pageSize: pageSizeFor(query),
      canListenPremium,
    })
    const positions = user ? await getPositions(db, { kind: 'podcast', userId: user.id, itemIds: episodes.map((e) => e.id) }) : {}
    // Only a series with premium episodes needs a private feed (the public one has the rest).
    const privateFeeds = series.premiumCount > 0 && hasFeature(user, 'private_podcast_feeds') ? await privateFeedsOf(db, user!.id, { seriesId: series.id }) : null
    return { series, episodes, nextCursor, positions, page: query.page, canListenPremium, isSignedIn: user !== null, privateFeeds }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.seriesNotFound', ({ series }, { text }) => ({
    title: text('title.podcastSeries', { title: series.title }),
    crumb: series.title,
    description: series.description,
    path: seriesPath(series.id),
    trail: [{ name: 'Podcasts', path: '/podcasts' }],
    extra: [seriesFeedLink(series.title, series.id)],
  }))

export default function PodcastSeries({ loaderData }: Route.ComponentProps) {
  return <SeriesPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const back = { to: '/podcasts?tab=series', label: 'podcasts.backToPodcasts' } as const
  // A bad page link (400) keeps the list's message; errors other than 404 and 400 go to the parent.
  const badQuery = isRouteErrorResponse(error) && error.status === 400
    ? <ListErrorView error={error} title={t('podcasts.title')} fallback={t('podcasts.loadFailed')} back={{ to: back.to, label: t(back.label) }} />
    : undefined
  return <NotFoundBoundary error={error} title="podcasts.seriesNotFound" text="podcasts.seriesNotFoundText" back={back} otherwise={badQuery} />
}

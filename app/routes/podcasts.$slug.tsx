import { showsAds } from '../ads/house-ads'
import { PageAdSlot } from '../ads/components/page-ad-slot'
import { podcastCategorySlugOf } from '../podcasts/podcast-choices'
import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { EpisodePage } from '../podcasts/components/episode-page'
import { getDb } from '../db/client.server'
import { getEpisodeBySlug, getMoreEpisodes } from '../podcasts/podcast-detail.server'
import { likeAction } from '../likes/like-action.server'
import { hasLiked } from '../likes/likes.server'
import { episodePath, seriesFeedLink, seriesPath } from '../podcasts/paths'
import { getPosition } from '../playback/positions.server'
import { detailPageMeta } from '../seo/detail-meta'
import { authorLinks } from '../newsroom/authors.server'
import type { Route } from './+types/podcasts.$slug'
import { readerAnswer } from '../i18n/reader-message.server'

/**
 * One episode. A premium episode for a reader without access comes back from the domain
 * function without its audio address, show notes and transcript.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canListenPremium = hasFeature(user, 'premium_articles')
  const episode = await getEpisodeBySlug(db, params.slug, { canListenPremium })
  if (!episode) throw notFound({ message: readerAnswer('answers.notFound.episode') })
  const canUse = user !== null && !episode.isLocked
  const [more, isLiked, position, authors] = await Promise.all([
    getMoreEpisodes(db, episode),
    canUse ? hasLiked(db, { kind: 'podcast', userId: user.id, itemId: episode.id }) : false,
    canUse ? getPosition(db, { kind: 'podcast', userId: user.id, itemId: episode.id }) : 0,
    authorLinks(db, 'podcasts', episode.id),
  ])
  return { episode, authors, more, isLiked, position, isSignedIn: user !== null, canListenPremium, showAds: showsAds(user) }
}

/** Like or unlike: signed-in members only (visitors are sent to log in). */
export async function action({ params, request }: Route.ActionArgs) {
  return likeAction(request, { kind: 'podcast', slug: params.slug })
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.episodeNotFound', ({ episode }) => {
    const series = episode.seriesId && episode.seriesTitle ? { id: episode.seriesId, title: episode.seriesTitle } : null
    return {
      title: episode.title,
      description: episode.description,
      path: episodePath(episode.slug),
      type: 'article',
      trail: [{ name: 'Podcasts', path: '/podcasts' }, ...(series ? [{ name: series.title, path: seriesPath(series.id) }] : [])],
      extra: series ? [seriesFeedLink(series.title, series.id)] : [],
    }
  })

export default function Episode({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <EpisodePage {...loaderData} />
      <PageAdSlot showAds={loaderData.showAds} placement="podcast" category={podcastCategorySlugOf(loaderData.episode.category)} seed={loaderData.episode.slug} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="podcasts.notFound" text="podcasts.notFoundText" back={{ to: '/podcasts', label: 'podcasts.backToPodcasts' }} />
}

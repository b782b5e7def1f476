import { data, isRouteErrorResponse } from 'react-router'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { NotFoundView } from '../ui/not-found-view'
import { EpisodePage } from '../podcasts/components/episode-page'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { getEpisodeBySlug, getMoreEpisodes } from '../podcasts/detail.server'
import { PodcastAccessError } from '../podcasts/errors.server'
import { isEpisodeLiked, likeEpisodeBySlug } from '../podcasts/likes.server'
import { episodePath, seriesFeedLink, seriesPath } from '../podcasts/paths'
import { getEpisodePosition } from '../podcasts/playback.server'
import { breadcrumbJsonLd, pageMeta, pageTitle, rootSeo } from '../seo/meta'
import type { Route } from './+types/podcasts.$slug'
import { readForm } from '../lib/read-form.server'

/**
 * One episode. A premium episode for a reader without access comes back from the domain
 * function without its audio address, show notes and transcript.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canListenPremium = hasFeature(user, 'premium_articles')
  const episode = await getEpisodeBySlug(db, params.slug, { canListenPremium })
  if (!episode) throw data({ message: 'Episode not found.' }, { status: 404 })
  const canUse = user !== null && !episode.isLocked
  const [more, isLiked, position] = await Promise.all([
    getMoreEpisodes(db, episode),
    canUse ? isEpisodeLiked(db, user.id, episode.id) : false,
    canUse ? getEpisodePosition(db, user.id, episode.id) : 0,
  ])
  return { episode, more, isLiked, position, isSignedIn: user !== null, canListenPremium }
}

const likeSchema = z.object({
  intent: z.literal('like', { error: 'Unknown action: send intent=like.' }),
  isOn: z.enum(['true', 'false'], { error: 'isOn must be "true" or "false".' }),
})

/** Like or unlike: signed-in members only (visitors are sent to log in). */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = likeSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) {
    return data({ ok: false, error: parsed.error.issues.map((issue) => issue.message).join(' ') }, { status: 400 })
  }
  try {
    const result = await likeEpisodeBySlug(getDb(), {
      userId: user.id,
      slug: params.slug,
      canListenPremium: hasFeature(user, 'premium_articles'),
      isOn: parsed.data.isOn === 'true',
    })
    if (!result) throw data({ message: 'Episode not found.' }, { status: 404 })
    return { ok: true, likes: result.likes, isLiked: result.isLiked }
  } catch (error) {
    if (error instanceof PodcastAccessError) return data({ ok: false, error: error.message }, { status: error.status })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  if (!loaderData) return [{ title: pageTitle('Episode not found', seo.siteName) }, { name: 'robots', content: 'noindex' }]
  const { episode } = loaderData
  const path = episodePath(episode.slug)
  const series = episode.seriesId && episode.seriesTitle ? { id: episode.seriesId, title: episode.seriesTitle } : null
  return [
    ...pageMeta({ ...seo, title: episode.title, description: episode.description, path, type: 'article' }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Podcasts', path: '/podcasts' },
        ...(series ? [{ name: series.title, path: seriesPath(series.id) }] : []),
        { name: episode.title, path },
      ],
      seo.siteUrl,
    ),
    ...(series ? [seriesFeedLink(series.title, series.id)] : []),
  ]
}

export default function Episode({ loaderData }: Route.ComponentProps) {
  return <EpisodePage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundView title={t('podcasts.notFound')} text={t('podcasts.notFoundText')} back={{ to: '/podcasts', label: t('podcasts.backToPodcasts') }} />
    )
  }
  throw error
}

import { isbot } from 'isbot'
import { isRouteErrorResponse } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import codeThemeHref from '../tutorials/components/code-theme.css?url'
import { NotFoundView } from '../ui/not-found-view'
import { TutorialPage } from '../tutorials/components/tutorial-page'
import { readerKey, viewCounter } from '../news/view-counter.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { requestInfoContext } from '../lib/request-context.server'
import { breadcrumbJsonLd, pageMeta, pageTitle, rootSeo } from '../seo/meta'
import { getRelatedTutorials, getTutorialBySlug } from '../tutorials/tutorial-detail.server'
import { likeAction } from '../likes/like-action.server'
import { hasLiked } from '../likes/likes.server'
import type { Route } from './+types/tutorials.$slug'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: codeThemeHref }]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canReadPremium = hasFeature(user, 'premium_articles')
  const tutorial = await getTutorialBySlug(db, params.slug, { canReadPremium })
  if (!tutorial) throw notFound({ message: 'Tutorial not found.' })
  if (!isbot(request.headers.get('User-Agent'))) {
    viewCounter.record(db, 'tutorial', tutorial.id, readerKey(request, user?.id, context.get(requestInfoContext).clientIp))
  }
  const [related, isLiked] = await Promise.all([
    getRelatedTutorials(db, tutorial),
    user && !tutorial.isLocked ? hasLiked(db, { kind: 'tutorial', userId: user.id, itemId: tutorial.id }) : false,
  ])
  return { tutorial, related, isLiked, isSignedIn: user !== null, canReadPremium }
}

/** Like or unlike: signed-in members only (visitors are sent to log in). */
export async function action({ params, request }: Route.ActionArgs) {
  return likeAction(request, { kind: 'tutorial', slug: params.slug })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  if (!loaderData) return [{ title: pageTitle('Tutorial not found', seo.siteName) }, { name: 'robots', content: 'noindex' }]
  const { tutorial } = loaderData
  const path = `/tutorials/${tutorial.slug}`
  return [
    ...pageMeta({ ...seo, title: tutorial.title, description: tutorial.description, path, type: 'article' }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Tutorials', path: '/tutorials' },
        { name: tutorial.title, path },
      ],
      seo.siteUrl,
    ),
  ]
}

export default function Tutorial({ loaderData }: Route.ComponentProps) {
  return <TutorialPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundView
        title={t('tutorials.notFound')}
        text={t('tutorials.notFoundText')}
        back={{ to: '/tutorials', label: t('tutorials.backToTutorials') }}
      />
    )
  }
  throw error
}

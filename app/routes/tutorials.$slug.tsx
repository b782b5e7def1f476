import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import codeThemeHref from '../tutorials/components/code-theme.css?url'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { TutorialPage } from '../tutorials/components/tutorial-page'
import { recordPageRead } from '../analytics/record-read.server'
import { getDb } from '../db/client.server'
import { detailPageMeta } from '../seo/detail-meta'
import { getRelatedTutorials, getTutorialBySlug } from '../tutorials/tutorial-detail.server'
import { likeAction } from '../likes/like-action.server'
import { hasLiked } from '../likes/likes.server'
import type { Route } from './+types/tutorials.$slug'
import { readerAnswer } from '../i18n/reader-message.server'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: codeThemeHref }]

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canReadPremium = hasFeature(user, 'premium_articles')
  const tutorial = await getTutorialBySlug(db, params.slug, { canReadPremium })
  if (!tutorial) throw notFound({ message: readerAnswer('answers.notFound.tutorial') })
  await recordPageRead(db, { request, context, user }, 'tutorial', tutorial)
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

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.tutorialNotFound', ({ tutorial }) => ({
    title: tutorial.title,
    description: tutorial.description,
    path: `/tutorials/${tutorial.slug}`,
    type: 'article',
    trail: [{ name: 'Tutorials', path: '/tutorials' }],
  }))

export default function Tutorial({ loaderData }: Route.ComponentProps) {
  return <TutorialPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="tutorials.notFound" text="tutorials.notFoundText" back={{ to: '/tutorials', label: 'tutorials.backToTutorials' }} />
}

import { isRouteErrorResponse } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { NotFoundView } from '../ui/not-found-view'
import { PathPage } from '../courses/components/path-page'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { learningPathPath } from '../courses/course-choices'
import { getPathWithProgress } from '../courses/paths.server'
import { breadcrumbJsonLd, pageMeta, pageTitle, rootSeo } from '../seo/meta'
import type { Route } from './+types/education.path.$slug'

export async function loader({ params, request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const path = await getPathWithProgress(getDb(), params.slug, { userId: user?.id ?? null })
  if (!path) throw notFound({ message: 'Learning path not found.' })
  return { path, isSignedIn: user !== null }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  if (!loaderData) return [{ title: pageTitle('Learning path not found', seo.siteName) }, { name: 'robots', content: 'noindex' }]
  const { path } = loaderData
  const href = learningPathPath(path.slug)
  return [
    ...pageMeta({ ...seo, title: `${path.title} learning path`, description: path.description, path: href }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Education', path: '/education' },
        { name: path.title, path: href },
      ],
      seo.siteUrl,
    ),
  ]
}

export default function LearningPath({ loaderData }: Route.ComponentProps) {
  return <PathPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView title={t('path.notFound')} text={t('path.notFoundText')} back={{ to: '/education?tab=paths', label: t('education.backToEducation') }} />
  }
  throw error
}

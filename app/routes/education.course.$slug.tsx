import { isRouteErrorResponse } from 'react-router'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { getUser, requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { CoursePage } from '../courses/components/course-page'
import { NotFoundView } from '../ui/not-found-view'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { emptyProgress, getCourse, getCourseProgress } from '../courses/course.server'
import { coursePath } from '../courses/course-choices'
import { ratingFormSchema } from '../courses/education-input.server'
import { rateCourse } from '../courses/ratings.server'
import { breadcrumbJsonLd, pageMeta, pageTitle, rootSeo } from '../seo/meta'
import type { Route } from './+types/education.course.$slug'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const course = await getCourse(db, params.slug)
  if (!course) throw notFound({ message: 'Course not found.' })
  const progress = user ? await getCourseProgress(db, user.id, course.id, course.lessons) : emptyProgress(course.lessons)
  return { course, progress, isSignedIn: user !== null, canReadPremium: hasFeature(user, 'premium_articles') }
}

/** Rate the course (1–5, once per member, updatable): signed-in members who started it. */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, ratingFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, error: parsed.message })
  try {
    const result = await rateCourse(getDb(), { userId: user.id, courseSlug: params.slug, rating: parsed.data.rating })
    if (!result) throw notFound({ message: 'Course not found.' })
    return { ok: true as const, ...result }
  } catch (error) {
    return appErrorResponse(error)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = rootSeo(matches)
  if (!loaderData) return [{ title: pageTitle('Course not found', seo.siteName) }, { name: 'robots', content: 'noindex' }]
  const { course } = loaderData
  const path = coursePath(course.slug)
  return [
    ...pageMeta({ ...seo, title: course.title, description: course.description, path, image: null }),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Education', path: '/education' },
        { name: course.title, path },
      ],
      seo.siteUrl,
    ),
  ]
}

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  return <CoursePage {...loaderData} result={actionData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundView
        title={t('course.notFound')}
        text={t('course.notFoundText')}
        back={{ to: '/education', label: t('education.backToEducation') }}
      />
    )
  }
  throw error
}

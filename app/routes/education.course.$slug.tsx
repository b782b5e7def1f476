import { showsAds } from '../ads/house-ads'
import { PageAdSlot } from '../ads/components/page-ad-slot'
import { educationCategorySlugOf } from '../courses/course-choices'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { getUser, requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { CoursePage } from '../courses/components/course-page'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { getDb } from '../db/client.server'
import { emptyProgress, getCourse, getCourseProgress } from '../courses/course.server'
import { coursePath } from '../courses/course-choices'
import { ratingFormSchema } from '../courses/education-input.server'
import { rateCourse } from '../courses/ratings.server'
import { detailPageMeta } from '../seo/detail-meta'
import { authorLinks } from '../newsroom/authors.server'
import type { Route } from './+types/education.course.$slug'
import { parseForm } from '../lib/parse-form.server'
import { readerAnswer } from '../i18n/reader-message.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const course = await getCourse(db, params.slug)
  if (!course) throw notFound({ message: readerAnswer('answers.notFound.course') })
  const progress = user ? await getCourseProgress(db, user.id, course.id, course.lessons) : emptyProgress(course.lessons)
  const authors = await authorLinks(db, 'courses', course.id)
  return { course, authors, progress, isSignedIn: user !== null, canReadPremium: hasFeature(user, 'premium_articles'), showAds: showsAds(user) }
}

/** Rate the course (1–5, once per member, updatable): signed-in members who started it. */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, ratingFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, error: parsed.message })
  try {
    const result = await rateCourse(getDb(), { userId: user.id, courseSlug: params.slug, rating: parsed.data.rating })
    if (!result) throw notFound({ message: readerAnswer('answers.notFound.course') })
    return { ok: true as const, ...result }
  } catch (error) {
    return appErrorResponse(error)
  }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.courseNotFound', ({ course }) => ({
    title: course.title,
    description: course.description,
    path: coursePath(course.slug),
    trail: [{ name: 'Education', path: '/education' }],
  }))

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CoursePage {...loaderData} result={actionData} />
      <PageAdSlot showAds={loaderData.showAds} placement="education" category={educationCategorySlugOf(loaderData.course.category)} seed={loaderData.course.slug} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="course.notFound" text="course.notFoundText" back={{ to: '/education', label: 'education.backToEducation' }} />
}

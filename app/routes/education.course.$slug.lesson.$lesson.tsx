import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { getUser, requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { LessonPage } from '../courses/components/lesson-page'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { getDb } from '../db/client.server'
import { emptyProgress, getCourseProgress } from '../courses/course.server'
import { getLesson } from '../courses/lesson.server'
import { coursePath, lessonPath } from '../courses/course-choices'
import { markLessonComplete, recordLessonOpened } from '../courses/progress.server'
import { completeFormSchema } from '../courses/education-input.server'
import { detailPageMeta } from '../seo/detail-meta'
import type { Route } from './+types/education.course.$slug.lesson.$lesson'
import { parseForm } from '../lib/parse-form.server'

/**
 * A lesson by course and lesson slug. A premium course's lessons after the first come without
 * their body for readers without access. Opening a lesson a member may read records it as the
 * lesson Resume returns to.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDb()
  const user = await getUser(request)
  const canReadPremium = hasFeature(user, 'premium_articles')
  const found = await getLesson(db, { courseSlug: params.slug, lessonSlug: params.lesson, canReadPremium })
  if (!found) throw notFound({ message: 'Lesson not found.' })
  if (user && !found.lesson.isLocked) {
    await recordLessonOpened(db, { userId: user.id, courseId: found.course.id, lessonId: found.lesson.id })
  }
  const progress = user ? await getCourseProgress(db, user.id, found.course.id, found.lessons) : emptyProgress(found.lessons)
  return { ...found, progress, isSignedIn: user !== null, canReadPremium }
}

/** Mark complete: signed-in members only (visitors are sent to log in and come back here). */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, completeFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, error: parsed.message })
  try {
    const result = await markLessonComplete(getDb(), {
      userId: user.id,
      courseSlug: params.slug,
      lessonSlug: params.lesson,
      canReadPremium: hasFeature(user, 'premium_articles'),
    })
    if (!result) throw notFound({ message: 'Lesson not found.' })
    return { ok: true as const, ...result }
  } catch (error) {
    return appErrorResponse(error)
  }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'Lesson', ({ course, lesson, lessons }) => ({
    title: `${lesson.title} — ${course.title}`,
    crumb: lesson.title,
    description: `Lesson ${lessons.findIndex((l) => l.id === lesson.id) + 1} of ${course.title}, taught by ${course.instructor}.`,
    path: lessonPath(course.slug, lesson.slug),
    type: 'article',
    trail: [
      { name: 'Education', path: '/education' },
      { name: course.title, path: coursePath(course.slug) },
    ],
  }))

export default function Lesson({ loaderData, actionData }: Route.ComponentProps) {
  return <LessonPage {...loaderData} error={actionData && !actionData.ok ? actionData.error : undefined} />
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="lesson.notFound" text="lesson.notFoundText" back={{ to: coursePath(params.slug), label: 'lesson.backToCourse' }} />
}

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
import { checkForm, parseForm } from '../lib/parse-form.server'
import { z } from 'zod'
import type { SessionUser } from '../accounts/session.server'
import { settleCourseCompletion } from '../courses/completion.server'
import { quizForLesson, submitQuizAttempt } from '../quizzes/quizzes.server'
import { AppError } from '../lib/app-error'
import { readerAnswer } from '../i18n/reader-message.server'
import { textKey } from '../i18n/text-keys'

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
  if (!found) throw notFound({ message: readerAnswer('answers.notFound.lesson') })
  if (user && !found.lesson.isLocked) {
    await recordLessonOpened(db, { userId: user.id, courseId: found.course.id, lessonId: found.lesson.id })
  }
  const progress = user ? await getCourseProgress(db, user.id, found.course.id, found.lessons) : emptyProgress(found.lessons)
  // The quiz comes with the lesson's body: never for a reader the body is withheld from, and never with its answers.
  const quiz = found.lesson.isLocked ? null : await quizForLesson(db, found.lesson.id, user?.id ?? null)
  return { ...found, progress, quiz, isSignedIn: user !== null, canReadPremium }
}

const intentSchema = z.object({ intent: z.enum(['complete', 'quiz'], { error: 'Unknown action: send intent=complete or intent=quiz.' }) })
const quizFormSchema = z.object({ intent: z.literal('quiz'), quizId: z.uuid({ error: textKey('answers.learning.quizUnknown') }) })

/**
 * Mark complete, or submit the lesson's quiz: signed-in members only (visitors are sent to log
 * in and come back here). A quiz is graded here, on the server; the answer shows each
 * question's verdict and explanation.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const read = await parseForm(request, intentSchema)
  if (!read.ok) return read.reply({ ok: false as const, error: read.message })
  if (read.data.intent === 'quiz') return quizAction(request, read.form, user, params)
  const parsed = checkForm(read.form, completeFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, error: parsed.message })
  try {
    const result = await markLessonComplete(getDb(), {
      userId: user.id,
      courseSlug: params.slug,
      lessonSlug: params.lesson,
      canReadPremium: hasFeature(user, 'premium_articles'),
    })
    if (!result) throw notFound({ message: readerAnswer('answers.notFound.lesson') })
    return { ok: true as const, ...result }
  } catch (error) {
    return appErrorResponse(error)
  }
}

async function quizAction(request: Request, form: FormData, user: SessionUser, params: { slug: string; lesson: string }) {
  const parsed = checkForm(form, quizFormSchema)
  if (!parsed.ok) return parsed.reply({ ok: false as const, intent: 'quiz' as const, error: parsed.message })
  const db = getDb()
  const canReadPremium = hasFeature(user, 'premium_articles')
  const found = await getLesson(db, { courseSlug: params.slug, lessonSlug: params.lesson, canReadPremium })
  if (!found) throw notFound({ message: readerAnswer('answers.notFound.lesson') })
  const quiz = found.lesson.isLocked ? null : await quizForLesson(db, found.lesson.id, user.id)
  const refused = (error: unknown) => appErrorResponse(error, (refusal) => ({ ok: false as const, intent: 'quiz' as const, error: refusal.message }))
  if (!quiz || quiz.id !== parsed.data.quizId) return refused(new AppError('not_found', 404, 'answers.learning.quizGone'))
  const responses = Object.fromEntries(quiz.questions.map((question) => [question.id, form.getAll(`q-${question.id}`).map(String).slice(0, 10)]))
  try {
    const graded = await submitQuizAttempt(db, { quizId: quiz.id, userId: user.id, responses })
    const course = graded.isPassed ? await settleCourseCompletion(db, { userId: user.id, courseId: found.course.id, canReadPremium }) : null
    return { ok: true as const, intent: 'quiz' as const, quiz: { ...graded, responses }, isCourseComplete: course?.isComplete ?? false, certificateId: course?.certificateId ?? null }
  } catch (error) {
    return refused(error)
  }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.lessonNotFound', ({ course, lesson, lessons }) => ({
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
  // Which form the answer belongs to: the quiz's show by the quiz, Mark complete's by its button.
  const quizAnswer = actionData && 'intent' in actionData && actionData.intent === 'quiz' ? actionData : undefined
  const otherAnswer = quizAnswer ? undefined : actionData
  return (
    <LessonPage
      {...loaderData}
      quizOutcome={quizAnswer?.ok && 'quiz' in quizAnswer ? quizAnswer.quiz : undefined}
      quizError={quizAnswer && !quizAnswer.ok && 'error' in quizAnswer && typeof quizAnswer.error === 'string' ? quizAnswer.error : undefined}
      error={otherAnswer && !otherAnswer.ok && 'error' in otherAnswer ? otherAnswer.error : undefined}
    />
  )
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="lesson.notFound" text="lesson.notFoundText" back={{ to: coursePath(params.slug), label: 'lesson.backToCourse' }} />
}

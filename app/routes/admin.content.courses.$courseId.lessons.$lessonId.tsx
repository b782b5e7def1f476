import { Form, Link, redirect, useNavigation } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { toFormValues } from '../admin/content/editor-data.server'
import { formValues, readEditorForm, refusal, validate, type EditorFailure } from '../admin/content/form-data.server'
import { deleteLesson, getLesson, getLessonCourse, saveLesson } from '../admin/content/lessons.server'
import { idParam } from '../admin/content/route-params.server'
import { lessonSchema } from '../admin/content/schemas.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { DangerZone } from '../admin/components/content/danger-zone'
import { LessonFields } from '../admin/components/content/learning-fields'
import { EditorMessage } from '../admin/components/content/notices'
import { getDb } from '../db/client.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { returnToReviewAfterPartEdit } from '../admin/content/review.server'
import type { Route } from './+types/admin.content.courses.$courseId.lessons.$lessonId'
import { quizForEditor } from '../quizzes/quiz-admin.server'
import { listRevisions } from '../admin/content/revisions.server'
import { QuizEditor } from '../admin/components/content/quiz-editor'

/** Add (/lessons/new) or edit a lesson of a course. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const courseId = idParam(params.courseId)!
  const lessonId = idParam(params.lessonId, { allowNew: true })
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, staff, 'courses', courseId, 'edit'))
  const course = await getLessonCourse(db, courseId)
  if (!course) throw notFound()
  const lesson = lessonId ? await getLesson(db, courseId, lessonId) : null
  if (lessonId && !lesson) throw notFound()
  const values: Record<string, string> = lesson ? { ...toFormValues(lesson), version: lesson.updatedAt.toISOString() } : { durationMinutes: '0' }
  const [quiz, revisions] = lesson ? await Promise.all([quizForEditor(db, lesson.id), listRevisions(db, 'lessons', lesson.id)]) : [null, []]
  return { course, lesson: lesson ? { id: lesson.id, title: lesson.title, slug: lesson.slug } : null, values, quiz, revisionCount: revisions.length, notice: new URL(request.url).searchParams.get('notice') }
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'content.write')
  const courseId = idParam(params.courseId)!
  const lessonId = idParam(params.lessonId, { allowNew: true })
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, admin, 'courses', courseId, 'edit'))
  const { form, intent, refused } = await readEditorForm(request)
  if (refused) return refused
  const values = formValues(form)
  try {
    if (intent === 'delete' && lessonId) {
      await requireItemAccess(db, admin, 'courses', courseId, 'publish')
      await deleteLesson(db, { courseId, lessonId, actorId: admin.id })
      return redirect(`/admin/content/courses/${courseId}?notice=lesson-deleted#lessons`)
    }
    const parsed = validate(lessonSchema, values)
    if (!parsed.ok) return parsed.refused
    const saved = await saveLesson(db, { courseId, lessonId, input: parsed.input, actorId: admin.id, version: values.version || null })
    await returnToReviewAfterPartEdit(db, { type: 'courses', id: courseId, actor: admin })
    return redirect(`/admin/content/courses/${courseId}/lessons/${saved.id}?notice=${lessonId ? 'update' : 'create'}`)
  } catch (error) {
    return refusal(error, values)
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.lesson?.title ?? 'New lesson'} · Content · Admin` },
  { name: 'robots', content: 'noindex' },
]

export default function LessonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, lesson, quiz, revisionCount, notice } = loaderData
  const failed = actionData as EditorFailure | undefined
  const state = failed ? { values: failed.values, errors: failed.errors } : { values: loaderData.values, errors: {} }
  const navigation = useNavigation()
  const isSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'delete'
  const actions = (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value="save" className={adminButton.primary} disabled={isSaving}>{isSaving ? 'Saving…' : lesson ? 'Save lesson' : 'Add lesson'}</button>
      {lesson ? <Link to={`/education/course/${course.slug}/lesson/${lesson.slug}`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">View on site</Link> : null}
      {lesson ? <Link to={`/admin/content/courses/${course.id}/lessons/${lesson.id}/revisions`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">Revisions ({revisionCount})</Link> : null}
    </div>
  )
  return (
    <>
      <Link to={`/admin/content/courses/${course.id}#lessons`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← {course.title}</Link>
      <AdminHeader title={lesson ? 'Edit lesson' : 'New lesson'} description={lesson?.title} />
      <EditorMessage notice={failed ? null : notice} error={failed?.message} />
      <Form method="post" className="mt-6" key={state.values.version ?? 'new'} aria-label="Edit lesson">
        <input type="hidden" name="version" value={state.values.version ?? ''} />
        <LessonFields state={state} actions={actions} />
      </Form>
      {lesson ? (
        <div id="quiz" className="mt-8">
          <QuizEditor action={`/admin/content/courses/${course.id}/lessons/${lesson.id}/quiz`} quiz={quiz} />
        </div>
      ) : null}
      {lesson ? <DangerZone noun="lesson" /> : null}
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary

import { redirect } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { getLesson, lessonRevisionValues, restoreLessonRevision } from '../admin/content/lessons.server'
import { returnToReviewAfterPartEdit } from '../admin/content/review.server'
import { diffVersions } from '../admin/content/revision-diff'
import { getRevision, listRevisions, restoreRevisionForm, revisionNumber } from '../admin/content/revisions.server'
import { idParam } from '../admin/content/route-params.server'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { RevisionsView } from '../admin/components/content/revisions-view'
import { getDb } from '../db/client.server'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.content.courses.$courseId.lessons.$lessonId.revisions'

const lessonPath = (courseId: string, lessonId: string) => `/admin/content/courses/${courseId}/lessons/${lessonId}`

/** A lesson's revisions, and one of them compared side by side with the saved lesson. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const courseId = idParam(params.courseId)!
  const lessonId = idParam(params.lessonId)!
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, staff, 'courses', courseId, 'edit'))
  const lesson = await getLesson(db, courseId, lessonId)
  if (!lesson) throw notFound()
  const revisions = await listRevisions(db, 'lessons', lessonId)
  const chosen = revisionNumber.safeParse(new URL(request.url).searchParams.get('compare'))
  const compared = chosen.success ? await getRevision(db, 'lessons', lessonId, chosen.data) : null
  return {
    back: lessonPath(courseId, lessonId),
    title: lesson.title,
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    compared: compared ? { number: compared.number, createdAt: compared.createdAt.toISOString(), diff: diffVersions(compared.snapshot, lessonRevisionValues(lesson)) } : null,
  }
}

/** Restores a revision as a new save; a contributor's restore sends an approved course back to review. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const courseId = idParam(params.courseId)!
  const lessonId = idParam(params.lessonId)!
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, staff, 'courses', courseId, 'edit'))
  const parsed = await parseForm(request, restoreRevisionForm)
  if (!parsed.ok) return parsed.reply({ message: 'Choose a revision to restore.' })
  try {
    await restoreLessonRevision(db, { courseId, lessonId, number: parsed.data.number, actorId: staff.id })
    await returnToReviewAfterPartEdit(db, { type: 'courses', id: courseId, actor: staff })
  } catch (error) {
    return appErrorResponse(error, ({ message }) => ({ message, errors: {}, values: {} }))
  }
  return redirect(`${lessonPath(courseId, lessonId)}?notice=restored`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Revisions: ${loaderData?.title ?? 'lesson'} · Admin` }, { name: 'robots', content: 'noindex' }]

export default function LessonRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { back, title, revisions, compared } = loaderData
  return <RevisionsView back={back} title={title} noun="lesson" revisions={revisions} compared={compared} message={actionData?.message} />
}

export const ErrorBoundary = ContentErrorBoundary

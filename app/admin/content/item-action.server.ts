import { data, redirect } from 'react-router'
import type { SessionUser } from '../../accounts/session.server'
import { getDb, type Db } from '../../db/client.server'
import { appErrorResponse } from '../../lib/error-responses.server'
import { deleteContent } from './delete.server'
import type { UploadKind } from '../../media-files/file-types'
import { applyUploads, checkBodySize, failure, formValues, readEditorForm, refusal, validate } from './form-data.server'
import { editPath, type ContentType } from './content-types'
import { deleteLesson, moveLesson } from './lessons.server'
import { saveIntents, type SaveIntent } from './publication.server'
import { saveContent } from './save.server'
import { jobQueue } from '../../jobs/queue.server'
import { queueContentChange } from '../../public-api/webhooks/jobs.server'
import { queueDelivery } from '../../newsletter/editions/jobs.server'
import { createBreakingNews } from '../../newsletter/editions/schedule.server'
import { schemas } from './schemas.server'
import { isUuid } from '../../lib/uuid'
import { requireItemAccess } from './item-access.server'
import { announceSubmission } from './review.server'
import { finishedSource } from '../../videos/uploads/source-uploads.server'

type UploadFields = Record<string, { target: string; allowed: UploadKind[] }>

const cover = (target: string): UploadFields => ({ coverFile: { target, allowed: ['image'] } })

/** Which file inputs each editor has and the text field each one fills. */
const uploadFields: Record<ContentType, UploadFields> = {
  articles: cover('featuredImage'),
  courses: cover('thumbnail'),
  paths: {},
  tutorials: cover('thumbnail'),
  videos: cover('thumbnail'),
  playlists: cover('thumbnail'),
  podcasts: { ...cover('thumbnail'), audioFile: { target: 'audioUrl', allowed: ['audio'] } },
  series: cover('thumbnail'),
}

const listFields: Partial<Record<ContentType, string>> = { paths: 'courseIds', playlists: 'videoIds' }

/** The message after a save: what changed for readers (a new item: what state it starts in). */
function noticeOf(action: string, status: string) {
  if (action !== 'content.create') return action.replace('content.', '')
  return status === 'published' ? 'publish' : status === 'scheduled' ? 'schedule' : 'create'
}

/** Lesson buttons on the course editor: move up or down, delete. */
async function lessonAction(admin: SessionUser, courseId: string, intent: string, form: FormData) {
  const lessonId = String(form.get('lessonId') ?? '')
  if (!isUuid(lessonId)) return data({ ok: false, message: 'Choose a lesson.' }, { status: 400 })
  const db = getDb()
  try {
    await requireItemAccess(db, admin, 'courses', courseId, intent === 'lesson-delete' ? 'publish' : 'edit')
    if (intent === 'lesson-delete') await deleteLesson(db, { courseId, lessonId, actorId: admin.id })
    else await moveLesson(db, { courseId, lessonId, direction: intent === 'lesson-up' ? 'up' : 'down', actorId: admin.id })
  } catch (error) {
    return appErrorResponse(error, ({ message }) => ({ ok: false, message }))
  }
  return redirect(`${editPath('courses', courseId)}?notice=${intent === 'lesson-delete' ? 'lesson-deleted' : 'lesson-moved'}#lessons`)
}

/** The authors the editor's pickers chose, in order; undefined when the form has no pickers. */
function authorIdsOf(form: FormData) {
  if (!form.has('authorIds')) return undefined
  return form.getAll('authorIds').map(String).filter(isUuid)
}

/** Queues the article's breaking-news e-mail once it is published (or scheduled): one per article, ever. */
async function sendAsBreakingNews(db: Db, articleId: string) {
  const edition = await createBreakingNews(db, articleId, { now: new Date() })
  // Without a running queue (a script), the newsletter schedule picks the edition up later.
  if (edition && jobQueue()) await queueDelivery(edition.id, edition.startAfter)
}

/**
 * The editor's action: delete, lesson buttons, or save (create or update) with the intent
 * of the button pressed. Refusals keep every typed value; success redirects to the editor.
 */
export async function itemAction(admin: SessionUser, request: Request, type: ContentType, id: string | null) {
  const db = getDb()
  try {
    checkBodySize(request)
  } catch (error) {
    return refusal(error, {})
  }
  const { form, intent, refused } = await readEditorForm(request)
  if (refused) return refused
  if (id && intent === 'delete') {
    try {
      await deleteContent(db, { type, id, actor: admin })
    } catch (error) {
      return refusal(error, {})
    }
    return redirect(`/admin/content?type=${type}&notice=deleted`)
  }
  if (id && type === 'courses' && intent.startsWith('lesson-')) return lessonAction(admin, id, intent, form)
  if (!saveIntents.includes(intent as SaveIntent)) return failure(400, formValues(form), {}, 'Unknown action.')
  const values = formValues(form, listFields[type])
  // The author pickers are one field each: a refusal gives all of them back, in order.
  const authorIds = authorIdsOf(form)
  if (authorIds) values.authorIds = authorIds.join(',')
  const uploadFailure = await applyUploads(db, form, values, uploadFields[type], admin.id)
  if (uploadFailure) return failure(uploadFailure.status, values, uploadFailure.errors, 'The file was not uploaded; nothing was saved.')
  const parsed = validate(schemas[type], values)
  if (!parsed.ok) return parsed.refused
  const isGoingLive = intent === 'publish' || intent === 'schedule' || values.status === 'published'
  if (type === 'articles' && values.sendAsBreaking === 'on' && !isGoingLive) {
    return failure(400, values, { sendAsBreaking: 'Publish the article (or schedule it) to send it as breaking news.' })
  }
  // A video's source sent by resumable upload (its id): a new stream is made from it on save.
  let videoSource: string | null = null
  if (type === 'videos' && values.sourceUpload) {
    videoSource = await finishedSource(values.sourceUpload)
    if (!videoSource) return failure(400, { ...values, sourceUpload: '' }, { sourceUpload: 'The uploaded video file was not found. Upload it again.' })
  }
  try {
    const saved = await saveContent(db, { type, id, input: parsed.input, intent: intent as SaveIntent, actor: admin, authorIds, version: values.version || null, videoSource })
    if (saved.isNowInReview) await announceSubmission(db, { type, id: saved.id, actor: admin })
    if (type === 'articles' && values.sendAsBreaking === 'on') await sendAsBreakingNews(db, saved.id)
    await queueContentChange({ type, id: saved.id, action: saved.action, status: saved.status, publishedAt: saved.publishedAt ?? null })
    return redirect(`${editPath(type, saved.id)}?notice=${saved.isNowInReview ? 'submit' : noticeOf(saved.action, saved.status)}`)
  } catch (error) {
    return refusal(error, values)
  }
}

import { data, Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { loadEditor } from '../admin/content/editor-data.server'
import type { EditorFailure } from '../admin/content/form-data.server'
import { itemAction } from '../admin/content/item-action.server'
import { publicPath, typeInfo } from '../admin/content/content-types'
import { membersGained } from '../attribution/attribution-report.server'
import { contentOf } from '../attribution/visit'
import { idParam, newItemDefaults, typeParam } from '../admin/content/route-params.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { DangerZone } from '../admin/components/content/danger-zone'
import { ItemEditor } from '../admin/components/content/item-editor'
import { LessonForms, LessonsPanel } from '../admin/components/content/lessons-panel'
import { EditorMessage } from '../admin/components/content/notices'
import { getDb } from '../db/client.server'
import { headlineTestAction, type HeadlineTestReply } from '../admin/content/headline-test-action.server'
import { headlineTestOf } from '../admin/content/headline-tests.server'
import { HeadlineTestPanel } from '../admin/components/content/headline-test-panel'
import type { Route } from './+types/admin.content.$type.$id'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound, newsroomForm } from '../admin/content/item-request.server'
import { loadNewsroom, newsroomAction, type NewsroomReply } from '../admin/content/newsroom-data.server'
import { allowedIntents, mayPublish, mayReview } from '../admin/content/workflow'
import { listProfiles, profileOfUser } from '../newsroom/credits.server'
import type { PublishStatus } from '../content/publish-statuses'
import { Autosave, CompareWithSaved, EditLockBanner, NewsroomPanels, NewsroomReplyMessage } from '../admin/components/content/newsroom-panels'

/** Create (/admin/content/{type}/new) or edit one item of any content type. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id, { allowNew: true })
  const db = getDb()
  const standing = id ? await accessOrNotFound(() => requireItemAccess(db, staff, type, id, 'edit')) : { role: staff.role, isOwn: true }
  const ownProfile = await profileOfUser(db, staff)
  const editor = await loadEditor(db, type, id, { defaults: { ...newItemDefaults(type), authorIds: ownProfile } })
  if (!editor) throw notFound()
  const path = editor.meta ? publicPath(type, editor.meta) : null
  // Readers who signed up or paid right after this item (decision 49).
  const gained = path && contentOf(path) ? await membersGained(db, path) : null
  const meta = editor.meta && path ? { ...editor.meta, publicPath: path, gained } : null
  const status = typeInfo[type].hasStatus ? ((editor.values.status || 'draft') as PublishStatus) : null
  const intents = allowedIntents(standing, id ? status : null, { canSchedule: typeInfo[type].canSchedule })
  const newsroom = id ? await loadNewsroom(db, { type, id }, staff) : null
  const profiles = await listProfiles(db)
  const headline = type === 'articles' && id && mayPublish(standing) ? { report: await headlineTestOf(db, id) } : null
  return { headline, type, values: editor.values, meta, choices: editor.choices, lessons: editor.lessons, notice: new URL(request.url).searchParams.get('notice'), intents, newsroom, profiles, mayReview: mayReview(standing), mayDelete: mayPublish(standing) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id, { allowNew: true })
  const newsroom = id ? await newsroomForm(request) : null
  // The headline test's form (decision 53): ?headline on an article's editor.
  if (id && type === 'articles' && new URL(request.url).searchParams.has('headline')) return headlineTestAction(getDb(), id, staff, request)
  if (id && newsroom) {
    if (!newsroom.intent) return data<NewsroomReply>({ ok: false, message: 'Unknown action.' }, { status: 400 })
    return newsroomAction(getDb(), { type, id }, staff, newsroom.intent, newsroom.form)
  }
  return itemAction(staff, request, type, id)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.meta ? loaderData.meta.title : `New ${loaderData ? typeInfo[loaderData.type].noun : 'item'}`} · Content · Admin` },
  { name: 'robots', content: 'noindex' },
]

export default function ContentItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, meta, choices, lessons, notice, intents, newsroom, profiles } = loaderData
  const headlineReply = actionData && 'headline' in actionData ? (actionData as HeadlineTestReply).headline : null
  const reply = actionData && 'ok' in actionData && !('values' in actionData) ? (actionData as NewsroomReply) : null
  const failed = actionData && 'values' in actionData ? (actionData as EditorFailure) : null
  const refusedMessage = actionData && !failed && !reply && !headlineReply ? (actionData as { message?: string }).message : null
  const state = failed ? { values: failed.values, errors: failed.errors } : { values: loaderData.values, errors: {} }
  const info = typeInfo[type]
  // An editor asked to review sees the decision first; everyone else finds the trail under the editor.
  const reviewFirst = loaderData.mayReview && meta?.status === 'review'
  const panels = meta && newsroom ? <NewsroomPanels type={type} id={meta.id} newsroom={newsroom} mayReview={reviewFirst} /> : null
  return (
    <>
      <Link to={`/admin/content?type=${type}`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← {info.label}</Link>
      <AdminHeader title={meta ? `Edit ${info.noun}` : `New ${info.noun}`} description={meta ? meta.title : undefined} />
      {meta && newsroom ? <EditLockBanner type={type} id={meta.id} lock={newsroom.lock} canTakeOver={newsroom.canTakeOver} /> : null}
      <EditorMessage notice={failed || refusedMessage || reply ? null : notice} error={failed?.message ?? refusedMessage ?? (failed ? 'Please correct the marked fields.' : null)} />
      {reply ? <NewsroomReplyMessage reply={reply} /> : null}
      {failed?.isConflict && meta ? <CompareWithSaved mine={failed.values} /> : null}
      {reviewFirst ? panels : null}
      <ItemEditor type={type} state={state} meta={meta} choices={choices} intents={intents} profiles={profiles}
        extra={type === 'courses' && meta ? <LessonsPanel courseId={meta.id} lessons={lessons} /> : null} />
      {loaderData.headline && meta ? <HeadlineTestPanel articleTitle={meta.title} report={loaderData.headline.report} reply={headlineReply} /> : null}
      {reviewFirst ? null : panels}
      {meta ? <Autosave type={type} id={meta.id} /> : null}
      {type === 'courses' && meta ? <LessonForms lessons={lessons} /> : null}
      {meta && loaderData.mayDelete ? <DangerZone noun={info.noun} /> : null}
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary

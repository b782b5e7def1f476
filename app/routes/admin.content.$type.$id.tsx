import { Link } from 'react-router'
import { notFound } from '../lib/error-responses.server'
import { loadEditor } from '../admin/content/editor-data.server'
import type { EditorFailure } from '../admin/content/form-data.server'
import { itemAction } from '../admin/content/item-action.server'
import { publicPath, typeInfo } from '../admin/content/content-types'
import { idParam, newItemDefaults, typeParam } from '../admin/content/route-params.server'
import { requirePermission } from '../admin/access.server'
import { AdminHeader } from '../admin/components/admin-ui'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { DangerZone } from '../admin/components/content/danger-zone'
import { ItemEditor } from '../admin/components/content/item-editor'
import { LessonForms, LessonsPanel } from '../admin/components/content/lessons-panel'
import { EditorMessage } from '../admin/components/content/notices'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.content.$type.$id'

/** Create (/admin/content/{type}/new) or edit one item of any content type. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id, { allowNew: true })
  const editor = await loadEditor(getDb(), type, id, { defaults: newItemDefaults(type, admin) })
  if (!editor) throw notFound()
  const meta = editor.meta ? { ...editor.meta, publicPath: publicPath(type, editor.meta) } : null
  return { type, values: editor.values, meta, choices: editor.choices, lessons: editor.lessons, notice: new URL(request.url).searchParams.get('notice') }
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'content.write')
  return itemAction(admin, request, typeParam(params.type), idParam(params.id, { allowNew: true }))
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.meta ? loaderData.meta.title : `New ${loaderData ? typeInfo[loaderData.type].noun : 'item'}`} · Content · Admin` },
  { name: 'robots', content: 'noindex' },
]

export default function ContentItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, meta, choices, lessons, notice } = loaderData
  const failed = actionData && 'values' in actionData ? (actionData as EditorFailure) : null
  const refusedMessage = actionData && !failed ? (actionData as { message?: string }).message : null
  const state = failed ? { values: failed.values, errors: failed.errors } : { values: loaderData.values, errors: {} }
  const info = typeInfo[type]
  return (
    <>
      <Link to={`/admin/content?type=${type}`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← {info.label}</Link>
      <AdminHeader title={meta ? `Edit ${info.noun}` : `New ${info.noun}`} description={meta ? meta.title : undefined} />
      <EditorMessage notice={failed || refusedMessage ? null : notice} error={failed?.message ?? refusedMessage ?? (failed ? 'Please correct the marked fields.' : null)} />
      <ItemEditor type={type} state={state} meta={meta} choices={choices}
        extra={type === 'courses' && meta ? <LessonsPanel courseId={meta.id} lessons={lessons} /> : null} />
      {type === 'courses' && meta ? <LessonForms lessons={lessons} /> : null}
      {meta ? <DangerZone noun={info.noun} /> : null}
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary

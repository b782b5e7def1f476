import { redirect } from 'react-router'
import { requirePermission } from '../admin/access.server'
import { editPath, typeInfo } from '../admin/content/content-types'
import { readItemValues } from '../admin/content/editor-data.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { restoreRevision } from '../admin/content/restore.server'
import { diffVersions } from '../admin/content/revision-diff'
import { getRevision, listRevisions, restoreRevisionForm, revisionNumber } from '../admin/content/revisions.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { RevisionsView } from '../admin/components/content/revisions-view'
import { getDb } from '../db/client.server'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.content.$type.$id.revisions'


/** An item's revisions, and one of them compared side by side with the saved item. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  const db = getDb()
  await accessOrNotFound(() => requireItemAccess(db, staff, type, id, 'edit'))
  const current = await readItemValues(db, type, id)
  if (!current) throw notFound()
  const revisions = await listRevisions(db, type, id)
  const chosen = revisionNumber.safeParse(new URL(request.url).searchParams.get('compare'))
  const compared = chosen.success ? await getRevision(db, type, id, chosen.data) : null
  return {
    type, id, title: String(current.row.title),
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    compared: compared ? { number: compared.number, createdAt: compared.createdAt.toISOString(), diff: diffVersions(compared.snapshot, current.values) } : null,
  }
}

/** Restores a revision as a new save. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  const parsed = await parseForm(request, restoreRevisionForm)
  if (!parsed.ok) return parsed.reply({ message: 'Choose a revision to restore.' })
  try {
    await restoreRevision(getDb(), { type, id, number: parsed.data.number, actor: staff })
  } catch (error) {
    return appErrorResponse(error, ({ message }) => ({ message, errors: {}, values: {} }))
  }
  return redirect(`${editPath(type, id)}?notice=restored`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Revisions: ${loaderData?.title ?? 'item'} · Admin` }, { name: 'robots', content: 'noindex' }]

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, title, revisions, compared } = loaderData
  return <RevisionsView back={editPath(type, id)} title={title} noun={typeInfo[type].noun} revisions={revisions} compared={compared} message={actionData?.message} />
}

export const ErrorBoundary = ContentErrorBoundary

import { Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { editPath, typeInfo } from '../admin/content/content-types'
import { readItemValues } from '../admin/content/editor-data.server'
import { requireItemAccess } from '../admin/content/item-access.server'
import { accessOrNotFound } from '../admin/content/item-request.server'
import { restoreRevision } from '../admin/content/restore.server'
import { diffVersions } from '../admin/content/revision-diff'
import { getRevision, listRevisions } from '../admin/content/revisions.server'
import { idParam, typeParam } from '../admin/content/route-params.server'
import { AdminHeader, AdminTable, adminButton, adminTime } from '../admin/components/admin-ui'
import { ColumnRows, type TableColumn } from '../ui/column-rows'
import { ContentErrorBoundary } from '../admin/components/content/content-error'
import { VersionDiff } from '../admin/components/content/version-diff'
import { getDb } from '../db/client.server'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.content.$type.$id.revisions'

const reasonLabels: Record<string, string> = {
  save: 'Saved', autosave: 'Autosaved', publish: 'Published', schedule: 'Scheduled', unpublish: 'Unpublished',
  submit: 'Submitted for review', approve: 'Approved', request_changes: 'Changes requested', restore: 'Restored',
}
const number = z.coerce.number().int().min(1).max(1_000_000)

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
  const chosen = number.safeParse(new URL(request.url).searchParams.get('compare'))
  const compared = chosen.success ? await getRevision(db, type, id, chosen.data) : null
  return {
    type, id, title: String(current.row.title),
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    compared: compared ? { number: compared.number, createdAt: compared.createdAt.toISOString(), diff: diffVersions(compared.snapshot, current.values) } : null,
  }
}

const restoreForm = z.object({ intent: z.literal('restore'), number })

/** Restores a revision as a new save. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requirePermission(request, 'content.write')
  const type = typeParam(params.type)
  const id = idParam(params.id)!
  const parsed = await parseForm(request, restoreForm)
  if (!parsed.ok) return parsed.reply({ message: 'Choose a revision to restore.' })
  try {
    await restoreRevision(getDb(), { type, id, number: parsed.data.number, actor: staff })
  } catch (error) {
    return appErrorResponse(error, ({ message }) => ({ message, errors: {}, values: {} }))
  }
  return redirect(`${editPath(type, id)}?notice=restored`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Revisions: ${loaderData?.title ?? 'item'} · Admin` }, { name: 'robots', content: 'noindex' }]

type Revision = Route.ComponentProps['loaderData']['revisions'][number]

const revisionColumns: TableColumn<Revision>[] = [
  { header: '#', cell: (r) => r.number },
  { header: 'What', cell: (r) => <>{reasonLabels[r.reason] ?? r.reason}{r.isPublished ? <span className="block text-xs text-slate-600 dark:text-slate-400">Readers saw it</span> : null}</> },
  { header: 'Who', cell: (r) => r.actorName ?? 'Someone who left' },
  { header: 'When', className: 'whitespace-nowrap', cell: (r) => adminTime(r.createdAt) },
  { header: 'Compare', cell: (r) => <Link to={`?compare=${r.number}`} aria-label={`Compare revision ${r.number}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Compare</Link> },
]

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, title, revisions, compared } = loaderData
  return (
    <>
      <Link to={editPath(type, id)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to the editor</Link>
      <AdminHeader title="Revisions" description={`${title} · the last 25 are kept, and every version readers saw.`} />
      {actionData?.message ? <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{actionData.message}</p> : null}
      {compared ? (
        <section className="mt-6 space-y-3" aria-label="Comparison">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-serif text-xl font-bold">Revision {compared.number} ({adminTime(compared.createdAt)}) and the saved {typeInfo[type].noun}</h2>
            <Form method="post"><input type="hidden" name="number" value={compared.number} /><button type="submit" name="intent" value="restore" className={adminButton.primary}>Restore revision {compared.number}</button></Form>
          </div>
          <VersionDiff diff={compared.diff} left={`Revision ${compared.number}`} right="Saved now" />
        </section>
      ) : null}
      <div className="mt-6">
        <AdminTable testId="revisions" label="Revisions">
          <ColumnRows columns={revisionColumns} rows={revisions} rowKey={(r) => String(r.number)} />
        </AdminTable>
      </div>
    </>
  )
}

export const ErrorBoundary = ContentErrorBoundary

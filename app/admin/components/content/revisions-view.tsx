import { Form, Link } from 'react-router'
import type { FieldDiff } from '../../content/revision-diff'
import { ColumnRows, type TableColumn } from '../../../ui/column-rows'
import { AdminHeader, AdminTable, adminButton, adminTime } from '../admin-ui'
import { VersionDiff } from './version-diff'

const reasonLabels: Record<string, string> = {
  save: 'Saved', autosave: 'Autosaved', publish: 'Published', schedule: 'Scheduled', unpublish: 'Unpublished',
  submit: 'Submitted for review', approve: 'Approved', request_changes: 'Changes requested', restore: 'Restored',
}

export interface RevisionRow {
  number: number
  reason: string
  isPublished: boolean
  createdAt: string
  actorName: string | null
}

const revisionColumns: TableColumn<RevisionRow>[] = [
  { header: '#', cell: (r) => r.number },
  { header: 'What', cell: (r) => <>{reasonLabels[r.reason] ?? r.reason}{r.isPublished ? <span className="block text-xs text-slate-600 dark:text-slate-400">Readers saw it</span> : null}</> },
  { header: 'Who', cell: (r) => r.actorName ?? 'Someone who left' },
  { header: 'When', className: 'whitespace-nowrap', cell: (r) => adminTime(r.createdAt) },
  { header: 'Compare', cell: (r) => <Link to={`?compare=${r.number}`} aria-label={`Compare revision ${r.number}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Compare</Link> },
]

/**
 * An item's revisions page: its revisions, newest first, and the one chosen compared side by
 * side with the saved item, with Restore.
 */
export function RevisionsView({ back, title, noun, revisions, compared, message }: {
  back: string
  title: string
  noun: string
  revisions: readonly RevisionRow[]
  compared: { number: number; createdAt: string; diff: FieldDiff[] } | null
  message?: string | null
}) {
  return (
    <>
      <Link to={back} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to the editor</Link>
      <AdminHeader title="Revisions" description={`${title} · the last 25 are kept, and every version readers saw.`} />
      {message ? <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{message}</p> : null}
      {compared ? (
        <section className="mt-6 space-y-3" aria-label="Comparison">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-serif text-xl font-bold">Revision {compared.number} ({adminTime(compared.createdAt)}) and the saved {noun}</h2>
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

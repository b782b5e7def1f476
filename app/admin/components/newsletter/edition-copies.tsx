import { Form, Link } from 'react-router'
import type { EditionCopy } from '../../../newsletter/admin/copies.server'
import { AdminTable, Badge, adminInput, adminTime } from '../admin-ui'
import { FilterButtons } from '../filter-buttons'

/** The copies found for the search `q` (the first ones), and how many match. */
export type EditionCopies = { q: string; copies: EditionCopy[]; total: number }

const copyTones = { pending: 'slate', sending: 'amber', sent: 'green', failed: 'red' } as const
const copyLabels = { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const

function copiesSummary(total: number, shown: number, isSearch: boolean) {
  const n = total.toLocaleString('en-US')
  if (total > shown) return `The first ${shown} of ${n} ${isSearch ? 'matching copies' : 'copies'}, failed ones first. Search for an address to find one.`
  if (isSearch) return `${n} ${total === 1 ? 'copy matches' : 'copies match'}.`
  return `${n} ${total === 1 ? 'copy' : 'copies'}.`
}

/** Whether a reader got the edition: their copy's state, its error, and the message itself. */
export function Copies({ copies }: { copies: EditionCopies }) {
  const shown = copies.copies.length
  return (
    <section aria-labelledby="copies-heading" id="copies" className="mt-8 scroll-mt-24 space-y-4">
      <h2 id="copies-heading" className="text-xl font-semibold">Copies</h2>
      <Form method="get" role="search" preventScrollReset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="copy-search" className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">Find a reader's copy</label>
          <input id="copy-search" name="copy" type="search" defaultValue={copies.q} maxLength={100} placeholder="Part of an address" className={adminInput} />
        </div>
        <FilterButtons className="flex gap-2" label="Find" isFiltered={Boolean(copies.q)} clearTo="." preventScrollReset />
      </Form>
      {shown === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {copies.q ? `No copy went to an address containing “${copies.q}”.` : 'This edition has no copies.'}
        </p>
      ) : (
        <AdminTable testId="copies" label="Copies">
          <thead>
            <tr><th>E-mail</th><th>Status</th><th className="text-right">Attempts</th><th>Sent</th><th>Message</th></tr>
          </thead>
          <tbody>
            {copies.copies.map((copy) => (
              <tr key={copy.id} className="align-top">
                <td className="min-w-52 break-words">{copy.email}</td>
                <td>
                  <Badge tone={copyTones[copy.status]}>{copyLabels[copy.status]}</Badge>
                  {copy.error ? <p className="mt-1 min-w-48 text-xs break-words text-red-700 dark:text-red-400">{copy.error}</p> : null}
                </td>
                <td className="text-right tabular-nums">{copy.attempts}</td>
                <td className="whitespace-nowrap">{adminTime(copy.sentAt)}</td>
                <td className="whitespace-nowrap">
                  {copy.emailId ? <Link to={`/admin/emails/${copy.emailId}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Open e-mail</Link> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="copies-total">
        {copiesSummary(copies.total, shown, Boolean(copies.q))}
      </p>
    </section>
  )
}

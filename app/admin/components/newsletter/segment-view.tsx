import { Form, Link } from 'react-router'
import { AdminPanel, adminButton } from '../admin-ui'
import { SegmentFields } from './segment-fields'

/**
 * Admin → Newsletter: the readers filtered into a segment (plan, source, clicks, topics), how
 * many there are, the first addresses, and a new edition for exactly them.
 */
export function SegmentView({ values, size, sample, description, isFiltered }: { values: Record<string, string>; size: number; sample: string[]; description: string; isFiltered: boolean }) {
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value)).toString()
  return (
    <AdminPanel title="Segments" testId="segment-view">
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Segment">
        <SegmentFields state={{ values, errors: {} }} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={adminButton.primary}>Show segment</button>
          {isFiltered ? <Link to="/admin/newsletter" className={adminButton.secondary}>Everyone</Link> : null}
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        <strong className="tabular-nums" data-testid="segment-size">{size.toLocaleString('en-US')}</strong> {size === 1 ? 'reader' : 'readers'}: {description}.
      </p>
      {sample.length > 0 ? (
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-400" data-testid="segment-sample">
          {sample.map((email) => <li key={email} className="truncate">{email}</li>)}
        </ul>
      ) : null}
      {isFiltered && size > 0 ? (
        <Link to={`/admin/newsletter/editions/new?${query}`} className={`${adminButton.secondary} mt-4`}>New edition for this segment</Link>
      ) : null}
    </AdminPanel>
  )
}

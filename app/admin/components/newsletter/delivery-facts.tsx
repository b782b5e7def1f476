import { Link } from 'react-router'
import { AdminPanel, Badge, FigureGrid, adminTime } from '../admin-ui'
import { editionKindLabels, editionStatusLabels, editionStatusTones } from './edition-labels'
import type { EditionView } from './edition-view'

export type DeliveryCounts = { sent: number; failed: number; waiting: number }

/** How a sent, sending or cancelled edition went: its status, counts of copies and times. */
export function DeliveryFacts({ edition, counts }: { edition: EditionView; counts: DeliveryCounts }) {
  const facts: [string, string][] = [
    ['Kind', editionKindLabels[edition.kind]],
    ['Created', adminTime(edition.createdAt)],
    ['Scheduled for', adminTime(edition.scheduledFor)],
    ['Started', adminTime(edition.startedAt)],
    ['Finished', adminTime(edition.sentAt)],
  ]
  const figures = ([['Recipients', edition.recipients], ['Sent', counts.sent], ['Failed', counts.failed], ['Waiting', counts.waiting]] as const).map(([label, value]) => ({
    label,
    value: value.toLocaleString('en-US'),
    testId: `count-${label.toLowerCase()}`,
  }))
  return (
    <div className="mt-6">
      <AdminPanel title="Delivery" testId="delivery">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={editionStatusTones[edition.status]}>{editionStatusLabels[edition.status]}</Badge>
          {edition.status === 'sending' ? <Link to="." className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">Refresh</Link> : null}
        </div>
        <FigureGrid figures={figures} className="mt-4" />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {edition.kind === 'admin' && edition.status !== 'cancelled' ? null : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {edition.kind === 'admin' ? 'A cancelled edition cannot be changed.' : 'Automatic editions are written and sent by the site; they cannot be edited here.'}
          </p>
        )}
      </AdminPanel>
    </div>
  )
}

import { Link } from 'react-router'
import type { EditionSummary } from '../../../newsletter/editions/editions.server'
import { MatchingRows } from '../../../ui/matching-rows'
import { AdminTable, Badge, adminTime } from '../admin-ui'
import { formatCount } from '../operations/operations-format'
import { editionKindLabels, editionStatusLabels, editionStatusTones } from './edition-labels'

/** When an edition went or goes out: finished, started, or the time it is scheduled for. */
function editionTime(edition: EditionSummary) {
  if (edition.sentAt) return `Sent ${adminTime(edition.sentAt)}`
  if (edition.startedAt) return `Started ${adminTime(edition.startedAt)}`
  if (edition.scheduledFor) return `For ${adminTime(edition.scheduledFor)}`
  return `Created ${adminTime(edition.createdAt)}`
}

/** Every edition, newest first, with its delivery counts and a link to its page. */
export function EditionHistory({ editions }: { editions: EditionSummary[] }) {
  return (
    <section aria-labelledby="editions-heading" className="space-y-4">
      <h2 id="editions-heading" className="text-xl font-semibold">Editions</h2>
      <MatchingRows count={editions.length} none="No editions yet. Write one with New edition; the daily digest, weekly summary and breaking news appear here when they go out.">
        <AdminTable testId="editions" label="Editions">
          <thead>
            <tr><th>Subject</th><th>Kind</th><th>Status</th><th>When</th><th className="text-right">Recipients</th><th className="text-right">Sent</th><th className="text-right">Failed</th></tr>
          </thead>
          <tbody>
            {editions.map((edition) => (
              <tr key={edition.id}>
                <td className="min-w-48">
                  <Link to={`/admin/newsletter/editions/${edition.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">{edition.subject}</Link>
                </td>
                <td className="whitespace-nowrap">{editionKindLabels[edition.kind]}</td>
                <td><Badge tone={editionStatusTones[edition.status]}>{editionStatusLabels[edition.status]}</Badge></td>
                <td className="whitespace-nowrap">{editionTime(edition)}</td>
                <td className="text-right tabular-nums">{formatCount(edition.recipients)}</td>
                <td className="text-right tabular-nums">{formatCount(edition.sent)}</td>
                <td className={`text-right tabular-nums ${edition.failed > 0 ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{formatCount(edition.failed)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </MatchingRows>
    </section>
  )
}

import type { SubscriptionDetail } from '../../people/subscriptions.server'
import { formatDollars } from '../../people/mrr'
import { AdminPanel, AdminTable, adminTime, Badge } from '../admin-ui'
import { humanize } from './people-badges'

const muted = 'text-sm text-slate-600 dark:text-slate-400'

/** A detail value in a few words: dates as admin time, money-looking numbers as they are. */
function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return adminTime(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export function EventsPanel({ events }: { events: SubscriptionDetail['events'] }) {
  return (
    <AdminPanel title="Event history" testId="subscription-events">
      {events.length === 0 ? <p className={muted}>No events recorded.</p> : (
        <ol className="space-y-3">
          {events.map((event) => {
            const entries = Object.entries(event.detail)
            return (
              <li key={event.id} className="border-l-2 border-brand-500 pl-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-semibold">{humanize(event.type)}</span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{adminTime(event.createdAt)}</span>
                </p>
                {entries.length ? (
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                    {entries.map(([key, value]) => (
                      <div key={key} className="min-w-0 break-all"><dt className="inline">{humanize(key)}: </dt><dd className="inline">{detailValue(value)}</dd></div>
                    ))}
                  </dl>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </AdminPanel>
  )
}

const invoiceTones = { paid: 'green', open: 'amber', void: 'slate' } as const

export function InvoicesPanel({ invoices }: { invoices: SubscriptionDetail['invoices'] }) {
  return (
    <AdminPanel title="Invoices" testId="subscription-invoices">
      {invoices.length === 0 ? <p className={muted}>No invoices.</p> : (
        <AdminTable label="Invoices">
          <thead><tr><th>Date</th><th className="hidden sm:table-cell">Kind</th><th className="text-right">Amount</th><th>Status</th><th className="hidden sm:table-cell">Period</th></tr></thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td className="whitespace-nowrap">
                  {adminTime(invoice.createdAt).slice(0, 10)}
                  <span className="block text-xs text-slate-500 sm:hidden dark:text-slate-400">{humanize(invoice.kind)}</span>
                </td>
                <td className="hidden sm:table-cell">{humanize(invoice.kind)}</td>
                <td className="text-right whitespace-nowrap tabular-nums">
                  {formatDollars(invoice.amountCents)}
                  {invoice.discountCents || invoice.creditAppliedCents ? (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {invoice.discountCents ? `−${formatDollars(invoice.discountCents)} discount` : ''}
                      {invoice.discountCents && invoice.creditAppliedCents ? ' · ' : ''}
                      {invoice.creditAppliedCents ? `−${formatDollars(invoice.creditAppliedCents)} credit` : ''}
                    </span>
                  ) : null}
                </td>
                <td><Badge tone={invoiceTones[invoice.status as keyof typeof invoiceTones] ?? 'slate'}>{humanize(invoice.status)}</Badge></td>
                <td className="hidden whitespace-nowrap text-xs sm:table-cell">
                  {invoice.periodStart ? `${adminTime(invoice.periodStart).slice(0, 10)} → ${adminTime(invoice.periodEnd).slice(0, 10)}` : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </AdminPanel>
  )
}

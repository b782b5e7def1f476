import type { cancellationReport } from '../../../billing/cancellation.server'
import { humanize } from './people-badges'

type Report = Awaited<ReturnType<typeof cancellationReport>>

/** Admin → Subscriptions: why members cancelled in the last days, and what some of them wrote. */
export function CancellationReasons({ report, days }: { report: Report; days: number }) {
  return (
    <section className="mt-10" aria-labelledby="cancellations-heading" data-testid="cancellation-reasons">
      <h2 id="cancellations-heading" className="mb-1 text-lg font-bold">Why members cancel</h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {report.total === 0
          ? `No member has cancelled through the cancel page in the last ${days} days.`
          : `${report.total.toLocaleString('en-US')} cancellations through the cancel page in the last ${days} days, by the reason the member chose.`}{' '}
        <span data-testid="retention-saves">
          {report.saves === 1 ? '1 member' : `${report.saves.toLocaleString('en-US')} members`} stayed by accepting a retention offer on the cancel page.
        </span>
      </p>
      {report.total > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600 dark:text-slate-400"><th className="py-2">Reason</th><th className="py-2 text-right">Members</th><th className="py-2 text-right">Share</th></tr>
            </thead>
            <tbody>
              {report.reasons.map(({ reason, count }) => (
                <tr key={reason} className="border-t border-slate-200 dark:border-slate-800" data-reason={reason}>
                  <td className="py-2">{humanize(reason)}</td>
                  <td className="py-2 text-right tabular-nums">{count.toLocaleString('en-US')}</td>
                  <td className="py-2 text-right tabular-nums">{Math.round((count / report.total) * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <h3 className="mb-2 font-semibold">In their words</h3>
            {report.latestNotes.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No one added a note.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {report.latestNotes.map((entry, index) => (
                  <li key={index} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                    <p className="whitespace-pre-line">{entry.note}</p>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{humanize(entry.reason)} · {new Date(entry.createdAt).toISOString().slice(0, 10)}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </section>
  )
}

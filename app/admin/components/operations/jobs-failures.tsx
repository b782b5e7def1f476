import type { JobFailure } from '../../../jobs/overview.server'
import { AdminPanel, AdminTable, adminTime } from '../admin-ui'
import { RetryButton } from './jobs-retry'

/** The latest failed jobs, their errors, and a Retry for each. */
export function Failures({ failures }: { failures: JobFailure[] }) {
  return (
    <section aria-labelledby="failures-heading" className="space-y-4">
      <h2 id="failures-heading" className="text-xl font-semibold">Recent failures</h2>
      {failures.length === 0 ? (
        <AdminPanel><p className="text-slate-600 dark:text-slate-400">No failed jobs. A job that failed and will be tried again counts as deferred until then.</p></AdminPanel>
      ) : (
        <AdminTable testId="failures" label="Recent failures">
          <thead>
            <tr><th>Queue</th><th>Failed</th><th className="text-right">Attempts</th><th>Error</th><th className="relative"><span className="sr-only">Retry</span></th></tr>
          </thead>
          <tbody>
            {failures.map((failure) => (
              <tr key={failure.id} className="align-top">
                <td className="font-mono text-xs whitespace-nowrap">{failure.name}</td>
                <td className="whitespace-nowrap">{adminTime(failure.failedAt)}</td>
                <td className="text-right tabular-nums">{failure.attempts}</td>
                <td className="max-w-md min-w-64">
                  {failure.error.length > 200 ? (
                    <details>
                      <summary className="cursor-pointer break-words">{failure.error.slice(0, 200)}…</summary>
                      <p className="mt-2 font-mono text-xs break-words whitespace-pre-wrap">{failure.error}</p>
                    </details>
                  ) : (
                    <span className="break-words">{failure.error}</span>
                  )}
                </td>
                <td><RetryButton failure={failure} /></td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  )
}

import { data, Link, useFetcher } from 'react-router'
import { z } from 'zod'
import { requireAdmin } from '../accounts/session.server'
import { AdminHeader, AdminPanel, AdminTable, adminButton, adminTime } from '../admin/components/admin-ui'
import { formatCount } from '../admin/components/operations/operations-format'
import { getDb } from '../db/client.server'
import { jobQueueOverview, retryFailedJob } from '../jobs/overview.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.jobs'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { overview: await jobQueueOverview(getDb()) }
}

const retryForm = z.object({
  intent: z.literal('retry'),
  name: z.string().trim().min(1).max(100),
  id: z.uuid(),
})

type RetryAnswer = { ok: true; message: string } | { ok: false; error: string }

/** Sends a failed job back to its queue. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const parsed = await parseForm(request, retryForm, { fallbackMessage: 'Invalid request: choose a failed job to retry.' })
  if (!parsed.ok) return parsed.reply<RetryAnswer>({ ok: false, error: parsed.message })
  const { name, id } = parsed.data
  if (!(await retryFailedJob(name, id))) {
    return data<RetryAnswer>({ ok: false, error: 'This job is no longer among the failed ones: it was retried or removed already.' }, { status: 404 })
  }
  return { ok: true, message: `The ${name} job was sent back to its queue.` } satisfies RetryAnswer
}

export const meta = () => [{ title: 'Jobs · Admin' }, { name: 'robots', content: 'noindex' }]

/** A cron schedule in words, for the common shapes; others are shown as they are. */
function describeCron(cron: string | null) {
  if (!cron) return 'On demand'
  const parts = cron.trim().split(/\s+/)
  if (parts.length !== 5) return cron
  const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string]
  const rest = day === '*' && month === '*' && weekday === '*'
  if (!rest) return cron
  if (minute === '*' && hour === '*') return 'Every minute'
  const every = /^\*\/(\d+)$/.exec(minute)
  if (every && hour === '*') return `Every ${every[1]} minutes`
  if (/^\d+$/.test(minute) && hour === '*') return `Hourly at :${minute.padStart(2, '0')}`
  if (/^\d+$/.test(minute) && /^\d+$/.test(hour)) return `Daily at ${hour.padStart(2, '0')}:${minute.padStart(2, '0')} UTC`
  const everyHours = /^\*\/(\d+)$/.exec(hour)
  if (/^\d+$/.test(minute) && everyHours) return `Every ${everyHours[1]} hours at :${minute.padStart(2, '0')}`
  return cron
}

type Overview = NonNullable<Route.ComponentProps['loaderData']['overview']>

// One fetcher for every Retry button, so its answer stays on the page after the row is gone.
const RETRY_FETCHER = 'job-retry'

function RetryButton({ failure }: { failure: Overview['recentFailures'][number] }) {
  const fetcher = useFetcher<RetryAnswer>({ key: RETRY_FETCHER })
  const isBusy = fetcher.state !== 'idle'
  const isThis = isBusy && fetcher.formData?.get('id') === failure.id
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="name" value={failure.name} />
      <input type="hidden" name="id" value={failure.id} />
      <button type="submit" className={`${adminButton.secondary} px-3 py-1 text-xs`} disabled={isBusy} aria-label={`Retry the ${failure.name} job that failed at ${adminTime(failure.failedAt)}`}>
        {isThis ? 'Retrying…' : 'Retry'}
      </button>
    </fetcher.Form>
  )
}

function Answer({ answer }: { answer: RetryAnswer | undefined }) {
  if (!answer) return null
  return answer.ok ? (
    <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">{answer.message}</p>
  ) : (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">{answer.error}</p>
  )
}

function Queues({ depths }: { depths: Overview['depths'] }) {
  const figure = (n: number, tone = '') => <td className={`text-right tabular-nums ${n > 0 ? tone : 'text-slate-500 dark:text-slate-400'}`}>{formatCount(n)}</td>
  return (
    <section aria-labelledby="queues-heading" className="space-y-4">
      <h2 id="queues-heading" className="text-xl font-semibold">Queues</h2>
      <AdminTable testId="queues" label="Queues">
        <thead>
          <tr>
            <th>Queue</th><th>Schedule</th><th className="text-right">Waiting</th><th className="text-right">Deferred</th>
            <th className="text-right">Active</th><th className="text-right">Failed</th><th className="text-right">Done (24 h)</th>
          </tr>
        </thead>
        <tbody>
          {depths.map((queue) => (
            <tr key={queue.name}>
              <td className="font-mono text-xs whitespace-nowrap">{queue.name}</td>
              <td className="whitespace-nowrap">{queue.cron ? <span title={`cron: ${queue.cron} (UTC)`}>{describeCron(queue.cron)}</span> : 'On demand'}</td>
              {figure(queue.waiting, 'font-semibold')}
              {figure(queue.deferred)}
              {figure(queue.active, 'font-semibold text-sky-700 dark:text-sky-300')}
              {figure(queue.failed, 'font-semibold text-red-700 dark:text-red-400')}
              {figure(queue.completedLastDay)}
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p className="text-sm text-slate-600 dark:text-slate-400">Waiting jobs are due now; deferred ones wait for a later time (a scheduled edition, a retry after a failure).</p>
    </section>
  )
}

function Failures({ failures }: { failures: Overview['recentFailures'] }) {
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

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData
  const retry = useFetcher<RetryAnswer>({ key: RETRY_FETCHER })
  // Without JavaScript the form posts to the page, whose answer is the action data.
  const answer = retry.state === 'idle' && retry.data ? retry.data : (actionData as RetryAnswer | undefined)
  return (
    <div className="space-y-8">
      <AdminHeader
        title="Jobs"
        description="Background work on the durable queue: billing, view counts and newsletter deliveries."
        actions={<Link to="." className={adminButton.secondary}>Refresh</Link>}
      />
      <Answer answer={answer} />
      {overview ? (
        <>
          <Queues depths={overview.depths} />
          <Failures failures={overview.recentFailures} />
        </>
      ) : (
        <AdminPanel testId="queue-not-running">
          <p className="text-slate-700 dark:text-slate-300">The job queue is not running on this instance.</p>
        </AdminPanel>
      )}
    </div>
  )
}

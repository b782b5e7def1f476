import { data, Link } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, adminButton } from '../admin/components/admin-ui'
import { Failures } from '../admin/components/operations/jobs-failures'
import { Queues } from '../admin/components/operations/jobs-queues'
import { Answer, useRetryAnswer, type RetryAnswer } from '../admin/components/operations/jobs-retry'
import { getDb } from '../db/client.server'
import { jobQueueOverview, retryFailedJob } from '../jobs/overview.server'
import { parseForm } from '../lib/parse-form.server'
import type { Route } from './+types/admin.jobs'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'jobs')
  return { overview: await jobQueueOverview(getDb()) }
}

const retryForm = z.object({
  intent: z.literal('retry'),
  name: z.string().trim().min(1).max(100),
  id: z.uuid(),
})

/** Sends a failed job back to its queue. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, 'jobs')
  const parsed = await parseForm(request, retryForm, { fallbackMessage: 'Invalid request: choose a failed job to retry.' })
  if (!parsed.ok) return parsed.reply<RetryAnswer>({ ok: false, error: parsed.message })
  const { name, id } = parsed.data
  if (!(await retryFailedJob(name, id))) {
    return data<RetryAnswer>({ ok: false, error: 'This job is no longer among the failed ones: it was retried or removed already.' }, { status: 404 })
  }
  return { ok: true, message: `The ${name} job was sent back to its queue.` } satisfies RetryAnswer
}

export const meta = () => [{ title: 'Jobs · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData
  const answer = useRetryAnswer(actionData as RetryAnswer | undefined)
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

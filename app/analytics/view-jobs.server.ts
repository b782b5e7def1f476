import { getDb } from '../db/client.server'
import { enqueue, type JobDefinition } from '../jobs/queue.server'
import { pruneViewMarks, viewCounter, viewsOf, writeViews, type PendingView } from './view-counter.server'

const RECORD_VIEWS = 'views-record'

/** View counting on the job queue: each instance's batches are written (and retried) by a worker, the old marks pruned hourly. */
export const viewJobs: JobDefinition<never>[] = [
  { name: RECORD_VIEWS, retryLimit: 5, retryDelaySeconds: 10, run: ({ views }: { views: PendingView[] }) => writeViews(getDb(), views) } satisfies JobDefinition<{ views: PendingView[] }>,
  { name: 'view-marks-prune', cron: '17 * * * *', retryLimit: 1, run: () => pruneViewMarks(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

/** From now on this instance's view batches go through the queue (as a list of views, the job's payload since it began). */
export function countViewsOnQueue() {
  viewCounter.useSink((batch) => enqueue(RECORD_VIEWS, { views: viewsOf(batch) }))
}

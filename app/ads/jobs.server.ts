import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { aggregateClosedDays, pruneAdEvents } from './aggregate.server'

/** Closed days are added to the daily figures every hour; raw events past retention go nightly. */
export const adJobs: JobDefinition<never>[] = [
  { name: 'ads-aggregate', cron: '11 * * * *', retryLimit: 3, retryDelaySeconds: 60, run: () => aggregateClosedDays(getDb()) } satisfies JobDefinition,
  { name: 'ads-prune', cron: '41 3 * * *', retryLimit: 1, run: () => pruneAdEvents(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

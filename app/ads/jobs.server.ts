import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { aggregateClosedDays, pruneAdEvents } from './aggregate.server'
import { advanceCampaignStatuses } from './campaigns.server'

/** Campaigns start and end on their days; closed days are added to the daily figures every hour; raw events past retention go nightly. */
export const adJobs: JobDefinition<never>[] = [
  { name: 'ads-statuses', cron: '1 * * * *', retryLimit: 3, retryDelaySeconds: 60, run: () => advanceCampaignStatuses(getDb()) } satisfies JobDefinition,
  { name: 'ads-aggregate', cron: '11 * * * *', retryLimit: 3, retryDelaySeconds: 60, run: () => aggregateClosedDays(getDb()) } satisfies JobDefinition,
  { name: 'ads-prune', cron: '41 3 * * *', retryLimit: 1, run: () => pruneAdEvents(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { aggregateClosedDays, pruneAdEvents } from './aggregate.server'
import { advanceCampaignStatuses } from './campaigns.server'
import { sendDueReports } from './report-emails.server'

/**
 * Campaigns start and end on their days; closed days are added to the daily figures every hour;
 * raw events past retention go nightly; report e-mails go out each morning they are due.
 */
export const adJobs: JobDefinition<never>[] = [
  { name: 'ads-statuses', cron: '1 * * * *', retryLimit: 3, retryDelaySeconds: 60, run: () => advanceCampaignStatuses(getDb()) } satisfies JobDefinition,
  { name: 'ads-aggregate', cron: '11 * * * *', retryLimit: 3, retryDelaySeconds: 60, run: () => aggregateClosedDays(getDb()) } satisfies JobDefinition,
  { name: 'ads-prune', cron: '41 3 * * *', retryLimit: 1, run: () => pruneAdEvents(getDb()) } satisfies JobDefinition,
  { name: 'ads-report-emails', cron: '17 7 * * *', retryLimit: 3, retryDelaySeconds: 300, run: () => sendDueReports(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { sendDueAlerts } from './due-alerts.server'
import { closeQuietResolvedTickets } from './tickets.server'

/** Every five minutes the assignees hear of tickets near or past due; each night resolved tickets left quiet for a week close. */
export const supportJobs: JobDefinition<never>[] = [
  { name: 'support-due-alerts', cron: '*/5 * * * *', retryLimit: 2, retryDelaySeconds: 60, run: () => sendDueAlerts(getDb()) } satisfies JobDefinition,
  { name: 'support-auto-close', cron: '23 4 * * *', retryLimit: 2, retryDelaySeconds: 300, run: () => closeQuietResolvedTickets(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

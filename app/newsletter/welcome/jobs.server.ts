import { getDb } from '../../db/client.server'
import type { JobDefinition } from '../../jobs/queue.server'
import { runWelcomeSeries } from './welcome-series.server'

/** The welcome series: every minute, the steps that fell due (one run at a time across instances). */
export const welcomeJobs: JobDefinition<never>[] = [
  {
    name: 'welcome-series',
    cron: '* * * * *',
    retryLimit: 0,
    run: () => runWelcomeSeries(getDb(), { now: new Date() }),
  } satisfies JobDefinition,
] as JobDefinition<never>[]

import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { pruneDownloadProgress } from './iab-downloads.server'

/** Listeners' download progress is needed only on its day; it goes nightly (the daily totals stay). */
export const podcastJobs: JobDefinition<never>[] = [
  { name: 'episode-downloads-prune', cron: '23 2 * * *', retryLimit: 1, run: () => pruneDownloadProgress(getDb()) } satisfies JobDefinition,
] as JobDefinition<never>[]

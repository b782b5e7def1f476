import { getDb } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { recheckWorkspaceDomains } from './domain-verification.server'

/** Verified workspace domains are checked again: each hour the ones not checked for a day. */
export const workspaceJobs: JobDefinition<never>[] = [
  {
    name: 'workspace-domains',
    cron: '17 * * * *',
    retryLimit: 1,
    run: () => recheckWorkspaceDomains(getDb(), { now: new Date() }),
  } satisfies JobDefinition,
] as JobDefinition<never>[]

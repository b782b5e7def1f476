import { getDb, type Db } from '../db/client.server'
import type { JobDefinition } from '../jobs/queue.server'
import { getBillingProvider } from './provider-choice.server'
import { runBillingCycle } from './local/local-renewals.server'

/** One run of the billing job: renewals, trial ends and pauses, then grace periods that ran out. */
export async function runBillingJob(db: Db, { now = new Date() } = {}) {
  const cycle = await runBillingCycle(db, { now })
  const provider = getBillingProvider()
  const paused = await provider.runPauses(db, { now })
  const expired = await provider.expireGracePeriods(db, { now })
  return { ...cycle, paused: cycle.paused + paused, expired: cycle.expired + expired }
}

/** A cron schedule that runs about every `seconds` (at least each minute, at most daily). */
export function cronEvery(seconds: number) {
  const minutes = Math.max(1, Math.round(seconds / 60))
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`
  const hours = Math.round(minutes / 60)
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *'
}

/** The billing job on the queue, every BILLING_JOB_INTERVAL_SECONDS (0 turns it off): once per slot across all instances. */
export function billingJobs(intervalSeconds: number): JobDefinition<never>[] {
  if (intervalSeconds <= 0) return []
  return [{ name: 'billing-cycle', cron: cronEvery(intervalSeconds), retryLimit: 2, run: () => runBillingJob(getDb()) }]
}

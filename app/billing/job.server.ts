import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { jobLeases } from '../db/schema'
import { getBillingProvider } from './provider-choice.server'
import { runBillingCycle } from './local/local-renewals.server'
import { logError } from '../lib/log.server'

const JOB = 'billing-cycle'
const LEASE_MS = 5 * 60 * 1000
const instanceId = randomUUID()

/**
 * Takes the named lease until `now + ttl` unless another holder has it and it has not run
 * out. The row lives in the shared database, so only one server instance wins.
 */
export async function acquireLease(db: Db, name: string, holder: string, { now = new Date(), ttlMs = LEASE_MS } = {}) {
  const lockedUntil = new Date(now.getTime() + ttlMs)
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, lockedUntil, updatedAt: now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, lockedUntil, updatedAt: now },
      setWhere: sql`${jobLeases.lockedUntil} <= ${now.toISOString()}::timestamptz or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ name: jobLeases.name })
  return rows.length > 0
}

export async function releaseLease(db: Db, name: string, holder: string) {
  await db
    .update(jobLeases)
    .set({ lockedUntil: new Date(0) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
}

/** One run of the billing job, if this instance gets the lease. */
export async function runBillingJob(db: Db, { now = new Date(), holder = instanceId } = {}) {
  if (!(await acquireLease(db, JOB, holder, { now }))) return { ran: false as const }
  try {
    const cycle = await runBillingCycle(db, { now })
    const expired = await getBillingProvider().expireGracePeriods(db, { now })
    return { ran: true as const, ...cycle, expired: cycle.expired + expired }
  } finally {
    await releaseLease(db, JOB, holder)
  }
}

let timer: NodeJS.Timeout | undefined
let firstRun: NodeJS.Timeout | undefined

/** Runs the billing job every `intervalSeconds` (0 turns it off); errors are logged, not thrown. */
export function startBillingJob(getDb: () => Db, intervalSeconds: number) {
  stopBillingJob()
  if (intervalSeconds <= 0) return
  const tick = () => {
    runBillingJob(getDb()).catch((error: unknown) => logError('job billing', error))
  }
  timer = setInterval(tick, intervalSeconds * 1000)
  timer.unref()
  firstRun = setTimeout(tick, 1000)
  firstRun.unref()
}

export function stopBillingJob() {
  clearInterval(timer)
  clearTimeout(firstRun)
  timer = firstRun = undefined
}

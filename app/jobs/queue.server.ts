import { PgBoss, type Job, type SendOptions } from 'pg-boss'
import { fromPglite } from 'pg-boss/dist/adapters/index.js'
import type { DbHandle } from '../db/client.server'
import { logError } from '../lib/log.server'

/** A kind of background work: its queue, its handler and how it retries. */
export interface JobDefinition<Data extends object = object> {
  name: string
  run: (data: Data, job: Job<Data>) => Promise<unknown>
  /** Attempts after the first, with exponential back-off from `retryDelaySeconds`. */
  retryLimit?: number
  retryDelaySeconds?: number
  /** A cron schedule (UTC) that sends this job; one job per slot across all instances. */
  cron?: string
  /** Jobs a worker on this instance runs at once. */
  concurrency?: number
}

interface RunningQueue {
  boss: PgBoss
  schema: string
  definitions: Map<string, JobDefinition>
}

let running: RunningQueue | undefined

/** The database schema holding the queue's tables: beside a test schema, or `pgboss`. */
export const jobsSchemaFor = (handle: DbHandle) => (handle.kind === 'postgres' && handle.schema ? `${handle.schema}_jobs` : 'pgboss')

/**
 * Starts the durable job queue (pg-boss) in the app's database, embedded or PostgreSQL:
 * creates its tables on first start, registers each job's queue, worker and cron schedule.
 * Jobs survive restarts, retry with back-off and run once across every instance.
 */
export async function startJobQueue(handle: DbHandle, definitions: JobDefinition<never>[], { pollingIntervalSeconds = 2, work = true } = {}) {
  await stopJobQueue()
  const schema = jobsSchemaFor(handle)
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.client), backend: 'pglite', schema, persistWarnings: false })
      : new PgBoss({ connectionString: handle.url, schema, max: 3, application_name: 'lumen-jobs' })
  boss.on('error', (error) => logError('jobs queue', error))
  await boss.start()
  const byName = new Map<string, JobDefinition>()
  for (const definition of definitions as unknown as JobDefinition[]) {
    byName.set(definition.name, definition)
    await boss.createQueue(definition.name, {
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 15 * 60,
    })
    if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: 'UTC' })
    else await boss.unschedule(definition.name).catch(() => undefined)
    if (work) {
      await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds, localConcurrency: definition.concurrency ?? 1, batchSize: 1 },
        async ([job]) => {
          try {
            return await definition.run(job!.data, job!)
          } catch (error) {
            logError(`job ${definition.name}`, error)
            throw error
          }
        },
      )
    }
  }
  running = { boss, schema, definitions: byName }
  return running
}

export async function stopJobQueue() {
  const queue = running
  running = undefined
  await queue?.boss.stop({ graceful: true, timeout: 10_000 })
}

/** The queue while the server runs; undefined in scripts and tests that did not start it. */
export const jobQueue = () => running

/**
 * Sends a job to its queue. Throws when the queue is not running, so work is never dropped
 * silently; callers that can do the work themselves check `jobQueue()` first.
 */
export async function enqueue(name: string, data: object, options: SendOptions = {}) {
  if (!running) throw new Error(`The job queue is not running: cannot send ${name}.`)
  return running.boss.send(name, data, options)
}
